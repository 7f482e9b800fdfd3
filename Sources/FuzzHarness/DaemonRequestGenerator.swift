import Wire
import WireFormat

/// The daemon front end's script, drawn from bytes one step at a time: requests (views created, changed,
/// scrolled, stepped, queried, destroyed) aimed with a model of the views' item counts, and what happens
/// around them (a second client comes and goes, off-loop work is held and finished, time passes, the
/// subscriber stops reading). The model follows the replies (`accepted`), so most index paths exist and a
/// few do not.
struct DaemonRequestGenerator {
    /// Who sends a request: the driver, or the second client (when connected).
    enum Sender {
        case driver, other
    }

    /// One step of the script.
    enum Step {
        /// A request (without `id`; the session numbers it) and what its success does to the model.
        case request(Sender, [String: JSONValue], Effect?)
        case connectOther
        /// The second client's connection reset (its scoped views go) or its input shut.
        case resetOther, shutOtherInput
        /// Off-loop work held from now on (true) or run as it comes (false, after the held work runs).
        case holdWork(Bool)
        /// Time moves on by this many milliseconds (housekeeping runs).
        case advance(UInt64)
        /// The subscriber stops (false) or resumes (true) reading.
        case subscriberReads(Bool)
    }

    /// What a request's success does to the model.
    enum Effect {
        case created(id: String?, counts: [Int])
        case destroyed(String)
        case inserted(view: String, section: Int, count: Int)
        case deleted(view: String, section: Int, count: Int)
        case reloaded(view: String, counts: [Int])
    }

    /// The most steps a script runs: enough for churn, few enough that one input costs milliseconds.
    static let maximumSteps = 48
    static let viewIDs = ["a", "b", "c"]
    static let speeds: [Double] = [0, 1, -1, 300, -300, 1_000, -1_000, 3_000, -3_000, 8_000, -8_000, 1e5, -1e5]
    static let distances: [Double] = [0, 5, -5, 100, -100, 400, -400, 5_000, -5_000]
    static let offsets: [Double] = [-1_000, -10, 0, 50, 300, 1_000, 1e5, 1e9]

    private var bytes: FuzzBytes
    private var steps = 0
    /// Each view's sections' item counts, as the replies so far say.
    private(set) var views: [String: [Int]] = [:]

    init(_ bytes: [UInt8]) {
        self.bytes = FuzzBytes(bytes)
    }

    /// The model after a successful reply: `view` names the view a `createView` without `id` made.
    mutating func accepted(_ effect: Effect, view: String?) {
        switch effect {
        case .created(let id, let counts): if let name = id ?? view { views[name] = counts }
        case .destroyed(let id): views[id] = nil
        case .inserted(let id, let section, let count):
            if views[id]?.indices.contains(section) == true { views[id]![section] += count }
        case .deleted(let id, let section, let count):
            if views[id]?.indices.contains(section) == true { views[id]![section] -= count }
        case .reloaded(let id, let counts): if views[id] != nil { views[id] = counts }
        }
    }

    /// The next step, or nil when the bytes or the step budget are spent.
    mutating func next() -> Step? {
        guard !bytes.isExhausted, steps < Self.maximumSteps else { return nil }
        steps += 1
        let sender: Sender = bytes.chance(1, in: 6) ? .other : .driver
        // With no view yet, most steps create one.
        if views.isEmpty, bytes.chance(3, in: 4) { return create(sender) }
        switch bytes.below(32) {
        case 0: return .connectOther
        case 1: return bytes.chance(1, in: 2) ? .resetOther : .shutOtherInput
        case 2: return .holdWork(bytes.chance(1, in: 2))
        case 3: return .advance(bytes.pick([1, 100, 2_000, 20_000]))
        case 4: return .subscriberReads(bytes.chance(1, in: 2))
        case 5...8: return create(sender)
        case 9...12: return change(sender)
        case 13...20: return gesture(sender)
        case 21...24: return step(sender)
        default: return query(sender)
        }
    }

    private mutating func create(_ sender: Sender) -> Step {
        let drawn = DaemonViewTemplates.draw(&bytes)
        let id = bytes.chance(5, in: 6) ? bytes.pick(Self.viewIDs) : nil
        var spec = drawn.spec
        if let id { spec["id"] = .string(id) }
        var request: [String: JSONValue] = ["cmd": .string("createView"), "view": .object(spec)]
        if sender == .other || bytes.chance(1, in: 4) { request["scope"] = .string("connection") }
        return .request(sender, request, .created(id: id, counts: drawn.counts))
    }

    /// `insertItems`, `deleteItems`, `reload` or `resize`.
    private mutating func change(_ sender: Sender) -> Step {
        let (view, counts) = aim()
        let section = counts.isEmpty ? bytes.below(2) : bytes.below(counts.count + (bytes.chance(1, in: 16) ? 1 : 0))
        let count = counts.indices.contains(section) ? counts[section] : 0
        var request: [String: JSONValue] = ["view": .string(view)]
        switch bytes.below(4) {
        case 0:
            let at = bytes.chance(1, in: 2) ? count : bytes.int(in: 0...count + 1)
            let listed = bytes.chance(1, in: 3)
            let inserted = listed ? bytes.int(in: 1...20) : bytes.pick([1, 1, 3, 10, 100, 1_001])
            request["cmd"] = .string("insertItems")
            request["at"] = indexPath(section, at)
            request["items"] =
                listed
                ? .array(
                    (0..<inserted).map { _ in .object(["size": JSONValue.numbers([bytes.pick([1, 100, 375]), 44])]) })
                : .number(Double(inserted))
            return .request(sender, request, .inserted(view: view, section: section, count: inserted))
        case 1:
            // At most 5,000: past the 4,096 events a turn sends, few enough that checking their lines stays
            // within libFuzzer's timeout.
            let deleted = min(count, bytes.pick([1, 2, 10, 1_001, count]), 5_000)
            let first = bytes.chance(1, in: 2) ? 0 : max(0, count - deleted - bytes.below(3))
            var paths = (first..<first + deleted).map { indexPath(section, $0) }
            if bytes.chance(1, in: 16) { paths.append(indexPath(section, count)) }
            request["cmd"] = .string("deleteItems")
            request["items"] = .array(paths)
            return .request(sender, request, .deleted(view: view, section: section, count: deleted))
        case 2:
            request["cmd"] = .string("reload")
            guard bytes.chance(1, in: 2) else { return .request(sender, request, nil) }
            let counts = (0..<max(1, counts.count)).map { _ in bytes.pick([0, 1, 7, 40]) }
            request["sections"] = .array(counts.map { .object(["items": .number(Double($0))]) })
            return .request(sender, request, .reloaded(view: view, counts: counts))
        default:
            request["cmd"] = .string("resize")
            request["viewport"] = JSONValue.numbers(
                bytes.pick([[375, 667], [320, 480], [1, 1], [2_000, 100], [100, 2_000], [0, 5]]))
            return .request(sender, request, nil)
        }
    }

    /// A gesture or a programmatic scroll, of the view or one of its sections.
    private mutating func gesture(_ sender: Sender) -> Step {
        let (view, counts) = aim()
        var request: [String: JSONValue] = ["view": .string(view)]
        let sectionIndex = bytes.below(max(1, counts.count) + 1)
        switch bytes.below(8) {
        case 0, 1:
            request["cmd"] = .string("fling")
            request["velocity"] = JSONValue.numbers([bytes.pick(Self.speeds), bytes.pick(Self.speeds)])
        case 2, 3:
            request["cmd"] = .string("drag")
            request["by"] = JSONValue.numbers([bytes.pick(Self.distances), bytes.pick(Self.distances)])
            request["duration"] = .number(bytes.pick([0, 16, 100, 250, 1_000]))
            if bytes.chance(1, in: 3) { request["release"] = .string(bytes.pick(["moving", "still"])) }
        case 4:
            request["cmd"] = .string("scrollTo")
            request["offset"] = JSONValue.numbers([bytes.pick(Self.offsets), bytes.pick(Self.offsets)])
            request["animated"] = .bool(bytes.chance(1, in: 2))
        case 5:
            request["cmd"] = .string("scrollToItem")
            request["item"] = item(in: counts)
            request["animated"] = .bool(bytes.chance(1, in: 2))
            if bytes.chance(1, in: 2) {
                request["position"] = .string(
                    bytes.pick(["top", "centeredVertically", "bottom", "left", "centeredHorizontally", "right"]))
            }
            return .request(sender, request, nil)
        case 6:
            request["cmd"] = .string("select")
            request["item"] = item(in: counts)
            return .request(sender, request, nil)
        default:
            request["cmd"] = .string("swipe")
            request["item"] = item(in: counts)
            request["by"] = JSONValue.numbers([bytes.pick(Self.distances), bytes.pick([0, 10])])
            request["duration"] = .number(bytes.pick([50, 200]))
            return .request(sender, request, nil)
        }
        switch bytes.below(4) {
        case 0: request["section"] = .number(Double(sectionIndex))
        case 1: request["at"] = JSONValue.numbers([bytes.pick([10, 100, 200]), bytes.pick([10, 100, 300, 500])])
        default: break
        }
        return .request(sender, request, nil)
    }

    /// `step` by ticks or until idle.
    private mutating func step(_ sender: Sender) -> Step {
        var request: [String: JSONValue] = ["cmd": .string("step")]
        if bytes.chance(1, in: 3) {
            request["untilIdle"] = .bool(true)
            request["maxTicks"] = .number(Double(bytes.pick([1, 60, 600, 1_200])))
        } else {
            request["ticks"] = .number(Double(bytes.pick([1, 2, 12, 60, 240])))
        }
        return .request(sender, request, nil)
    }

    /// `layout` (with or without a rect), `snapshot`, `listViews`, `stats`, `sync`, `ping`, `runScenario` or
    /// `destroyView`.
    private mutating func query(_ sender: Sender) -> Step {
        let (view, _) = aim()
        switch bytes.below(8) {
        case 0, 1:
            var request: [String: JSONValue] = ["cmd": .string("layout"), "view": .string(view)]
            if bytes.chance(2, in: 3) {
                request["rect"] = JSONValue.numbers([
                    bytes.pick([-100, 0, 300]), bytes.pick([-100, 0, 300, 5_000]), bytes.pick([0, 100, 375, 5_000]),
                    bytes.pick([0, 100, 667, 5_000]),
                ])
            }
            return .request(sender, request, nil)
        case 2: return .request(sender, ["cmd": .string("snapshot")], nil)
        case 3: return .request(sender, ["cmd": .string("snapshot"), "view": .string(view)], nil)
        case 4: return .request(sender, ["cmd": .string(bytes.pick(["listViews", "stats", "sync", "ping"]))], nil)
        case 5: return .request(sender, scenario(), nil)
        default:
            return .request(sender, ["cmd": .string("destroyView"), "view": .string(view)], .destroyed(view))
        }
    }

    /// `runScenario` of an inline scenario: a view of its own (its id now and then one the daemon has)
    /// flung, waited on and checked, on the daemon's clock; detached now and then.
    private mutating func scenario() -> [String: JSONValue] {
        var view = DaemonViewTemplates.draw(&bytes).spec
        view["id"] = .string(bytes.chance(1, in: 4) ? bytes.pick(Self.viewIDs) : "s")
        let steps: [JSONValue] = [
            .object([
                "fling": .object([
                    "view": view["id"]!,
                    "velocity": JSONValue.numbers([bytes.pick(Self.speeds), bytes.pick(Self.speeds)]),
                ])
            ]),
            .object(["wait": .number(bytes.pick([0, 100, 1_000]))]),
            .object(["expect": .object(["view": view["id"]!, "phase": .string("idle")])]),
        ]
        return [
            "cmd": .string("runScenario"), "detached": .bool(bytes.chance(1, in: 4)),
            "scenario": .object([
                "name": .string("fuzz"), "maxWait": .number(2_000), "views": .array([.object(view)]),
                "steps": .array(Array(steps.prefix(bytes.int(in: 1...3)))),
            ]),
        ]
    }

    /// A view to aim at: one the model holds (sorted, so the choice is the bytes'), now and then one that
    /// does not exist.
    private mutating func aim() -> (String, [Int]) {
        let names = views.keys.sorted()
        guard !names.isEmpty, !bytes.chance(1, in: 16) else { return (bytes.pick(Self.viewIDs), []) }
        let name = bytes.pick(names)
        return (name, views[name] ?? [])
    }

    /// An item of the view: mostly one that exists.
    private mutating func item(in counts: [Int]) -> JSONValue {
        let section = bytes.below(max(1, counts.count))
        let count = counts.indices.contains(section) ? counts[section] : 0
        return indexPath(section, bytes.below(count + (bytes.chance(1, in: 8) ? 1 : 0)))
    }

    private func indexPath(_ section: Int, _ item: Int) -> JSONValue {
        JSONValue.numbers([Double(section), Double(item)])
    }

}
