import LayoutCore
import Layouts
import ScrollPhysics
import Testing

@testable import Simulation

/// The event order contract (Docs/Physics.md, "Events and their order"), black-box on the events at 60, 120 and 240 Hz: one
/// test per rule. Expected offsets and velocities come from the gestures' own numbers (a linear drag of
/// 300 pt in 0.2 s moves the content at 1500 pt/s), not from running the code.
@Suite struct EventOrderTests {
    static let rates: [Double] = [60, 120, 240]

    /// Runs `ticks` ticks and returns every event of them.
    static func run(_ simulator: inout Simulator, ticks: Int) -> [Event] {
        (0..<ticks).flatMap { _ in simulator.step() }
    }

    /// A list of 20 rows of 100 pt (content 2000, offsets 0…1333) dragged 300 pt up in 0.2 s and released;
    /// the events from touch-down until it rests.
    static func dragAndRelease(tickHz: Double) throws -> [Event] {
        var simulator = Simulator(tickHz: tickHz)
        _ = try simulator.createView(listSpec(), id: "list")
        var events = try simulator.apply(
            .drag(view: "list", path: TouchPath(linear: Vector(dx: 0, dy: -300), duration: 0.2)))
        events += run(&simulator, ticks: Int(tickHz) * 5)
        #expect(simulator.isIdle)
        return events
    }

    /// Rule 1: the finger's last move is announced by `didScroll` before `willEndDragging`, at the offset
    /// the release starts from.
    @Test(arguments: rates) func theLastMoveIsAnnouncedBeforeTheFingerLifts(tickHz: Double) throws {
        let events = try Self.dragAndRelease(tickHz: tickHz)
        let release = try #require(events.firstIndex { $0.name == "willEndDragging" })
        let lastMove = try #require(events[..<release].last { $0.name == "didScroll" })
        guard case .didScroll(let offset, _) = lastMove.kind else { return }
        #expect(offset == Point(x: 0, y: 300))
        #expect(lastMove.tick == events[release].tick)
        #expect(events[release + 1].name == "didEndDragging")
        #expect(events[release + 2] == events.first { $0.name == "willBeginDecelerating" })
        guard case .scroll(.willBeginDecelerating(let start)) = events[release + 2].kind else { return }
        #expect(start == offset)
    }

    /// Rule 2: no `didScroll` follows an end event; the last `didScroll` before it announced its offset.
    @Test(arguments: rates) func nothingScrollsAfterTheEndEvent(tickHz: Double) throws {
        var simulator = Simulator(tickHz: tickHz)
        _ = try simulator.createView(listSpec(), id: "list")
        // Free momentum, a fling that bounces at the end, and an animated scroll back.
        for command in [
            Command.fling(view: "list", velocity: Vector(dx: 0, dy: -800)),
            .fling(view: "list", velocity: Vector(dx: 0, dy: -3000)),
            .scrollTo(view: "list", offset: Point(x: 0, y: 100), animated: true),
        ] {
            let events = try simulator.apply(command) + Self.run(&simulator, ticks: Int(tickHz) * 4)
            let ends = events.indices.filter {
                ["didEndDecelerating", "didEndScrollingAnimation"].contains(events[$0].name)
            }
            let end = try #require(ends.count == 1 ? ends.first : nil)
            #expect(!events[(end + 1)...].contains { $0.name == "didScroll" })
            let lastScroll = try #require(events[..<end].last { $0.name == "didScroll" })
            guard case .didScroll(let announced, let velocity) = lastScroll.kind else { continue }
            #expect(lastScroll.tick == events[end].tick)
            #expect(velocity == .zero)
            switch events[end].kind {
            case .scroll(.didEndDecelerating(let offset)), .scroll(.didEndScrollingAnimation(let offset)):
                #expect(offset == announced)
            default: Issue.record("not an end event: \(events[end].name)")
            }
        }
    }

    /// Rule 3: an animated scroll (0.3 s) ends in the tick it arrives, whenever it starts.
    @Test(arguments: rates) func anAnimationEndsInTheTickItArrives(tickHz: Double) throws {
        for startingAfter in [0, 1, 7, Int(0.4 * tickHz)] {
            var simulator = Simulator(tickHz: tickHz)
            _ = try simulator.createView(listSpec(), id: "list")
            _ = Self.run(&simulator, ticks: startingAfter)
            let start = simulator.tick
            _ = try simulator.apply(.scrollTo(view: "list", offset: Point(x: 0, y: 500), animated: true))
            let events = Self.run(&simulator, ticks: Int(tickHz))
            let end = try #require(events.first { $0.name == "didEndScrollingAnimation" })
            #expect(end.tick - start == Int((0.3 * tickHz).rounded()))
        }
    }

    /// Rule 4: during a drag, `didScroll` carries the tracked velocity, the one the release starts with.
    @Test(arguments: rates) func aDragReportsItsVelocity(tickHz: Double) throws {
        let events = try Self.dragAndRelease(tickHz: tickHz)
        let release = try #require(events.firstIndex { $0.name == "willEndDragging" })
        let moves = events[..<release].filter { $0.name == "didScroll" }
        #expect(moves.count == Int((0.2 * tickHz).rounded()))
        for move in moves {
            guard case .didScroll(_, let velocity) = move.kind else { continue }
            #expect(abs(velocity.dx) < 1e-9 && abs(velocity.dy - 1500) < 1e-6)
        }
        guard case .scroll(.willEndDragging(let velocity, _)) = events[release].kind else { return }
        #expect(abs(velocity.dy - 1500) < 1e-6)
    }

    /// The per-tick contract: per view, `didScroll`, then the lifecycle events, then `didEndDisplaying`,
    /// `willDisplay` and `focusChanged`, over drags, flings, bounces and animations on a list and a
    /// snap-to-center strip.
    @Test(arguments: rates) func eachTickFollowsTheContract(tickHz: Double) throws {
        var simulator = Simulator(tickHz: tickHz)
        _ = try simulator.createView(listSpec(), id: "list")
        var strip = SnapToCenterConfiguration()
        strip.itemSize = Size(width: 100, height: 100)
        let snap = ViewSpec(
            viewport: Size(width: 375, height: 116), layout: .snapToCenter(strip),
            data: CollectionData(sections: [SectionData(itemCount: 40)]))
        _ = try simulator.createView(snap, id: "strip")
        var events: [Event] = []
        let drag = TouchPath(linear: Vector(dx: -250, dy: -250), duration: 0.15)
        for command in [
            Command.drag(view: "list", path: drag), .drag(view: "strip", path: drag),
            .fling(view: "list", velocity: Vector(dx: 0, dy: -4000)),
            .fling(view: "strip", velocity: Vector(dx: 2500, dy: 0)),
            .scrollTo(view: "list", offset: Point(x: 0, y: 40), animated: true),
            .scrollTo(view: "strip", offset: Point(x: 500, y: 0), animated: true),
        ] {
            _ = try simulator.apply(command)
            events += Self.run(&simulator, ticks: Int(tickHz) * 3)
        }
        let rank = [
            "didScroll": 0, "willEndDragging": 1, "didEndDragging": 2, "willBeginDecelerating": 3,
            "didEndDecelerating": 4, "didEndScrollingAnimation": 4, "didEndDisplaying": 5, "willDisplay": 6,
            "focusChanged": 7,
        ]
        var ticks: [String: Int] = [:]
        for view in ["list", "strip"] {
            let byTick = Dictionary(grouping: events.filter { $0.view == view }, by: \.tick)
            for (tick, group) in byTick {
                let ranks = group.map { rank[$0.name] ?? -1 }
                #expect(ranks == ranks.sorted() && !ranks.contains(-1), "tick \(tick): \(group.map(\.name))")
            }
            ticks[view] = byTick.count
        }
        #expect(events.contains { $0.name == "focusChanged" } && events.contains { $0.name == "willDisplay" })
        #expect(ticks.values.allSatisfy { $0 > Int(tickHz) })
    }
}
