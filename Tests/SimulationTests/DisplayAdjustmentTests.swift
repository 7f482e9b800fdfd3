import LayoutCore
import ScrollPhysics
import Testing

@testable import Simulation

/// A host adjusting the displayed elements each tick a view scrolls (`DisplayAdjustment`), as UIKit's
/// `visibleItemsInvalidationHandler` does. The list: 20 rows of 100 pt in a 375×667 view (rows 0…6 shown).
@Suite struct DisplayAdjustmentTests {
    /// A drag of 100 pt over 100 ms, lifted still, moves the offset at each of its 12 ticks (120 Hz): the hook is asked
    /// 12 times, each with the tick's offset and the rows displayed then; row 7 (700…800) enters once the
    /// offset passes 33 and its `willDisplay` carries the alpha the hook set, 0.5. At rest, no call.
    @Test func theHookAdjustsWhatEntersEachScrollingTick() throws {
        var simulator = Simulator()
        _ = try simulator.createView(listSpec(), id: "list")
        var offsets: [Double] = []
        let hook: DisplayAdjustment.Hook = { adjustment in
            offsets.append(adjustment.contentOffset.y)
            #expect(adjustment.elements.allSatisfy { $0.frame.maxY > adjustment.contentOffset.y })
            for position in adjustment.looks.indices { adjustment.looks[position].alpha = 0.5 }
        }
        _ = try simulator.apply(.drag(view: "list", path: stillDrag))
        var events: [Event] = []
        while !simulator.isIdle("list") {
            events += simulator.step(releaseTarget: ReleaseQuestion.layoutsChoice, adjusting: hook)
        }
        #expect(offsets.count == 12)
        #expect(offsets.last == 100)
        for _ in 0..<60 { events += simulator.step(releaseTarget: ReleaseQuestion.layoutsChoice, adjusting: hook) }
        #expect(offsets.count == 12)
        let entered = events.compactMap { event -> LayoutAttributes? in
            guard case .willDisplay(let attributes) = event.kind else { return nil }
            return attributes
        }
        #expect(entered.map(\.indexPath) == [IndexPath(section: 0, item: 7)])
        #expect(entered.map(\.alpha) == [0.5])
    }

    /// A finger moving the content 100 pt up over 100 ms, lifting still.
    private var stillDrag: TouchPath {
        var path = TouchPath(linear: Vector(dx: 0, dy: -100), duration: 0.1)
        path.release = .still
        return path
    }

    /// Without a hook the same drag's row 7 enters as laid out (alpha 1).
    @Test func withoutAHookNothingChanges() throws {
        var simulator = Simulator()
        _ = try simulator.createView(listSpec(), id: "list")
        _ = try simulator.apply(.drag(view: "list", path: stillDrag))
        var events: [Event] = []
        while !simulator.isIdle("list") { events += simulator.step() }
        let alphas = events.compactMap { event -> Double? in
            guard case .willDisplay(let attributes) = event.kind else { return nil }
            return attributes.alpha
        }
        #expect(alphas == [1])
    }
}
