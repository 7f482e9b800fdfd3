import LayoutCore
import LayoutTestKit
import Simulation
import Specs
import Wire
import WireFormat

extension FuzzHarness {
    /// The most items a generated layout is held to the shared invariants for: the checker compares each
    /// query with a brute-force filter of every element, O(items) per query.
    static let invariantItemBudget = 600

    /// A compositional layout built from bytes (`CompositionalSpecGenerator`), read by the spec decoder as
    /// a user's JSON file; when it is good, the bytes left choose what is done with it: the layout held to
    /// the shared invariants (every query agrees with a brute-force filter, every item answers once), rects
    /// and scrolled orthogonal sections queried, then the view flung, its orthogonal sections flung and
    /// dragged, a data change or a resize made while they move, and ticked to rest. Every number out is
    /// checked (`OutputCheck`); a broken invariant stops the process.
    public static func runCompositional(_ body: [UInt8]) -> Outcome {
        var generator = CompositionalSpecGenerator(FuzzBytes(body))
        let text = JSONValue.object(generator.viewSpec(id: "fuzz")).canonical
        let spec: ViewSpec
        do {
            spec = try SpecFile.decode(text, format: .json, file: "fuzz.json")
        } catch {
            return .refused(error.description)
        }
        guard spec.data.totalItemCount <= itemBudget else { return .ran }
        var bytes = generator.bytes
        let layout = spec.preparedLayout()
        if spec.data.totalItemCount <= invariantItemBudget {
            var checker = LayoutInvariantChecker()
            // A custom group's frames and an orthogonal section's row may lie past the content's sides.
            checker.cellsInsideContent = false
            let violations = checker.violations(of: layout, context: spec.layoutContext)
            precondition(violations.isEmpty, "\(violations.prefix(3))\n\(text)")
        }
        queryRects(layout, spec: spec, bytes: &bytes)
        play(spec, bytes: &bytes)
        return .ran
    }

    /// Rects the bytes choose, then each orthogonal section scrolled to an offset they choose and the view
    /// queried: every frame finite and printable, every answer meeting its rect.
    private static func queryRects(_ layout: any CollectionLayout, spec: ViewSpec, bytes: inout FuzzBytes) {
        let offset = spec.initialOffset(of: layout)
        let content = layout.contentSize
        OutputCheck.number(content.width)
        OutputCheck.number(content.height)
        for _ in 0..<bytes.int(in: 1...4) {
            let rect = Rect(
                x: content.width * bytes.pick([-0.5, 0, 0.25, 0.5, 1, 2]),
                y: content.height * bytes.pick([-0.5, 0, 0.25, 0.5, 1, 2]),
                width: spec.viewport.width * bytes.pick([0, 0.01, 1, 3, 1_000]),
                height: spec.viewport.height * bytes.pick([0, 0.01, 1, 3, 1_000]))
            let snapshot = LayoutSnapshot(
                layout: layout, viewport: spec.viewport, offset: offset, region: .rect(rect), limit: layoutElementBudget
            )
            guard let snapshot else { continue }
            OutputCheck.snapshot(snapshot)
            for attributes in snapshot.attributes {
                precondition(attributes.frame.intersects(rect), "\(attributes) answered outside \(rect)")
            }
        }
        guard let scrolling = layout as? any OrthogonalScrollingLayout else { return }
        var shown = ScrolledSectionsLayout(scrolling, offsets: SectionOffsets())
        for section in scrolling.orthogonalSections.prefix(4) {
            guard let scroller = scrolling.orthogonalScroller(section: section) else {
                preconditionFailure("orthogonal section \(section) has no scroller")
            }
            OutputCheck.rect(scroller.frame)
            let sectionOffset = bytes.pick([-1e4, -100, 0, 37.5, 150, 1e4, 1e7])
            shown.offsets[section] = sectionOffset
            OutputCheck.snapshot(
                LayoutSnapshot(layout: shown, viewport: spec.viewport, offset: offset, region: .visible))
        }
    }

    /// The view in a simulator: flung, its orthogonal sections flung, dragged and hit-tested, a change made
    /// while they move, then ticked to rest.
    private static func play(_ spec: ViewSpec, bytes: inout FuzzBytes) {
        var simulator = Simulator()
        guard (try? simulator.createView(spec, id: "fuzz")) != nil else { return }
        let speeds: [Double] = [0, 1, -300, 1_000, -3_000, 8_000, -1e6]
        var commands: [Command] = [
            .fling(view: "fuzz", velocity: Vector(dx: bytes.pick(speeds), dy: bytes.pick(speeds)))
        ]
        for section in 0..<min(spec.data.sections.count, 4) {
            let velocity = Vector(dx: bytes.pick(speeds), dy: bytes.pick(speeds))
            commands.append(
                bytes.chance(1, in: 2)
                    ? .fling(view: "fuzz", velocity: velocity, target: .section(section))
                    : .drag(
                        view: "fuzz",
                        path: TouchPath(linear: Vector(dx: velocity.dx / 10, dy: velocity.dy / 10), duration: 100),
                        target: .section(section)))
        }
        let touch = Point(
            x: spec.viewport.width * bytes.pick([0.1, 0.5, 0.9]), y: spec.viewport.height * bytes.pick([0.1, 0.3, 0.6]))
        commands.append(
            .fling(
                view: "fuzz", velocity: Vector(dx: bytes.pick(speeds), dy: bytes.pick(speeds) / 4),
                target: .point(touch)))
        for command in commands {
            guard let events = try? simulator.apply(command) else { continue }
            OutputCheck.events(events)
        }
        RequestReplay.settle(&simulator, ticks: bytes.int(in: 1...30))
        if let change = change(spec, bytes: &bytes), let events = try? simulator.apply(change) {
            OutputCheck.events(events)
        }
        RequestReplay.settle(&simulator, ticks: tickBudget)
    }

    /// A change the bytes choose, made while the view and its sections move: items inserted or deleted at
    /// the start or the end of a section, a reload, or a resize.
    private static func change(_ spec: ViewSpec, bytes: inout FuzzBytes) -> Command? {
        let sections = spec.data.sections
        guard !sections.isEmpty else { return nil }
        let section = bytes.below(sections.count)
        let count = sections[section].itemCount
        switch bytes.below(5) {
        case 0:
            let at = bytes.chance(1, in: 2) ? 0 : count
            return .insertItems(
                view: "fuzz", at: IndexPath(section: section, item: at),
                items: Array(repeating: ItemAnswers(), count: bytes.int(in: 1...20)))
        case 1:
            guard count > 0 else { return nil }
            let deleted = bytes.int(in: 1...count)
            let first = bytes.chance(1, in: 2) ? 0 : count - deleted
            return .deleteItems(
                view: "fuzz", items: (first..<first + deleted).map { IndexPath(section: section, item: $0) })
        case 2: return .reload(view: "fuzz", data: nil)
        case 3:
            return .resize(
                view: "fuzz",
                viewport: Size(width: bytes.pick([1, 200, 375, 1_024]), height: bytes.pick([1, 300, 667, 2_000])))
        default: return nil
        }
    }
}
