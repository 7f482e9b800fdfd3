import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// A data change applied away from the simulator (`detachChange`, `run`, `attach`) is the same change as
/// `apply`: the same events with the same seqs and ticks, the same view afterwards. Meanwhile the view is
/// frozen (it does not tick, commands naming it are refused) and the other views go on.
@Suite struct ViewChangeTests {
    /// Two lists; "a" was flung so that it is moving, and "b" too.
    static func moving() throws -> Simulator {
        var simulator = Simulator()
        _ = try simulator.createView(listSpec(count: 100), id: "a")
        _ = try simulator.createView(listSpec(count: 100), id: "b")
        _ = try simulator.apply(.fling(view: "a", velocity: Vector(dx: 0, dy: -3000)))
        _ = try simulator.apply(.fling(view: "b", velocity: Vector(dx: 0, dy: -3000)))
        for _ in 0..<10 { _ = simulator.step() }
        return simulator
    }

    static let commands: [Command] = [
        .insertItems(view: "a", at: IndexPath(section: 0, item: 3), items: Array(repeating: ItemAnswers(), count: 5)),
        .deleteItems(view: "a", items: [IndexPath(section: 0, item: 2), IndexPath(section: 0, item: 7)]),
        .reload(view: "a", data: CollectionData(sections: [SectionData(itemCount: 40)])),
        .resize(view: "a", viewport: Size(width: 375, height: 300)),
    ]

    @Test(arguments: commands)
    func aDetachedChangeIsTheSameAsApply(_ command: Command) throws {
        var direct = try Self.moving()
        let expected = try direct.apply(command)
        var detached = try Self.moving()
        var change = try detached.detachChange(command)
        change.run()
        #expect(try detached.attach(&change).events == expected)
        #expect(!expected.isEmpty)
        for _ in 0..<30 { #expect(detached.step() == direct.step()) }
        #expect(detached.state(of: "a") == direct.state(of: "a"))
        #expect(detached.layoutSnapshot(of: "a") == direct.layoutSnapshot(of: "a"))
    }

    @Test func aFrozenViewDoesNotTickNorTakeCommandsWhileTheOthersGoOn() throws {
        var simulator = try Self.moving()
        let frozenAt = try #require(simulator.state(of: "a"))
        let otherAt = try #require(simulator.state(of: "b"))
        var change = try simulator.detachChange(.resize(view: "a", viewport: Size(width: 375, height: 300)))
        let events = (0..<5).flatMap { _ in simulator.step() }
        #expect(events.allSatisfy { $0.view == "b" })
        #expect(simulator.state(of: "a") == frozenAt)
        #expect(simulator.state(of: "b") != otherAt)
        Self.expectConflict { _ = try simulator.apply(.select(view: "a", item: IndexPath(section: 0, item: 0))) }
        Self.expectConflict { _ = try simulator.destroyView("a") }
        Self.expectConflict { _ = try simulator.detachChange(.reload(view: "a", data: nil)) }
        change.run()
        _ = try simulator.attach(&change)
        #expect(throws: Never.self) {
            _ = try simulator.apply(.select(view: "a", item: IndexPath(section: 0, item: 0)))
        }
    }

    /// A change that fails leaves the view as it was, unfrozen, and reports the command's own error.
    @Test func aFailedChangeLeavesTheViewAsItWas() throws {
        var simulator = try Self.moving()
        let before = simulator.layoutSnapshot(of: "a")
        var change = try simulator.detachChange(.deleteItems(view: "a", items: [IndexPath(section: 0, item: 100)]))
        change.run()
        do {
            _ = try simulator.attach(&change)
            Issue.record("deleting a missing item succeeded")
        } catch {
            #expect(error.code == .notFound)
        }
        #expect(simulator.layoutSnapshot(of: "a") == before)
        _ = try simulator.apply(.select(view: "a", item: IndexPath(section: 0, item: 0)))
    }

    /// An animated delete of row 1 applied away from the simulator while the clock runs 30 ticks: its events
    /// are stamped at tick 30, and its animation begins there too, as `AnimatedBatchTests` derives it from
    /// tick 0 (linear, 12 ticks): "0-7" pulled in at tick 30 + 4, the deleted cell and the completion at
    /// tick 30 + 12. (It ran from the tick the view froze at, ending on the first tick after the attach.)
    @Test func anAnimatedChangeBeginsWhenItIsPutBack() throws {
        var simulator = try BatchUpdateTests.list()
        var change = try simulator.detachChange(
            AnimatedBatchTests.animated(BatchUpdate(deleteItems: [IndexPath(section: 0, item: 1)])))
        change.run()
        #expect((0..<30).flatMap { _ in simulator.step() }.isEmpty)
        #expect(AnimatedBatchTests.lines(try simulator.attach(&change).events) == ["30 deleted [0, 1] 0-1"])
        #expect(
            AnimatedBatchTests.run(&simulator, ticks: 13) == [
                "34 willDisplay [0, 6] 0-7 666.67 1.0", "42 didEndDisplaying [0, 1] 0-1 100.0 0.0",
                "42 didEndBatchUpdates true",
            ])
    }

    /// A view prepared ahead is what `createView` would have made, and only its own id and spec take it.
    @Test func aViewPreparedAheadIsTheViewCreateViewMakes() throws {
        var direct = Simulator()
        let expected = try direct.createView(listSpec(count: 100), id: "a")
        var ahead = Simulator()
        ahead.prepareAhead([DetachedView(listSpec(count: 100), id: "a"), DetachedView(listSpec(count: 5), id: "b")])
        #expect(try ahead.createView(listSpec(count: 100), id: "a") == expected)
        _ = try ahead.createView(listSpec(count: 7), id: "b")
        #expect(ahead.layoutSnapshot(of: "a") == direct.layoutSnapshot(of: "a"))
        #expect(ahead.state(of: "b")?.visibleCells.count == 7)
        #expect(ahead.discardPreparedAhead().isEmpty)
    }

    /// `body` is refused because the view is being changed.
    static func expectConflict(_ body: () throws -> Void) {
        do {
            try body()
            Issue.record("a frozen view took a command")
        } catch {
            let refusal = error as? SimulationError
            #expect(refusal?.code == .conflict)
            #expect(refusal?.message == "view \"a\" is being changed; try again after that change's reply")
        }
    }
}

/// `maximumDisplayedElements`: a view that would display more at once is refused when created, and a
/// change that would make it so is undone, the view and the seqs as they were.
@Suite struct DisplayLimitTests {
    /// A square viewport of 10-pt cells with no spacing: 10 × 10 = 100 cells at once in a 100-pt one (the
    /// 11th row starts at 100, only touching it), 11 × 11 = 121 in a 110-pt one.
    static func grid(viewport: Double) -> ViewSpec {
        var flow = FlowLayoutConfiguration()
        flow.itemSize = Size(width: 10, height: 10)
        flow.minimumLineSpacing = 0
        flow.minimumInteritemSpacing = 0
        return ViewSpec(
            viewport: Size(width: viewport, height: viewport), layout: .flow(flow),
            data: CollectionData(sections: [SectionData(itemCount: 10_000)]))
    }

    @Test func aViewDisplayingMoreThanTheLimitIsRefused() throws {
        var simulator = Simulator()
        simulator.maximumDisplayedElements = 100
        #expect(try simulator.createView(Self.grid(viewport: 100), id: "fits").count == 100)
        do {
            _ = try simulator.createView(Self.grid(viewport: 110), id: "dense")
            Issue.record("a view of 121 cells was created under a limit of 100")
        } catch {
            #expect(error.code == .limitExceeded)
            #expect(
                error.message
                    == "view \"dense\" would display more than 100 elements at once; make its items larger or its viewport smaller"
            )
        }
        #expect(simulator.state(of: "dense") == nil)
    }

    @Test func aChangeThatWouldDisplayTooMuchIsUndone() throws {
        var simulator = Simulator()
        simulator.maximumDisplayedElements = 100
        _ = try simulator.createView(Self.grid(viewport: 100), id: "g")
        let before = simulator.layoutSnapshot(of: "g")
        #expect(throws: SimulationError.self) {
            _ = try simulator.apply(.resize(view: "g", viewport: Size(width: 110, height: 110)))
        }
        #expect(simulator.layoutSnapshot(of: "g") == before)
        let next = try simulator.apply(.select(view: "g", item: IndexPath(section: 0, item: 0)))
        #expect(next.first?.seq == 101)
    }

    /// 200 items of 1 × 1 pt inserted first fill two 1-pt rows of 100 each: 200 cells, then nine more
    /// rows of ten 10-pt cells (the tenth touches 100 only) — far over 100. The layout that re-placed them
    /// is prepared back for the old data.
    @Test func anInsertionThatWouldDisplayTooMuchIsUndone() throws {
        var simulator = Simulator()
        simulator.maximumDisplayedElements = 100
        _ = try simulator.createView(Self.grid(viewport: 100), id: "g")
        let before = simulator.layoutSnapshot(of: "g")
        let tiny = (0..<200).map { ItemAnswers(id: "t\($0)", size: Size(width: 1, height: 1)) }
        #expect(throws: SimulationError.self) {
            _ = try simulator.apply(.insertItems(view: "g", at: IndexPath(section: 0, item: 0), items: tiny))
        }
        #expect(simulator.layoutSnapshot(of: "g") == before)
        #expect(simulator.state(of: "g")?.visibleCells.count == 100)
        let next = try simulator.apply(.select(view: "g", item: IndexPath(section: 0, item: 0)))
        #expect(next.first?.seq == 101)
        #expect(
            next.first?.kind
                == .didSelect(indexPath: IndexPath(section: 0, item: 0), id: .positional(section: 0, item: 0)))
    }
}
