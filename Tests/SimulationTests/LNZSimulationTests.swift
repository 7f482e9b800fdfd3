import LayoutCore
import Layouts
import ScrollPhysics
import Testing

@testable import Simulation

/// The LNZ layouts in the simulator: focus changes during drags and flings, the fast deceleration rate,
/// the re-centring after a prepare, and the Safari swipe-to-delete and selection.
@Suite struct LNZSimulationTests {
    /// A carousel of 30 items of 200×280 in a 375×300 view: page 208, cycle 6,240, cycle 0 at 62,400,000.
    static func carouselSpec() -> ViewSpec {
        var configuration = CarouselConfiguration()
        configuration.infinite.strip.itemSize = Size(width: 200, height: 280)
        return ViewSpec(
            viewport: Size(width: 375, height: 300), layout: .carousel(configuration),
            data: CollectionData(sections: [SectionData(itemCount: 30)]))
    }

    /// The item whose centre is nearest the viewport's centre, by hand: item j of cycle k is centred
    /// at 62,400,000 + 208·(30k + j) + 100.
    static func expectedFocus(atOffset x: Double) -> Int {
        let copy = ((x + 187.5 - 62_400_000 - 100) / 208 - 0.5).rounded(.up)
        let item = Int(copy) % 30
        return item < 0 ? item + 30 : item
    }

    @Test func focusFollowsDragsAndFlingsTickByTick() throws {
        var simulator = Simulator(tickHz: 120)
        let created = try simulator.createView(Self.carouselSpec(), id: "home")
        #expect(created.map(\.name) == ["willDisplay", "willDisplay", "willDisplay"])
        #expect(simulator.state(of: "home")?.contentOffset.x == 62_400_000 + 100 - 187.5)
        #expect(simulator.state(of: "home")?.focus == IndexPath(section: 0, item: 0))
        var focus = 0
        var changes = 0
        func run(_ ticks: Int) {
            for _ in 0..<ticks {
                let events = simulator.step()
                let offset = simulator.state(of: "home")!.contentOffset.x
                let expected = Self.expectedFocus(atOffset: offset)
                let changed = events.filter { $0.name == "focusChanged" }
                if expected != focus {
                    #expect(
                        changed.map(\.kind) == [
                            .focusChanged(
                                from: IndexPath(section: 0, item: focus), to: IndexPath(section: 0, item: expected),
                                fromID: .positional(section: 0, item: focus),
                                toID: .positional(section: 0, item: expected))
                        ], "tick \(simulator.tick)")
                    focus = expected
                    changes += 1
                } else {
                    #expect(changed.isEmpty, "tick \(simulator.tick)")
                }
            }
        }
        _ = try simulator.apply(.drag(view: "home", path: TouchPath(linear: Vector(dx: 150, dy: 0), duration: 0.1)))
        run(120)
        #expect(focus == 29)
        #expect(changes == 1)
        // A fling of 6,000 pt/s at the fast rate travels about 6000·0.99/0.01/1000 = 594 pt: about three
        // items, each announced as it passes the centre.
        _ = try simulator.apply(.fling(view: "home", velocity: Vector(dx: -6000, dy: 0)))
        run(240)
        #expect(simulator.isIdle)
        #expect(changes >= 3)
        #expect(simulator.state(of: "home")?.focus == IndexPath(section: 0, item: focus))
    }

    @Test func theLNZLayoutsDecelerateAtTheFastRate() {
        let view = SimulatedView(id: "home", spec: Self.carouselSpec())
        #expect(view.scroll.settings.decelerationRate == .fast)
        #expect(SimulatedView(id: "list", spec: listSpec()).scroll.settings.decelerationRate == .normal)
    }

    /// A resize prepares again; the item in focus is centred in cycle 0 again, as the seed's reset does.
    @Test func aResizeKeepsTheFocusedItemCentred() throws {
        var simulator = Simulator(tickHz: 120)
        _ = try simulator.createView(Self.carouselSpec(), id: "home")
        _ = try simulator.apply(
            .scrollToItem(
                view: "home", item: IndexPath(section: 0, item: 7), position: .centeredHorizontally, animated: false))
        #expect(simulator.state(of: "home")?.focus == IndexPath(section: 0, item: 7))
        _ = try simulator.apply(.resize(view: "home", viewport: Size(width: 667, height: 300)))
        let state = try #require(simulator.state(of: "home"))
        #expect(state.focus == IndexPath(section: 0, item: 7))
        // Item 7 of cycle 0 centred in the 667-wide view: 62,400,000 + 1,456 + 100 − 333.5.
        #expect(state.contentOffset.x == 62_400_000 + 1456 + 100 - 333.5)
    }

    // MARK: Safari

    /// Eight tabs of 300×200 in a 375×667 view, spaced 125.4 apart; `deletable` answers canDelete.
    static func safariSpec(deletable: Bool = true) -> ViewSpec {
        var configuration = SafariConfiguration()
        configuration.itemSize = Size(width: 300, height: 200)
        return ViewSpec(
            viewport: Size(width: 375, height: 667), layout: .safari(configuration),
            data: CollectionData(sections: [SectionData(itemCount: 8, common: ItemAnswers(canDelete: deletable))]))
    }

    /// Applies a swipe on tab 1 and runs until the finger lifts and the animation ends; every event.
    static func swipe(_ by: Vector, over seconds: Double, deletable: Bool = true) throws -> (Simulator, [Event], Int) {
        var simulator = Simulator(tickHz: 120)
        _ = try simulator.createView(safariSpec(deletable: deletable), id: "tabs")
        let start = simulator.tick
        var events = try simulator.apply(
            .swipe(view: "tabs", item: IndexPath(section: 0, item: 1), path: TouchPath(linear: by, duration: seconds)))
        for _ in 0..<240 { events += simulator.step() }
        #expect(simulator.isIdle)
        return (simulator, events, start)
    }

    /// The tab is deleted on release (tick 48) and leaves as UIKit animates a deletion: it goes on to the
    /// layout's disappearing attributes (x = −300, alpha 0) and ends there when the 0.3 s animation does,
    /// 36 ticks later; `deleteItems(at:)` takes no completion handler, so no `didEndBatchUpdates`.
    @Test func aSwipePastHalfTheTabDeletesIt() throws {
        // 220 pt left in 400 ms: 550 pt/s, but past half of 300.
        let (simulator, events, _) = try Self.swipe(Vector(dx: -220, dy: 0), over: 0.4)
        let ended = try #require(events.first { $0.name == "didEndDisplaying" })
        guard case .didEndDisplaying(let attributes) = ended.kind else { return }
        #expect(attributes.indexPath == IndexPath(section: 0, item: 1))
        #expect(abs(attributes.frame.minX + 300) < 1e-9)
        #expect(attributes.frame.minY == 145.4 && attributes.frame.size == Size(width: 300, height: 200))
        #expect(attributes.alpha == 0)
        let deleted = events.filter { $0.name == "deleted" }
        #expect(
            deleted.map(\.kind) == [
                .deleted(indexPath: IndexPath(section: 0, item: 1), id: .positional(section: 0, item: 1))
            ])
        #expect(deleted.first?.tick == 48 && ended.tick == 48 + 36 && deleted.first!.seq < ended.seq)
        #expect(!events.contains { $0.name == "didEndBatchUpdates" })
        #expect(simulator.viewSpecs.first?.spec.data.itemCount(inSection: 0) == 7)
        #expect(!events.contains { $0.name == "willBeginDragging" })
    }

    @Test func aFastShortSwipeDeletesAndASlowOneSpringsBack() throws {
        // 100 pt in 50 ms: released at 2,000 pt/s to the left.
        let fast = try Self.swipe(Vector(dx: -100, dy: 0), over: 0.05)
        #expect(fast.1.contains { $0.name == "deleted" })
        // 100 pt in 500 ms: 200 pt/s, a third of the tab: it springs back.
        let slow = try Self.swipe(Vector(dx: -100, dy: 0), over: 0.5)
        #expect(!slow.1.contains { $0.name == "deleted" })
        #expect(slow.1.isEmpty)
        let frame = slow.0.layoutSnapshot(of: "tabs")?.attributes.first { $0.indexPath.item == 1 }?.frame
        #expect(frame?.minX == 0)
    }

    @Test func theTabFollowsTheFingerWhileTheSwipeLasts() throws {
        var simulator = Simulator(tickHz: 120)
        _ = try simulator.createView(Self.safariSpec(), id: "tabs")
        _ = try simulator.apply(
            .swipe(
                view: "tabs", item: IndexPath(section: 0, item: 2),
                path: TouchPath(linear: Vector(dx: -120, dy: 0), duration: 0.5)))
        for _ in 0..<30 { _ = simulator.step() }
        #expect(simulator.isTouching("tabs"))
        let frame = simulator.layoutSnapshot(of: "tabs")?.attributes.first { $0.indexPath.item == 2 }?.frame
        #expect(frame.map { abs($0.minX - -120 * 30 / 60) < 1e-9 } == true)
    }

    /// A touch the tab refuses (not deletable, or mostly vertical) is a drag of the collection view.
    @Test func aRefusedSwipeIsADrag() throws {
        let locked = try Self.swipe(Vector(dx: -220, dy: 0), over: 0.1, deletable: false)
        #expect(!locked.1.contains { $0.name == "deleted" })
        #expect(locked.1.first?.name == "willBeginDragging")
        let vertical = try Self.swipe(Vector(dx: -20, dy: -200), over: 0.1)
        #expect(!vertical.1.contains { $0.name == "deleted" })
        #expect(vertical.1.first?.name == "willBeginDragging")
    }

    /// After tab 1 goes, the tab below the screen moves up into view while the stack animates (0.3 s).
    @Test func theOtherTabsAnimateIntoPlace() throws {
        let (_, events, _) = try Self.swipe(Vector(dx: -300, dy: 0), over: 0.1)
        let deletion = try #require(events.first { $0.name == "deleted" })
        // Old tab 6 (at 772.4) becomes tab 5, whose place is 647: it enters during the animation.
        let entered = try #require(events.first { $0.name == "willDisplay" })
        guard case .willDisplay(let attributes) = entered.kind else { return }
        #expect(attributes.id == .positional(section: 0, item: 6))
        #expect(attributes.indexPath == IndexPath(section: 0, item: 5))
        #expect(entered.tick > deletion.tick && entered.tick <= deletion.tick + 36)
        #expect(attributes.frame.minY > 647 && attributes.frame.minY < 667)
    }

    @Test func aSwipeOnAMissingTabIsNotFound() throws {
        var simulator = Simulator(tickHz: 120)
        _ = try simulator.createView(Self.safariSpec(), id: "tabs")
        #expect(throws: SimulationError(.notFound, "view \"tabs\" has no item [0, 8]", path: "item")) {
            try simulator.apply(
                .swipe(
                    view: "tabs", item: IndexPath(section: 0, item: 8),
                    path: TouchPath(linear: Vector(dx: -100, dy: 0), duration: 0.1)))
        }
    }

    @Test func selectingATabGivesTheAnimatorItsStartAndEnd() throws {
        var simulator = Simulator(tickHz: 120)
        _ = try simulator.createView(Self.safariSpec(), id: "tabs")
        let events = try simulator.apply(.select(view: "tabs", item: IndexPath(section: 0, item: 2)))
        guard case .didSelect(let indexPath, _, let transition?) = events.first?.kind else {
            Issue.record("no transition in \(events)")
            return
        }
        #expect(indexPath == IndexPath(section: 0, item: 2))
        #expect(transition.duration == 1)
        #expect(transition.fromFrame == Rect(x: 0, y: 20 + 250.8, width: 300, height: 200))
        #expect(!transition.fromTransform.isIdentity)
        #expect(transition.toFrame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(transition.toTransform == .identity)
        // Other layouts select without a transition.
        var lists = Simulator(tickHz: 120)
        _ = try lists.createView(listSpec(), id: "list")
        let plain = try lists.apply(.select(view: "list", item: IndexPath(section: 0, item: 2)))
        #expect(
            plain.map(\.kind) == [
                .didSelect(indexPath: IndexPath(section: 0, item: 2), id: .positional(section: 0, item: 2))
            ])
    }
}
