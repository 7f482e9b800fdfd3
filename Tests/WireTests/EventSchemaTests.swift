import LayoutCore
import Simulation
import Testing
import WireFormat

@testable import EventEncoding
@testable import Specs
@testable import Wire

/// The encoder, the expectations (`Event.fields`) and the names (`EventName.fields`), all read from the event tables, agree on every event's fields.
@Suite struct EventSchemaTests {
    static let plainAttributes = LayoutAttributes.cell(
        IndexPath(section: 0, item: 3), id: .positional(section: 0, item: 3),
        frame: Rect(x: 0, y: 300, width: 10, height: 10))
    /// A cell of an orthogonal section scrolled 40 pt: every field a `willDisplay` may have.
    static var attributes: LayoutAttributes {
        var attributes = plainAttributes
        attributes.setLayoutFrame(shiftedBy: 40, along: .horizontal)
        attributes.isUpdating = true
        return attributes
    }
    static let transition = TabTransition(
        duration: 1, fromFrame: Rect(x: 0, y: 0, width: 1, height: 1), fromTransform: .identity,
        toFrame: Rect(x: 0, y: 0, width: 2, height: 2), toTransform: .identity)

    /// One event of every kind, the Safari `didSelect` with its transition included.
    static let kinds: [EventKind] = [
        .willDisplay(attributes), .didEndDisplaying(attributes),
        .focusChanged(from: nil, to: IndexPath(section: 2, item: 1), fromID: nil, toID: .named("b"), section: 2),
        .didSelect(indexPath: IndexPath(section: 0, item: 1), id: .named("b"), transition: transition),
        .deleted(indexPath: IndexPath(section: 0, item: 1), id: .named("b")),
        .didScroll(contentOffset: Point(x: 0, y: 1), velocity: Vector(dx: 0, dy: 2)),
        .sectionDidScroll(section: 2, contentOffset: Point(x: 40, y: 0), velocity: Vector(dx: 300, dy: 0)),
        .scroll(.willBeginDragging(contentOffset: .zero)),
        .scroll(.willEndDragging(velocity: Vector(dx: 0, dy: 1), targetContentOffset: Point(x: 0, y: 5))),
        .scroll(.didEndDragging(willDecelerate: true)), .scroll(.willBeginDecelerating(contentOffset: .zero)),
        .scroll(.didEndDecelerating(contentOffset: .zero)), .scroll(.didEndScrollingAnimation(contentOffset: .zero)),
        .visibilityChanged(indexPath: IndexPath(section: 0, item: 1), id: .named("b"), fraction: 0.5),
        .viewable(indexPath: IndexPath(section: 0, item: 1), id: .named("b"), milliseconds: 1000),
        .prefetchItems(indexPaths: [IndexPath(section: 0, item: 4), IndexPath(section: 0, item: 5)]),
        .cancelPrefetching(indexPaths: [IndexPath(section: 1, item: 0)]),
        .displayLimitReached(
            limit: 20_000, contentOffset: Point(x: 910, y: 0), refusedOffset: Point(x: 915, y: 0), section: 2),
        .offsetAnchored(
            OffsetAnchoring(
                anchor: .firstVisibleItem, from: Point(x: 0, y: 500), to: Point(x: 0, y: 1500),
                indexPath: IndexPath(section: 0, item: 15), id: .named("b"))),
        .didEndBatchUpdates(finished: false),
    ]

    @Test func everyNameHasAKindHere() {
        #expect(Set(Self.kinds.map(\.eventName)) == Set(EventName.allCases))
    }

    @Test(arguments: kinds)
    func theEncoderAndTheExpectationsWriteTheSchemasFields(kind: EventKind) throws {
        let event = Event(seq: 1, tick: 2, milliseconds: 3, view: "v", kind: kind)
        let line = EventEncoder.encode(event)
        let object = try #require(try JSONValue(parsing: line).objectValue)
        let common: Set = ["event", "seq", "tick", "t", "view"]
        #expect(Set(object.keys) == common.union(kind.eventName.fields), "\(line)")
        #expect(Set(event.fields.keys) == Set(kind.eventName.fields))
        #expect(object["event"]?.stringValue == kind.eventName.rawValue)
    }

    @Test func aSelectionWithoutATransitionHasOnlyItsItem() throws {
        let event = Event(
            seq: 1, tick: 2, milliseconds: 3, view: "v",
            kind: .didSelect(indexPath: IndexPath(section: 0, item: 1), id: .named("b")))
        let object = try #require(try JSONValue(parsing: EventEncoder.encode(event)).objectValue)
        #expect(Set(object.keys) == ["event", "seq", "tick", "t", "view", "indexPath", "id"])
        #expect(Set(event.fields.keys) == ["indexPath", "id"])
    }

    @Test func aViewsOwnDisplayLimitStopHasNoSection() throws {
        let event = Event(
            seq: 1, tick: 2, milliseconds: 3, view: "v",
            kind: .displayLimitReached(
                limit: 20_000, contentOffset: Point(x: 0, y: 1_897), refusedOffset: Point(x: 0, y: 1_902)))
        let object = try #require(try JSONValue(parsing: EventEncoder.encode(event)).objectValue)
        #expect(Set(object.keys) == ["event", "seq", "tick", "t", "view", "contentOffset", "limit", "refusedOffset"])
        #expect(Set(event.fields.keys) == ["contentOffset", "limit", "refusedOffset"])
    }

    /// A cell outside an orthogonal section has no `layoutFrame`; the view's own focus has no `section`.
    @Test func theFieldsOfOrthogonalSectionsAreLeftOutElsewhere() throws {
        let plain: [(EventKind, Set<String>)] = [
            (.willDisplay(Self.plainAttributes), ["category", "kind", "indexPath", "id", "frame"]),
            (.didEndDisplaying(Self.plainAttributes), ["category", "kind", "indexPath", "id", "frame"]),
            (
                .focusChanged(from: nil, to: IndexPath(section: 0, item: 1), fromID: nil, toID: .named("b")),
                ["from", "to", "fromId", "toId"]
            ),
        ]
        for (kind, fields) in plain {
            let event = Event(seq: 1, tick: 2, milliseconds: 3, view: "v", kind: kind)
            let object = try #require(try JSONValue(parsing: EventEncoder.encode(event)).objectValue)
            #expect(Set(object.keys) == fields.union(["event", "seq", "tick", "t", "view"]))
            #expect(Set(event.fields.keys) == fields)
        }
    }

    @Test func stepsAndSocketCommandsShareTheCommandNames() {
        let commands = Set(Command.Name.allCases.map(\.rawValue))
        #expect(commands.isSubset(of: Set(StepDecoder.available)))
        #expect(commands.isSubset(of: Set(DaemonCommand.names)))
        #expect(Set(DaemonCommand.names).count == DaemonCommand.names.count, "no daemon command takes a step's name")
        #expect(commands.isDisjoint(with: StepDecoder.Control.allCases.map(\.rawValue)))
    }
}
