import LayoutCore
import Specs
import Testing
import Wire

import func Foundation.log

@testable import Simulation

/// Orthogonal sections of a compositional layout scroll on their own: a gesture with `section: N` moves
/// that section, each behaviour rests by its rule, and the cells it brings in and out are displayed and
/// ended as any motion's.
///
/// The feed (375×600): section 0 is a carousel of 20 cards 150×200, 10 apart, inside 16-pt side insets,
/// so card k spans x 16 + 160k … 166 + 160k and the row's content is 16 + 20·160 − 10 + 16 = 3,222 pt
/// long (the largest offset 3,222 − 375 = 2,847); section 1, below it from y 200, is a list of 100-pt rows.
@Suite struct OrthogonalSectionTests {
    /// The feed; other rows of cards `cardWidth` wide, `cards` of them, and, without the `list`, a carousel
    /// in every section (the last section layout serves the sections past the list).
    static func feed(
        behavior: String, extra: String = "", cardWidth: Int = 150, cards: Int = 20, list: Bool = true
    ) throws -> ViewSpec {
        let listLayout = """
                - group:
                    direction: horizontal
                    size: {width: {fractionalWidth: 1}, height: {absolute: 100}}
                    subitems:
                      - item: {size: {width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}}
            """
        return try SpecFile.decode(
            """
            id: feed
            viewport: [375, 600]
            layout:
              type: compositional
              sections:
                - group:
                    direction: horizontal
                    size: {width: {absolute: \(cardWidth)}, height: {absolute: 200}}
                    subitems:
                      - item: {size: {width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}}
                  orthogonalScrollingBehavior: \(behavior)
                  interGroupSpacing: 10
                  contentInsets: [0, 16, 0, 16]
                  \(extra)
            \(list ? listLayout : "")
            sections: [{items: \(cards)}, {items: \(list ? 10 : cards)}]
            """, format: .yaml)
    }

    /// Runs `command` on a fresh feed, then ticks until everything rests; every event in order.
    static func run(_ spec: ViewSpec, _ commands: [Command]) throws -> (Simulator, [Event]) {
        var simulator = Simulator()
        var events = try simulator.createView(spec, id: "feed")
        for command in commands { events += try simulator.apply(command) }
        var ticks = 0
        repeat {
            events += simulator.step()
            ticks += 1
        } while !simulator.isIdle && ticks < 2_000
        return (simulator, events)
    }

    static func restingOffset(_ events: [Event]) -> Double? {
        events.last { $0.name == "sectionDidScroll" }.flatMap {
            if case .sectionDidScroll(_, let offset, _) = $0.kind { offset.x } else { nil }
        }
    }

    /// The index path of a `willDisplay` or `didEndDisplaying` event; nil for any other.
    static func indexPath(_ event: Event) -> IndexPath? {
        switch event.kind {
        case .willDisplay(let attributes), .didEndDisplaying(let attributes): attributes.indexPath
        default: nil
        }
    }

    /// The index paths of the events named `name`, in order.
    static func cells(_ events: [Event], _ name: String) -> [IndexPath] {
        events.filter { $0.name == name }.compactMap(indexPath)
    }

    /// Where the first event named `name` about `indexPath` sits in `events`.
    static func position(of name: String, _ indexPath: IndexPath, in events: [Event]) -> Int? {
        events.firstIndex { $0.name == name && Self.indexPath($0) == indexPath }
    }

    /// A continuous carousel flung at 1,000 pt/s rests 1 / ln(1 / 0.998) = 499.4998 pt on (UIKit's normal
    /// rate: v / (1000 · ln(1 / rate)), Docs/Physics.md V1). Card 3 (496…646) enters once the offset passes 496 − 375 = 121, before card 0 (16…166) leaves at
    /// 166; cards 3–5 (496…646, 656…806, 816…966) meet 499.5…874.5 at rest. The view itself never moves:
    /// no `didScroll`, no lifecycle event of the view.
    @Test func aContinuousCarouselDecelaratesAndDisplaysWhatItBringsIn() throws {
        let (simulator, events) = try Self.run(
            Self.feed(behavior: "continuous"),
            [.fling(view: "feed", velocity: Vector(dx: -1000, dy: 0), target: .section(0))])
        #expect(abs(Self.restingOffset(events)! - 1 / -log(0.998)) < 1e-6)
        let entered = Self.cells(events, "willDisplay").filter { $0.section == 0 }
        let ended = Self.cells(events, "didEndDisplaying")
        #expect(entered == [0, 1, 2, 3, 4, 5].map { IndexPath(section: 0, item: $0) })
        #expect(ended == [0, 1, 2].map { IndexPath(section: 0, item: $0) })
        let enteredThree = try #require(Self.position(of: "willDisplay", at(0, 3), in: events))
        let endedZero = try #require(Self.position(of: "didEndDisplaying", at(0, 0), in: events))
        #expect(enteredThree < endedZero)
        #expect(!events.contains { $0.name == "didScroll" || $0.name == "willBeginDragging" })
        let state = try #require(simulator.state(of: "feed"))
        #expect(state.contentOffset == Point(x: 0, y: 0))
        #expect(state.visibleCells == [at(0, 3), at(0, 4), at(0, 5), at(1, 0), at(1, 1), at(1, 2), at(1, 3)])
    }

    /// Group paging rests on the group nearest where the deceleration would (499.5 / 160 = 3.12: group 3,
    /// at 480); a slow flick (100 pt/s, 49.95 pt free) still moves one group on, to 160.
    @Test func groupPagingRestsOnAGroupAndAFlickMovesAtLeastOne() throws {
        let spec = try Self.feed(behavior: "groupPaging")
        let (_, fast) = try Self.run(
            spec, [.fling(view: "feed", velocity: Vector(dx: -1000, dy: 0), target: .section(0))])
        #expect(Self.restingOffset(fast) == 480)
        let (_, slow) = try Self.run(
            spec, [.fling(view: "feed", velocity: Vector(dx: -100, dy: 0), target: .section(0))])
        #expect(Self.restingOffset(slow) == 160)
    }

    /// Centred group paging starts with group 0 centred: (375 − 32 − 150) / 2 = 96.5 pt more inset, so card
    /// 0 at x 112.5, its centre at 187.5, the view's; the row is 96.5 pt longer at each end (3,415 pt, the
    /// largest offset 3,040 = 19 · 160: the last group centres too). A 1,000-pt/s fling rests at 480 with
    /// card 3 at 112.5 + 480 − 480, centred again; a scroll far past the end stops at 3,040 with card 19
    /// (112.5 + 3,040 = 3,152.5 in the row) at 112.5. Each card's `layoutFrame` is where it is with the row
    /// at rest: card 0's its frame, card 19's at 3,152.5.
    @Test func centredGroupPagingCentresEveryGroup() throws {
        let spec = try Self.feed(behavior: "groupPagingCentered")
        let (_, events) = try Self.run(
            spec, [.fling(view: "feed", velocity: Vector(dx: -1000, dy: 0), target: .section(0))])
        #expect(Self.restingOffset(events) == 480)
        let first = try #require(Self.position(of: "willDisplay", at(0, 0), in: events))
        let third = try #require(Self.position(of: "willDisplay", at(0, 3), in: events))
        var card0 = LayoutAttributes.cell(at(0, 0), id: .positional(section: 0, item: 0), frame: Self.card(112.5))
        card0.setLayoutFrame(shiftedBy: 0, along: .horizontal)
        #expect(events[first].kind == .willDisplay(card0))
        #expect(events[third].milliseconds > 0)
        let (_, toEnd) = try Self.run(
            spec, [.scrollTo(view: "feed", offset: Point(x: 1e6, y: 0), animated: false, section: 0)])
        #expect(Self.restingOffset(toEnd) == 3040)
        let last = try #require(Self.position(of: "willDisplay", at(0, 19), in: toEnd))
        var card19 = LayoutAttributes.cell(at(0, 19), id: .positional(section: 0, item: 19), frame: Self.card(112.5))
        card19.setLayoutFrame(shiftedBy: 3040, along: .horizontal)
        #expect(card19.layoutFrame == Self.card(3152.5))
        #expect(toEnd[last].kind == .willDisplay(card19))
    }

    /// A card of the carousel at `x` in the view.
    static func card(_ x: Double) -> Rect { Rect(x: x, y: 0, width: 150, height: 200) }

    /// Paging pages by the section's visible width, 375 pt, one page a gesture.
    @Test func pagingPagesByTheViewsWidth() throws {
        let (_, events) = try Self.run(
            Self.feed(behavior: "paging"),
            [.fling(view: "feed", velocity: Vector(dx: -3000, dy: 0), target: .section(0))])
        #expect(Self.restingOffset(events) == 375)
    }

    /// Leading-boundary snapping decelerates at the view's rate and rests on the nearest group boundary.
    @Test func continuousGroupLeadingBoundaryRestsOnTheNearestBoundary() throws {
        let (_, events) = try Self.run(
            Self.feed(behavior: "continuousGroupLeadingBoundary"),
            [.fling(view: "feed", velocity: Vector(dx: -1000, dy: 0), target: .section(0))])
        #expect(Self.restingOffset(events) == 480)
    }

    /// `orthogonalScrollingProperties`: a fast rate carries 1,000 pt/s 1 / ln(1 / 0.99) = 99.4983 pt; `bounce: never` keeps a pull past the leading edge at 0.
    @Test func theSectionsPropertiesOverrideTheViews() throws {
        let fast = try Self.feed(
            behavior: "continuous", extra: "orthogonalScrollingProperties: {decelerationRate: fast}")
        let (_, events) = try Self.run(
            fast, [.fling(view: "feed", velocity: Vector(dx: -1000, dy: 0), target: .section(0))])
        #expect(abs(Self.restingOffset(events)! - 1 / -log(0.99)) < 1e-6)
        let stiff = try Self.feed(behavior: "continuous", extra: "orthogonalScrollingProperties: {bounce: never}")
        let pull = TouchPath(linear: Vector(dx: 100, dy: 0), duration: 0.1)
        let (_, pulled) = try Self.run(stiff, [.drag(view: "feed", path: pull, target: .section(0))])
        #expect(!pulled.contains { $0.name == "sectionDidScroll" })
    }

    /// The view and a section moving in one tick: the view's `didScroll`, then `sectionDidScroll`, then the
    /// displayed-set diff (Docs/Physics.md, the event order).
    @Test func theViewsDidScrollComesBeforeTheSectionsAndBothBeforeTheDiff() throws {
        var simulator = Simulator()
        _ = try simulator.createView(Self.feed(behavior: "continuous"), id: "feed")
        _ = try simulator.apply(.fling(view: "feed", velocity: Vector(dx: 0, dy: -3000)))
        _ = try simulator.apply(.fling(view: "feed", velocity: Vector(dx: -3000, dy: 0), target: .section(0)))
        var ticks: [[String]] = []
        for _ in 0..<60 { ticks.append(simulator.step().map(\.name)) }
        for names in ticks {
            #expect(Array(names.prefix(2)) == ["didScroll", "sectionDidScroll"])
        }
        #expect(ticks.contains { $0.contains("willDisplay") && $0.contains("didEndDisplaying") })
    }

    /// `visibleItemsEffect` transcribes the commonest `visibleItemsInvalidationHandler`: each cell scaled and
    /// faded to max(1 − d / 375, minimum), d its centre's distance from the view's middle (187.5). At rest
    /// card 1 (centre 251) is 63.5 away: 1 − 63.5 / 375 = 0.830667, above both minimums; card 0 (centre 91,
    /// 96.5 away, 0.742667) is held at the 0.8 scale but fades to 0.742667. Scrolled 64, card 1's centre is
    /// 187, 0.5 away: 0.998667.
    @Test func theCarouselEffectScalesAndFadesByDistanceFromTheMiddle() throws {
        let spec = try Self.feed(
            behavior: "continuous",
            extra: "visibleItemsEffect: {minimumScale: 0.8, minimumAlpha: 0.5}")
        var simulator = Simulator()
        let shown = try simulator.createView(spec, id: "feed")
        func cell(_ events: [Event], _ item: Int) throws -> LayoutAttributes {
            let event = try #require(events.first { Self.indexPath($0) == at(0, item) })
            guard case .willDisplay(let attributes) = event.kind else { throw CancellationError() }
            return attributes
        }
        let card1 = try cell(shown, 1)
        #expect(abs(card1.transform.m11 - 0.830_667) < 1e-6 && abs(card1.alpha - 0.830_667) < 1e-6)
        let card0 = try cell(shown, 0)
        #expect(card0.transform.m11 == 0.8 && abs(card0.alpha - 0.742_667) < 1e-6)
        _ = try simulator.apply(.scrollTo(view: "feed", offset: Point(x: 64, y: 0), animated: false, section: 0))
        let moved = try #require(simulator.layoutSnapshot(of: "feed")?.attributes.first { $0.indexPath == at(0, 1) })
        #expect(abs(moved.transform.m11 - 0.998_667) < 1e-6)
        #expect(moved.frame == Self.card(112))
    }

    /// A drag on a section is held by a scenario until the finger lifts, as a drag of the view is.
    @Test func aSectionDragMovesWithTheFinger() throws {
        let drag = TouchPath(linear: Vector(dx: -100, dy: 0), duration: 0.1)
        var simulator = Simulator()
        _ = try simulator.createView(Self.feed(behavior: "continuous"), id: "feed")
        _ = try simulator.apply(.drag(view: "feed", path: drag, target: .section(0)))
        #expect(simulator.isTouching("feed"))
        var events: [Event] = []
        for _ in 0..<12 { events += simulator.step() }
        #expect(!simulator.isTouching("feed"))
        // After 12 ticks of 1/120 s the finger has moved its 100 pt: the section followed it.
        let moved = events.compactMap { event -> Double? in
            guard case .sectionDidScroll(0, let offset, _) = event.kind, event.tick == 12 else { return nil }
            return offset.x
        }
        #expect(moved.map { abs($0 - 100) < 1e-9 } == [true])
    }

    /// A touch at a point is hit-tested: inside section 0's row (y 0…200 of the content) a sideways drag
    /// moves the carousel and a vertical one the view; in the list below, or once the view has scrolled the
    /// point past the row, the view takes it.
    @Test func aTouchAtAPointMovesWhatIsUnderIt() throws {
        func run(at point: Point, by move: Vector, scrolledTo offset: Double = 0) throws -> [String] {
            var simulator = Simulator()
            _ = try simulator.createView(Self.feed(behavior: "continuous"), id: "feed")
            _ = try simulator.apply(.scrollTo(view: "feed", offset: Point(x: 0, y: offset), animated: false))
            let path = TouchPath(linear: move, duration: 0.1)
            var names = try simulator.apply(.drag(view: "feed", path: path, target: .point(point))).map(\.name)
            for _ in 0..<12 { names += simulator.step().map(\.name) }
            return names
        }
        let sideways = try run(at: Point(x: 100, y: 100), by: Vector(dx: -100, dy: 0))
        #expect(sideways.contains("sectionDidScroll") && !sideways.contains("willBeginDragging"))
        let down = try run(at: Point(x: 100, y: 100), by: Vector(dx: 0, dy: -100))
        #expect(down.contains("willBeginDragging") && !down.contains("sectionDidScroll"))
        let inTheList = try run(at: Point(x: 100, y: 300), by: Vector(dx: -100, dy: 0))
        #expect(inTheList.contains("willBeginDragging") && !inTheList.contains("sectionDidScroll"))
        let stillInTheRow = try run(at: Point(x: 100, y: 30), by: Vector(dx: -100, dy: 0), scrolledTo: 150)
        #expect(stillInTheRow.contains("sectionDidScroll"))
        let pastTheRow = try run(at: Point(x: 100, y: 60), by: Vector(dx: -100, dy: 0), scrolledTo: 150)
        #expect(!pastTheRow.contains("sectionDidScroll"))
    }

    /// Prefetching reaches into a carousel: the view's prefetch range spans 1.5 screens behind and 2.5
    /// ahead across the view too (x −562.5 … 1,312.5 at rest), so cards 0–8 (x up to 16 + 160 · 8 = 1,296)
    /// are prefetched at once (the prefetch phase comes before the display diff, Docs/Physics.md); flung 499.5 on, the carousel brings cards 9–11 (up to 16 + 160 · 11 − 499.5
    /// = 1,276.5) into that range, and they are prefetched before they are displayed.
    @Test func aCarouselsCardsArePrefetchedAsTheyComeInRange() throws {
        var spec = try Self.feed(behavior: "continuous")
        spec.prefetch = PrefetchSettings()
        let (_, events) = try Self.run(
            spec, [.fling(view: "feed", velocity: Vector(dx: -1000, dy: 0), target: .section(0))])
        let prefetched = events.flatMap { event -> [IndexPath] in
            guard case .prefetchItems(let paths) = event.kind else { return [] }
            return paths.filter { $0.section == 0 }
        }
        #expect(prefetched == (0...11).map { at(0, $0) })
        let nine = try #require(
            events.firstIndex { event in
                if case .prefetchItems(let paths) = event.kind { return paths.contains(at(0, 9)) }
                return false
            })
        #expect(events[nine].milliseconds > 0)
    }

    /// A gesture on a section that does not scroll on its own is refused, naming the parameter.
    @Test func aSectionThatDoesNotScrollIsRefused() throws {
        var simulator = Simulator()
        _ = try simulator.createView(Self.feed(behavior: "continuous"), id: "feed")
        do {
            _ = try simulator.apply(.fling(view: "feed", velocity: Vector(dx: -100, dy: 0), target: .section(1)))
            Issue.record("a fling of section 1, a list, was taken")
        } catch {
            #expect(error.code == .invalidParams)
            #expect(error.path == "section")
            #expect(error.message.contains("section 1"))
        }
    }

    /// A section past the view's last (the feed has sections 0 and 1) is not found, for a fling, a drag
    /// and a scroll alike, rather than called one that "does not scroll on its own".
    @Test func aSectionTheViewLacksIsNotFound() throws {
        var simulator = Simulator()
        _ = try simulator.createView(Self.feed(behavior: "continuous"), id: "feed")
        let commands: [Command] = [
            .fling(view: "feed", velocity: Vector(dx: -100, dy: 0), target: .section(99)),
            .scrollTo(view: "feed", offset: Point(x: 10, y: 0), animated: false, section: 2),
        ]
        for command in commands {
            do {
                _ = try simulator.apply(command)
                Issue.record("\(command) was taken")
            } catch {
                #expect(error.code == .notFound && error.path == "section", "\(error)")
                #expect(error.message.hasPrefix("view \"feed\" has no section "), "\(error.message)")
                #expect(error.message.hasSuffix(" (it has sections 0 to 1)"), "\(error.message)")
            }
        }
    }

    /// A data change prepares the layout again, which lays every section out at rest: the section keeps
    /// its offset: 300…675 of the row still meets cards 1–4 (176…326 to 656…806).
    @Test func aDataChangeKeepsTheSectionsOffset() throws {
        var simulator = Simulator()
        _ = try simulator.createView(Self.feed(behavior: "continuous"), id: "feed")
        _ = try simulator.apply(
            .scrollTo(view: "feed", offset: Point(x: 300, y: 0), animated: false, section: 0))
        let events = try simulator.apply(
            .insertItems(view: "feed", at: IndexPath(section: 1, item: 0), items: [ItemAnswers()]))
        #expect(!events.contains { $0.name == "didEndDisplaying" && Self.indexPath($0)?.section == 0 })
        let state = try #require(simulator.state(of: "feed"))
        #expect(state.visibleCells.filter { $0.section == 0 } == [at(0, 1), at(0, 2), at(0, 3), at(0, 4)])
    }

    /// `scrollToItem` into a carousel scrolls the view to the section and the section to the card: card k
    /// begins 16 + 160k along the row, so card 10 rests at its leading edge at 1,616 (by default and
    /// `left`), centred at 1,616 + 75 − 187.5 = 1,503.5, right-aligned at 1,616 + 150 − 375 = 1,391; card
    /// 19 (3,056) stops at the largest offset, 2,847; `top` leaves the section where it is. From 150 down,
    /// the view comes back to the carousel's top, 0, when the position says where vertically (by default
    /// and `top`), its didScroll before the section's; a horizontal position leaves it at 150.
    @Test(arguments: [
        (10, nil, 1616.0), (10, ScrollPosition.left, 1616), (10, .centeredHorizontally, 1503.5),
        (10, .right, 1391), (19, nil, 2847), (10, .top, 0),
    ])
    func scrollToItemScrollsTheSectionToTheCard(item: Int, position: ScrollPosition?, offset: Double) throws {
        var simulator = Simulator()
        _ = try simulator.createView(Self.feed(behavior: "continuous"), id: "feed")
        _ = try simulator.apply(.scrollTo(view: "feed", offset: Point(x: 0, y: 150), animated: false))
        let events = try simulator.apply(
            .scrollToItem(view: "feed", item: at(0, item), position: position, animated: false))
        let state = try #require(simulator.state(of: "feed"))
        let viewMoves = position == nil || position == .top
        #expect(state.contentOffset == Point(x: 0, y: viewMoves ? 0 : 150))
        #expect((Self.restingOffset(events) ?? 0) == offset)
        let scrolls = events.map(\.name).filter { $0.hasSuffix("idScroll") }
        #expect(scrolls == (viewMoves ? ["didScroll"] : []) + (offset == 0 ? [] : ["sectionDidScroll"]))
    }
}

/// `[section, item]` as an index path, as the transcripts write it.
private func at(_ section: Int, _ item: Int) -> IndexPath { IndexPath(section: section, item: item) }
