import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// A Safari deletion is one update animation on the generic machinery (0.3 s, ease in and out): what comes
/// during it (a second deletion, an animated or instant batch, the view's removal) starts from where it
/// shows the tabs, as UIKit's `beginFromCurrentState`.
///
/// Four tabs of 300×200 in a 375×667 view, insets 20: spacing 627 / min(n, 5), so slots 20, 176.75, 333.5,
/// 490.25 for four tabs, 20, 229, 438 for three, 20, 333.5 for two. Tab 1 is swiped 300 pt left over 0.05 s
/// from tick 0: tick 5 shows it at x = −250 (5/6 of the way), the finger lifts at tick 6 (0.05 s) and the
/// deletion begins. At tick 24 (0.2 s) it is half-way (0.15 s of 0.3; the curve `(0.42, 0, 0.58, 1)` is
/// symmetric, so 0.5): old tab 2 at (333.5 + 229)/2 = 281.25, old tab 3 at (490.25 + 438)/2 = 464.125, and
/// the swiped tab on its way from x −250 to −300 (the layout's disappearing frame, slot 176.75) at −275,
/// alpha 0.5.
@Suite struct SafariUpdateAnimationTests {
    static func tab(_ item: Int) -> IndexPath { IndexPath(section: 0, item: item) }

    /// Four tabs, tab 1 swiped away at tick 6, stepped to tick 24: the simulator and every event.
    static func halfWayThroughASwipedDeletion() throws -> (Simulator, [Event]) {
        var configuration = SafariConfiguration()
        configuration.itemSize = Size(width: 300, height: 200)
        let spec = ViewSpec(
            viewport: Size(width: 375, height: 667), layout: .safari(configuration),
            data: CollectionData(sections: [SectionData(itemCount: 4, common: ItemAnswers(canDelete: true))]))
        var simulator = Simulator(tickHz: 120)
        _ = try simulator.createView(spec, id: "tabs")
        let path = TouchPath(linear: Vector(dx: -300, dy: 0), duration: 0.05)
        var events = try simulator.apply(.swipe(view: "tabs", item: tab(1), path: path))
        for _ in 0..<24 { events += simulator.step() }
        #expect(events.map(\.name) == ["deleted"])
        #expect(events.last?.tick == 6)
        return (simulator, events)
    }

    /// The minY of tab `id` as shown now (a fading tab included).
    static func y(_ simulator: Simulator, _ id: String) -> Double? { SafariDeletionTests.frame(simulator, id)?.minY }

    static func isNear(_ value: Double?, _ expected: Double) -> Bool { value.map { abs($0 - expected) < 1e-9 } == true }

    /// The swiped tab's end: x −300 at its slot 176.75, alpha 0.
    static func expectSwipedTabEnded(_ event: Event?, tick: Int) {
        guard case .didEndDisplaying(let attributes)? = event?.kind else {
            Issue.record("expected didEndDisplaying, got \(String(describing: event))")
            return
        }
        #expect(event?.tick == tick)
        #expect(attributes.id?.description == "0-1")
        #expect(isNear(attributes.frame.minX, -300) && attributes.frame.minY == 176.75)
        #expect(attributes.alpha == 0)
    }

    /// A second deletion at tick 24 (tab 0) starts the two tabs left from 281.25 and 464.125 (no jump) to
    /// 20 and 333.5: half-way at tick 42 (0.35 s), 150.625 and 398.8125. The swiped tab's fade keeps its
    /// own clock and ends at tick 42 (0.05 + 0.3 s); tab 0 fades where it rests and ends with the second
    /// animation at tick 60 (0.5 s). `deleteItems(at:)` has no completion handler: no `didEndBatchUpdates`.
    @Test func aSecondDeletionWithinTheFirstStartsWhereTheTabsAreShown() throws {
        var (simulator, _) = try Self.halfWayThroughASwipedDeletion()
        #expect(Self.isNear(Self.y(simulator, "0-2"), 281.25) && Self.isNear(Self.y(simulator, "0-3"), 464.125))
        let deleting = try simulator.apply(.deleteItems(view: "tabs", items: [Self.tab(0)]))
        #expect(deleting.map(\.name) == ["deleted"])
        #expect(Self.isNear(Self.y(simulator, "0-2"), 281.25) && Self.isNear(Self.y(simulator, "0-3"), 464.125))
        var events: [Event] = []
        for _ in 0..<18 { events += simulator.step() }
        #expect(Self.isNear(Self.y(simulator, "0-2"), 150.625) && Self.isNear(Self.y(simulator, "0-3"), 398.8125))
        #expect(events.map(\.name) == ["didEndDisplaying"])
        Self.expectSwipedTabEnded(events.first, tick: 42)
        for _ in 0..<17 { events += simulator.step() }
        #expect(!simulator.isIdle)
        events += simulator.step()
        #expect(simulator.isIdle)
        #expect(events.map(\.name) == ["didEndDisplaying", "didEndDisplaying"])
        guard case .didEndDisplaying(let first)? = events.last?.kind else { return }
        #expect(events.last?.tick == 60)
        #expect(first.id?.description == "0-0" && first.frame == Rect(x: 0, y: 20, width: 300, height: 200))
        #expect(first.alpha == 0)
        #expect(Self.y(simulator, "0-2") == 20 && Self.y(simulator, "0-3") == 333.5)
    }

    /// A tab the first deletion was bringing up from below the screen, not displayed yet, is pulled in by a
    /// second deletion from where the first had it (UIKit's begin-from-current-state): eight tabs 125.4
    /// apart (`SafariDeletionTests`), tab 1 deleted at tick 0; at tick 18 (half-way) old tab 6 is at
    /// (772.4 + 647)/2 = 709.7, below the screen's 667. Tab 0 deleted then makes it tab 4
    /// (20 + 4 · 125.4 = 521.6): half-way again at tick 36 it is at (709.7 + 521.6)/2 = 615.65, not at
    /// (647 + 521.6)/2 = 584.3, as from its slot after the first deletion.
    @Test func aTabPulledInByASecondDeletionStartsWhereTheFirstHadIt() throws {
        var simulator = try SafariDeletionTests.tabs()
        _ = try simulator.apply(.deleteItems(view: "tabs", items: [Self.tab(1)]))
        for _ in 0..<18 { _ = simulator.step() }
        #expect(Self.isNear(Self.y(simulator, "0-6"), 709.7))
        #expect(simulator.views[0].displayed[.cell(.positional(section: 0, item: 6))] == nil)
        _ = try simulator.apply(.deleteItems(view: "tabs", items: [Self.tab(0)]))
        for _ in 0..<18 { _ = simulator.step() }
        #expect(Self.isNear(Self.y(simulator, "0-6"), 615.65))
    }

    /// An animated batch at tick 24 inserting a fourth tab ("new", at the end) continues the deletion: the
    /// tabs travel on from 281.25 and 464.125 to the four-tab slots 176.75 and 333.5, half-way at tick 42:
    /// 229 and 398.8125; "new" appears at 490.25 from alpha 0, 0.5 then. The deletion had no completion, so
    /// nothing reports it interrupted; the swiped tab's fade ends at tick 42 as it would have; the batch's
    /// completion comes at tick 60.
    @Test func anAnimatedBatchDuringADeletionContinuesIt() throws {
        var (simulator, _) = try Self.halfWayThroughASwipedDeletion()
        let insertion = BatchUpdate.ItemInsertion(Self.tab(3), answers: ItemAnswers(id: "new", canDelete: true))
        let batch = BatchUpdate(insertItems: [insertion])
        let applied = try simulator.apply(.batchUpdates(view: "tabs", batch: batch, animated: true, timing: .standard))
        #expect(applied.map(\.name) == ["willDisplay"])
        #expect(Self.isNear(Self.y(simulator, "0-2"), 281.25) && Self.isNear(Self.y(simulator, "0-3"), 464.125))
        var events: [Event] = []
        for _ in 0..<18 { events += simulator.step() }
        #expect(Self.isNear(Self.y(simulator, "0-2"), 229) && Self.isNear(Self.y(simulator, "0-3"), 398.8125))
        let inserted = SafariDeletionTests.shown(simulator, "new")
        #expect(inserted?.frame.minY == 490.25 && Self.isNear(inserted?.alpha, 0.5))
        for _ in 0..<18 { events += simulator.step() }
        #expect(simulator.isIdle)
        #expect(events.map(\.name) == ["didEndDisplaying", "didEndBatchUpdates"])
        Self.expectSwipedTabEnded(events.first, tick: 42)
        #expect(events.last?.kind == .didEndBatchUpdates(finished: true) && events.last?.tick == 60)
        #expect(Self.y(simulator, "0-2") == 176.75 && Self.y(simulator, "0-3") == 333.5)
    }

    /// An instant batch at tick 24 stops the deletion where it is shown: the swiped tab ends there (x −275,
    /// alpha 0.5), with no completion to report; the tabs take the four-tab slots at once and "new" is
    /// displayed at 490.25.
    @Test func anInstantBatchDuringADeletionStopsIt() throws {
        var (simulator, _) = try Self.halfWayThroughASwipedDeletion()
        let insertion = BatchUpdate.ItemInsertion(Self.tab(3), answers: ItemAnswers(id: "new", canDelete: true))
        let batch = BatchUpdate(insertItems: [insertion])
        let events = try simulator.apply(.batchUpdates(view: "tabs", batch: batch, animated: false, timing: .standard))
        #expect(events.map(\.name) == ["didEndDisplaying", "willDisplay"])
        guard case .didEndDisplaying(let swiped) = events[0].kind, case .willDisplay(let new) = events[1].kind
        else { return }
        #expect(swiped.id?.description == "0-1" && Self.isNear(swiped.frame.minX, -275))
        #expect(swiped.frame.minY == 176.75 && Self.isNear(swiped.alpha, 0.5))
        #expect(new.id?.description == "new" && new.frame == Rect(x: 0, y: 490.25, width: 300, height: 200))
        #expect(simulator.isIdle)
        #expect(Self.y(simulator, "0-2") == 176.75 && Self.y(simulator, "0-3") == 333.5)
    }

    /// The view removed at tick 24: the swiped tab ends where it is shown (x −275, alpha 0.5), then every
    /// tab displayed, in canonical order, where it is shown; no completion.
    @Test func aViewRemovedMidDeletionEndsTheTabsWhereTheyAreShown() throws {
        var (simulator, _) = try Self.halfWayThroughASwipedDeletion()
        let events = try simulator.destroyView("tabs")
        #expect(events.map(\.name) == Array(repeating: "didEndDisplaying", count: 4))
        let ended = events.compactMap { event -> LayoutAttributes? in
            guard case .didEndDisplaying(let attributes) = event.kind else { return nil }
            return attributes
        }
        #expect(ended.map { $0.id?.description } == ["0-1", "0-0", "0-2", "0-3"])
        #expect(Self.isNear(ended.first?.frame.minX, -275) && Self.isNear(ended.first?.alpha, 0.5))
        #expect(
            ended.dropFirst().map(\.frame.minY).enumerated().allSatisfy { position, y in
                Self.isNear(y, [20, 281.25, 464.125][position])
            })
    }
}
