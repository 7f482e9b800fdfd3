import LayoutCore
import Specs
import Testing
import Wire

@testable import Simulation

/// Self-sizing cells in an orthogonal section: a row of chips whose group and item are `estimated` along
/// the row takes each item's answered width, and the behaviours that rest on groups rest on those groups.
///
/// The chips (375×667): one orthogonal section, 16-pt side insets, groups 8 apart, each group one item of
/// `.estimated(80)` width and 32 tall; the items answer widths 60 and 120 in turn. Groups begin (from the
/// first) at 0, 68, 196, 264, 392, 460, 588, 656, 784, 852 — each the last one's start, its width and 8 —
/// and the row's content is 16 + 852 + 120 + 16 = 1,004 pt long, the largest offset 1,004 − 375 = 629.
@Suite struct OrthogonalSelfSizingTests {
    static func chips(behavior: String) throws -> ViewSpec {
        try SpecFile.decode(
            """
            id: feed
            viewport: [375, 667]
            layout:
              type: compositional
              sections:
                - group:
                    direction: horizontal
                    size: {width: {estimated: 80}, height: {absolute: 32}}
                    subitem: {item: {size: {width: {estimated: 80}, height: {fractionalHeight: 1}}}}
                    count: 1
                  orthogonalScrollingBehavior: \(behavior)
                  interGroupSpacing: 8
                  contentInsets: [0, 16, 0, 16]
            sections: [{items: 10, pattern: [{size: [60, 20]}, {size: [120, 20]}]}]
            """, format: .yaml)
    }

    /// The chips shown with the row scrolled `offset` along, in view coordinates.
    static func shownChips(_ spec: ViewSpec, offset: Double) -> [Rect] {
        guard let layout = spec.preparedLayout() as? any OrthogonalScrollingLayout else { return [] }
        var offsets = SectionOffsets()
        offsets[0] = offset
        return LayoutSnapshot(
            layout: ScrolledSectionsLayout(layout, offsets: offsets), viewport: spec.viewport, offset: .zero,
            region: .visible
        )
        .attributes.map(\.frame)
    }

    /// Each chip is as wide as its item answers, the row's groups placed one after the other: at rest the
    /// first four show (group 4 begins at 16 + 392 = 408); scrolled 400 along, groups 4 to 7 (group 3 ends
    /// at 16 + 264 + 120 − 400 = 0, the view's edge; group 4 begins at 8; group 8 at 16 + 784 − 400 = 400).
    @Test func chipsTakeTheirItemsWidths() throws {
        let spec = try Self.chips(behavior: "continuous")
        let starts: [Double] = [0, 68, 196, 264, 392, 460, 588, 656, 784, 852]
        let chips = starts.enumerated().map { Rect(x: 16 + $1, y: 0, width: $0 % 2 == 0 ? 60 : 120, height: 32) }
        #expect(Self.shownChips(spec, offset: 0) == Array(chips[0...3]))
        #expect(Self.shownChips(spec, offset: 400) == chips[4...7].map { $0.offsetBy(dx: -400, dy: 0) })
    }

    /// Flung at 1,000 pt/s the row would rest 499.5 on (Docs/Physics.md V1); leading-boundary snapping
    /// rests on the nearest group start, 460 (39.5 away, 588 is 88.5); group paging the same. A scroll far
    /// past the end stops at the largest offset, 629.
    @Test(arguments: ["continuousGroupLeadingBoundary", "groupPaging"])
    func groupRestsAreTheSelfSizedGroupsStarts(behavior: String) throws {
        let spec = try Self.chips(behavior: behavior)
        let (_, flung) = try OrthogonalSectionTests.run(
            spec, [.fling(view: "feed", velocity: Vector(dx: -1000, dy: 0), target: .section(0))])
        #expect(OrthogonalSectionTests.restingOffset(flung) == 460)
        let (_, far) = try OrthogonalSectionTests.run(
            spec, [.scrollTo(view: "feed", offset: Point(x: 1e6, y: 0), animated: false, section: 0)])
        #expect(OrthogonalSectionTests.restingOffset(far) == 629)
    }

    /// Centred group paging centres each group by its own width: the row is centred for the 80-pt estimate,
    /// (375 − 32 − 80) / 2 = 131.5 more inset at each end, so group k, w wide, starting at s, is centred at
    /// offset s + (w − 80) / 2. Group 3 (264, 120 wide) rests at 284, group 4 (392, 60 wide) at 382; 499.5
    /// is nearest group 5 (460, 120 wide): 480, its chip at 16 + 131.5 + 460 − 480 = 127.5 … 247.5, centred
    /// on 187.5, the view's middle.
    @Test func centredGroupPagingCentresEachGroupByItsWidth() throws {
        let (_, events) = try OrthogonalSectionTests.run(
            try Self.chips(behavior: "groupPagingCentered"),
            [.fling(view: "feed", velocity: Vector(dx: -1000, dy: 0), target: .section(0))])
        #expect(OrthogonalSectionTests.restingOffset(events) == 480)
        let chip5 = Self.shownChips(try Self.chips(behavior: "groupPagingCentered"), offset: 480)
            .first { $0.width == 120 && $0.minX > 100 }
        #expect(chip5 == Rect(x: 127.5, y: 0, width: 120, height: 32))
    }
}
