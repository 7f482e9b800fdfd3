import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// Deleting Safari tabs as UICollectionView animates batch deletions: `deleteItems` animates as a swipe's
/// deletion does, a deletion during another starts from where the tabs are shown, and swipes go on
/// through deletions. Eight tabs of 300×200 at y = 20 + 125.4·i; seven keep that spacing (627 / 5).
@Suite struct SafariDeletionTests {
    static func tab(_ item: Int) -> IndexPath { IndexPath(section: 0, item: item) }

    static func tabs() throws -> Simulator {
        var simulator = Simulator(tickHz: 120)
        _ = try simulator.createView(LNZSimulationTests.safariSpec(), id: "tabs")
        return simulator
    }

    /// The frame of the tab whose id is `id` ("0-k": tab k of the original eight), as displayed now: where
    /// an animation under way shows it, else its layout frame.
    static func frame(_ simulator: Simulator, _ id: String) -> Rect? { shown(simulator, id)?.frame }

    /// The attributes of the tab whose id is `id` as displayed now (an animation's shown frame and alpha).
    static func shown(_ simulator: Simulator, _ id: String) -> LayoutAttributes? {
        let snapshot = simulator.layoutSnapshot(of: "tabs", rect: Rect(x: -1000, y: -1000, width: 3000, height: 5000))
        guard let final = snapshot?.attributes.first(where: { $0.id?.description == id }) else { return nil }
        return final.id.flatMap { snapshot?.animation?.cells[$0] } ?? final
    }

    @Test func deleteItemsAnimatesAsASwipeDeletionDoes() throws {
        var simulator = try Self.tabs()
        let events = try simulator.apply(.deleteItems(view: "tabs", items: [Self.tab(1)]))
        // The tab is deleted at once; it leaves where it rests (x 0, y 145.4), fading out while the others
        // travel, and ends with the animation.
        #expect(events.map(\.name) == ["deleted"])
        // Old tab 2 moves from 270.8 to 145.4 over 0.3 s (36 ticks), eased: under way after one tick.
        var later = simulator.step()
        let moving = try #require(Self.frame(simulator, "0-2")?.minY)
        #expect(moving > 145.4 && moving < 270.8)
        #expect(!simulator.isIdle)
        for _ in 2...35 { later += simulator.step() }
        #expect(!simulator.isIdle)
        later += simulator.step()
        #expect(simulator.isIdle)
        #expect(Self.frame(simulator, "0-2")?.minY == 145.4)
        // Old tab 6 (772.4) comes up to 647 and enters the screen during the animation; the deleted tab
        // ends at the last tick (36), faded out at its slot; `deleteItems(at:)` has no completion handler.
        #expect(later.map(\.name) == ["willDisplay", "didEndDisplaying"])
        guard case .willDisplay(let attributes) = later[0].kind, case .didEndDisplaying(let leaving) = later[1].kind
        else { return }
        #expect(attributes.id?.description == "0-6")
        #expect(later[1].tick == 36)
        #expect(leaving.id?.description == "0-1")
        #expect(leaving.frame == Rect(x: 0, y: 145.4, width: 300, height: 200))
        #expect(leaving.alpha == 0)
    }

    @Test func aDeletionDuringAnotherDoesNotMoveTheTabsAtOnce() throws {
        var simulator = try Self.tabs()
        _ = try simulator.apply(
            .swipe(view: "tabs", item: Self.tab(1), path: TouchPath(linear: Vector(dx: -300, dy: 0), duration: 0.05)))
        for _ in 0..<(6 + 12) { _ = simulator.step() }  // lifted at 50 ms, then 0.1 s of the animation
        let ids = ["0-2", "0-3", "0-4"]
        let before = ids.map { Self.frame(simulator, $0) }
        _ = try simulator.apply(.deleteItems(view: "tabs", items: [Self.tab(0)]))
        #expect(ids.map { Self.frame(simulator, $0) } == before)
        _ = simulator.step()
        #expect(Self.frame(simulator, "0-2")!.minY < before[0]!.minY)
        for _ in 0..<36 { _ = simulator.step() }
        #expect(simulator.isIdle)
        // Six tabs left, still 125.4 apart: old tab 2 is first.
        #expect(ids.map { Self.frame(simulator, $0)?.minY } == [20, 145.4, 270.8])
    }

    @Test func aSwipeDuringADeletionLeavesTheAnimationAlone() throws {
        var reference = try Self.tabs()
        var swiped = try Self.tabs()
        _ = try reference.apply(.deleteItems(view: "tabs", items: [Self.tab(1)]))
        _ = try swiped.apply(.deleteItems(view: "tabs", items: [Self.tab(1)]))
        for _ in 0..<12 {
            _ = reference.step()
            _ = swiped.step()
        }
        _ = try swiped.apply(
            .swipe(view: "tabs", item: Self.tab(3), path: TouchPath(linear: Vector(dx: -60, dy: 0), duration: 0.5)))
        for _ in 0..<6 {
            _ = reference.step()
            _ = swiped.step()
        }
        for id in ["0-2", "0-3", "0-5"] {
            #expect(Self.frame(swiped, id)?.minY == Self.frame(reference, id)?.minY)
        }
        // Tab 3 (old 4) follows the finger: 60 pt over 0.5 s, 6 ticks in.
        #expect(Self.frame(swiped, "0-4").map { abs($0.minX + 60 * 6 / 60) < 1e-9 } == true)
    }

    @Test func aSwipeGoesOnThroughADeletionOfAnotherTab() throws {
        var simulator = try Self.tabs()
        _ = try simulator.apply(
            .swipe(view: "tabs", item: Self.tab(4), path: TouchPath(linear: Vector(dx: -60, dy: 0), duration: 0.5)))
        for _ in 0..<12 { _ = simulator.step() }
        _ = try simulator.apply(.deleteItems(view: "tabs", items: [Self.tab(0)]))
        _ = simulator.step()
        #expect(simulator.isTouching("tabs"))
        // 13 ticks of a 60-tick swipe: the tab (now index 3) is 13 pt to the left.
        #expect(Self.frame(simulator, "0-4").map { abs($0.minX + 13) < 1e-9 } == true)
    }

    /// The deletion animation (0.3 s) ends in the tick it arrives, whichever tick it starts at: at 120 Hz
    /// `(k + 36) / 120 − k / 120` falls short of 0.3 in binary for about half the k.
    @Test(arguments: [60.0, 120, 240])
    func theDeletionEndsInTheTickItArrives(tickHz: Double) throws {
        for startingAfter in [0, 7, 23, 25, 29] {
            var simulator = Simulator(tickHz: tickHz)
            _ = try simulator.createView(LNZSimulationTests.safariSpec(), id: "tabs")
            for _ in 0..<startingAfter { _ = simulator.step() }
            _ = try simulator.apply(.deleteItems(view: "tabs", items: [Self.tab(1)]))
            let ticks = Int((0.3 * tickHz).rounded())
            for _ in 1..<ticks { _ = simulator.step() }
            #expect(!simulator.isIdle, "start \(startingAfter)")
            _ = simulator.step()
            #expect(simulator.isIdle, "start \(startingAfter): one tick late")
        }
    }
}
