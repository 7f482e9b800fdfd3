import LayoutCore
import Simulation

/// What a replay page needs of a run, taken from the simulator after every tick: each view's offset and
/// velocity where they changed, and its drawn elements where one entered, left or moved; and from the
/// run's events, each orthogonal section's offset and velocity where they changed (`sectionDidScroll`). A
/// tick that only scrolls a flow list adds one offset and no frames; an element pinned to the viewport
/// along an axis (a table's sticky header) is kept in viewport coordinates along it, so it adds nothing
/// either.
public struct ReplayRecorder: Sendable {
    /// One element of a view, as the page keys it: by kind and index path, and for an element an animated
    /// data change fades out (`ShownAnimation.disappearing`) by its rank among those fading with that kind
    /// and index path (1, 2, …; 0 for every other element), so that a reload's old cell and its new one, or a
    /// deleted cell and the one moving into its place, are two elements.
    struct ElementKey: Hashable, Sendable {
        var kind: ElementKind
        var indexPath: IndexPath
        var fading = 0
    }

    /// A tick at which a view's offset or velocity changed, in points and points per second.
    struct Motion: Sendable {
        var tick: Int
        var offset: Point
        var velocity: Vector
    }

    /// An element as the page draws it: its frame's origin in content coordinates, or in viewport
    /// coordinates along each axis it is pinned to; `fading` as its key's.
    struct Drawn: Equatable, Sendable {
        var attributes: LayoutAttributes
        var fading = 0
        var pinnedX = false
        var pinnedY = false

        /// `element` stored with these pins at `offset`.
        func storing(_ element: LayoutAttributes, at offset: Point) -> Drawn {
            var stored = Drawn(attributes: element, fading: fading, pinnedX: pinnedX, pinnedY: pinnedY)
            if pinnedX { stored.attributes.frame.origin.x -= offset.x }
            if pinnedY { stored.attributes.frame.origin.y -= offset.y }
            return stored
        }
    }

    /// A tick at which elements entered or changed (`set`) or left (`removed`).
    struct FrameChange: Sendable {
        var tick: Int
        var set: [Drawn]
        var removed: [ElementKey]
    }

    /// One view's record.
    struct Track: Sendable {
        var id: String
        var viewport = Size(width: 0, height: 0)
        var contentSize = Size(width: 0, height: 0)
        var motions: [Motion] = []
        var changes: [FrameChange] = []
        /// The elements drawn at the last recorded tick.
        var drawn: [ElementKey: Drawn] = [:]
        /// The offset at the last recorded tick.
        var offset = Point(x: 0, y: 0)
    }

    /// One orthogonal section's record: its offset and velocity in its own coordinates (0 at rest as laid
    /// out), from a row at tick 0 at rest.
    struct SectionTrack: Sendable {
        var section: Int
        var motions: [Motion]
    }

    private(set) var tracks: [Track] = []
    /// The orthogonal sections that moved, by view id, in the order they first moved.
    private(set) var sections: [String: [SectionTrack]] = [:]
    /// The last tick recorded.
    private(set) var lastTick = 0

    public init() {}

    /// Records the simulator's views as they are now.
    /// - Complexity: O(v × (log n + k log k)) for v views of k drawn elements each.
    public mutating func record(_ simulator: Simulator) {
        lastTick = simulator.tick
        for (id, _) in simulator.viewSpecs {
            guard let snapshot = simulator.layoutSnapshot(of: id), let velocity = simulator.velocity(of: id) else {
                continue
            }
            let index = trackIndex(id)
            tracks[index].viewport = snapshot.viewport
            tracks[index].contentSize = snapshot.contentSize
            record(
                motion: Motion(tick: simulator.tick, offset: snapshot.contentOffset, velocity: velocity), in: index)
            record(drawn: Self.drawn(snapshot), at: simulator.tick, offset: snapshot.contentOffset, in: index)
        }
    }

    /// The elements a snapshot shows, each with its key: the layout's, a cell (or view) an animated data
    /// change moves or fades in as it shows it (left out when that is outside the bounds), then the elements
    /// fading out.
    /// - Complexity: O(k + f) for k attributes and f cells fading.
    static func drawn(_ snapshot: LayoutSnapshot) -> [(key: ElementKey, attributes: LayoutAttributes)] {
        var drawn: [(key: ElementKey, attributes: LayoutAttributes)] = []
        drawn.reserveCapacity(snapshot.attributes.count)
        let animation = snapshot.animation
        for element in snapshot.attributes {
            let key = ElementKey(kind: element.kind, indexPath: element.indexPath)
            guard let shown = animation?.shown(element) else {
                drawn.append((key, element))
                continue
            }
            if shown.frame.intersects(snapshot.bounds) { drawn.append((key, shown)) }
        }
        var ranks: [ElementKey: Int] = [:]
        for element in animation?.disappearing ?? [] {
            var key = ElementKey(kind: element.kind, indexPath: element.indexPath)
            ranks[key, default: 0] += 1
            key.fading = ranks[key]!
            drawn.append((key, element))
        }
        return drawn
    }

    /// Records the orthogonal sections' moves among `events` (their `sectionDidScroll`); other events are
    /// the simulator's record's. - Complexity: O(e × s) for e events and s sections moved in their view.
    public mutating func take(_ events: [Event]) {
        for event in events {
            guard case .sectionDidScroll(let section, let offset, let velocity) = event.kind else { continue }
            let motion = Motion(tick: event.tick, offset: offset, velocity: velocity)
            // Mutated in place (the dictionary's defaulted subscript): no copy of a section's rows.
            if let index = sections[event.view]?.firstIndex(where: { $0.section == section }) {
                sections[event.view]![index].motions.append(motion)
            } else {
                let rest = Motion(tick: 0, offset: Point(x: 0, y: 0), velocity: Vector(dx: 0, dy: 0))
                sections[event.view, default: []].append(
                    SectionTrack(section: section, motions: event.tick > 0 ? [rest, motion] : [motion]))
            }
        }
    }

    private mutating func trackIndex(_ id: String) -> Int {
        if let index = tracks.firstIndex(where: { $0.id == id }) { return index }
        tracks.append(Track(id: id))
        return tracks.count - 1
    }

    private mutating func record(motion: Motion, in index: Int) {
        if let last = tracks[index].motions.last, last.offset == motion.offset, last.velocity == motion.velocity {
            return
        }
        tracks[index].motions.append(motion)
    }

    private mutating func record(
        drawn elements: [(key: ElementKey, attributes: LayoutAttributes)], at tick: Int, offset: Point, in index: Int
    ) {
        var change = FrameChange(tick: tick, set: [], removed: [])
        var now: [ElementKey: Drawn] = [:]
        now.reserveCapacity(elements.count)
        let before = tracks[index].offset
        for (key, element) in elements where !element.isHidden {
            let previous = tracks[index].drawn[key]
            var stored = (previous ?? Drawn(attributes: element, fading: key.fading)).storing(element, at: offset)
            if let previous, stored != previous {
                stored = Self.pins(element, at: offset, previous: previous, before: before).storing(element, at: offset)
            }
            now[key] = stored
            if stored != previous { change.set.append(stored) }
        }
        for key in tracks[index].drawn.keys where now[key] == nil { change.removed.append(key) }
        tracks[index].drawn = now
        tracks[index].offset = offset
        guard !change.set.isEmpty || !change.removed.isEmpty else { return }
        change.removed.sort { ($0.kind, $0.indexPath, $0.fading) < ($1.kind, $1.indexPath, $1.fading) }
        tracks[index].changes.append(change)
    }

    /// The pins of an element that changed: an axis along which the offset moved and the element moved
    /// with it (to within a millionth of a point) is pinned; along an axis where the offset stood still the
    /// pin stays as it was.
    private static func pins(_ element: LayoutAttributes, at offset: Point, previous: Drawn, before: Point) -> Drawn {
        func pinned(_ now: Double, _ was: Double, _ offsetNow: Double, _ offsetBefore: Double, _ pin: Bool) -> Bool {
            guard offsetNow != offsetBefore else { return pin }
            let wasInViewport = pin ? was : was - offsetBefore
            return abs((now - offsetNow) - wasInViewport) < 1e-6
        }
        let frame = element.frame.origin
        let old = previous.attributes.frame.origin
        var pins = previous
        pins.pinnedX = pinned(frame.x, old.x, offset.x, before.x, previous.pinnedX)
        pins.pinnedY = pinned(frame.y, old.y, offset.y, before.y, previous.pinnedY)
        return pins
    }
}
