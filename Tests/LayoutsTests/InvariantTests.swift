import LayoutCore
import LayoutTestKit
import Testing

@testable import Layouts

/// Every layout passes the shared invariant checker over several configurations: empty sections, one item,
/// huge counts, both scroll directions, headers, pinning, content insets and patterned sizes.
@Suite struct InvariantTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var layout: LayoutSpec
        var data: CollectionData
        var viewport = size(375, 667)
        var inset = EdgeInsets.zero
        var cellsInsideContent = true
        var testDescription: String { name }
    }

    static let patterned = SectionData(
        itemCount: 500,
        pattern: [
            ItemAnswers(size: size(100, 80)), ItemAnswers(size: size(160, 120)), ItemAnswers(size: size(300, 40)),
        ],
        overrides: [7: ItemAnswers(size: size(10, 300))],
        answers: SectionAnswers(header: size(60, 44), footer: size(30, 20)))

    static func flowConfiguration(_ axis: Axis, pinned: Bool = false) -> FlowLayoutConfiguration {
        var configuration = FlowLayoutConfiguration()
        configuration.scrollDirection = axis
        configuration.sectionInset = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        configuration.sectionHeadersPinToVisibleBounds = pinned
        configuration.sectionFootersPinToVisibleBounds = pinned
        return configuration
    }

    static func tableConfiguration(sticky: Bool, delegatedHeaders: Bool) -> TableLayoutConfiguration {
        var configuration = TableLayoutConfiguration()
        configuration.cellSize = size(80, 44)
        configuration.rowHeaderWidth = 60
        configuration.columnHeaderHeight = 30
        configuration.stickyHeaders = sticky
        configuration.cornerDecoration = true
        if delegatedHeaders {
            configuration.columnHeaderSizes = [size(120, 40), size(20, 50)]
            configuration.rowHeaderSizes = [size(70, 10)]
        }
        return configuration
    }

    static var cases: [Case] {
        var cases: [Case] = []
        for axis in Axis.allCases {
            for pinned in [false, true] {
                let flow = flowConfiguration(axis, pinned: pinned)
                let label = "\(axis)\(pinned ? " pinned" : "")"
                cases += [
                    Case(name: "flow \(label), empty", layout: .flow(flow), data: .empty),
                    Case(name: "flow \(label), empty sections", layout: .flow(flow), data: counts([0, 3, 0, 0, 2, 0])),
                    Case(name: "flow \(label), one item", layout: .flow(flow), data: counts([1])),
                    Case(
                        name: "flow \(label), patterned", layout: .flow(flow),
                        data: CollectionData(sections: [patterned, patterned])),
                    Case(
                        name: "flow \(label), content inset", layout: .flow(flow),
                        data: CollectionData(sections: [patterned]),
                        inset: EdgeInsets(top: 20, left: 10, bottom: 30, right: 5)),
                    Case(name: "cellInsetFlow \(label)", layout: .cellInsetFlow(flow), data: cellInsetData),
                ]
            }
            cases.append(
                Case(
                    name: "flow \(axis), 1,000,000 items", layout: .flow(flowConfiguration(axis)),
                    data: counts([1_000_000])))
        }
        for sticky in [false, true] {
            for delegated in [false, true] {
                let table = tableConfiguration(sticky: sticky, delegatedHeaders: delegated)
                let label = "\(sticky ? "sticky" : "plain")\(delegated ? ", delegated headers" : "")"
                cases += [
                    Case(name: "table \(label), empty", layout: .table(table), data: .empty),
                    Case(name: "table \(label), jagged", layout: .table(table), data: counts([3, 0, 12, 1, 7])),
                    Case(name: "table \(label), one cell", layout: .table(table), data: counts([1])),
                    Case(
                        name: "table \(label), sized", layout: .table(table),
                        data: CollectionData(sections: Array(repeating: patterned, count: 3)),
                        inset: EdgeInsets(top: 10, left: 20, bottom: 0, right: 0)),
                ]
            }
        }
        cases += lnzCases
        cases += expandedCases
        cases += PluginInvariantCases.cases
        cases += CompositionalInvariantCases.cases
        cases.append(
            Case(
                name: "table 1000×1000", layout: .table(tableConfiguration(sticky: true, delegatedHeaders: false)),
                data: CollectionData(sections: Array(repeating: SectionData(itemCount: 1000), count: 1000))))
        return cases
    }

    static var lnzCases: [Case] {
        var strip = SnapToCenterConfiguration()
        strip.itemSize = size(200, 280)
        var uncentred = strip
        uncentred.centerFirstItem = false
        var loose = InfiniteLayoutConfiguration()
        loose.strip = strip
        loose.snapToCenter = false
        var flat = CarouselConfiguration()
        flat.isInfiniteScrollEnabled = false
        let withHeader = SectionData(itemCount: 40, answers: SectionAnswers(header: size(0, 30), footer: size(0, 20)))
        let tabs = SectionData(
            itemCount: 12, pattern: [ItemAnswers(size: size(375, 500)), ItemAnswers(size: size(300, 90))])
        let wide = size(375, 400)
        return [
            Case(name: "snapToCenter, empty", layout: .snapToCenter(strip), data: .empty, viewport: wide),
            Case(name: "snapToCenter, one item", layout: .snapToCenter(strip), data: counts([1]), viewport: wide),
            Case(
                name: "snapToCenter, header and footer", layout: .snapToCenter(strip),
                data: CollectionData(sections: [withHeader]), viewport: wide),
            Case(name: "snapToCenter, uncentred", layout: .snapToCenter(uncentred), data: counts([30]), viewport: wide),
            Case(name: "infinite, too short", layout: .infinite(loose), data: counts([2]), viewport: wide),
            Case(name: "infinite, free", layout: .infinite(loose), data: counts([30]), viewport: wide),
            Case(
                name: "infinite, header and footer", layout: .infinite(InfiniteLayoutConfiguration()),
                data: CollectionData(sections: [withHeader]), viewport: wide),
            Case(
                name: "infinite, 1,000,000 items", layout: .infinite(InfiniteLayoutConfiguration()),
                data: counts([1_000_000]), viewport: wide),
            Case(name: "carousel", layout: .carousel(CarouselConfiguration()), data: counts([30]), viewport: wide),
            Case(name: "carousel, not infinite", layout: .carousel(flat), data: counts([30]), viewport: wide),
            Case(
                name: "safari, empty", layout: .safari(SafariConfiguration()), data: .empty, cellsInsideContent: false),
            Case(
                name: "safari, three tabs", layout: .safari(SafariConfiguration()), data: counts([3]),
                cellsInsideContent: false),
            Case(
                name: "safari, tall and short tabs", layout: .safari(SafariConfiguration()),
                data: CollectionData(sections: [tabs]), cellsInsideContent: false),
            Case(
                name: "safari, viewport shorter than the insets", layout: .safari(SafariConfiguration()),
                data: counts([6]), viewport: size(375, 30), cellsInsideContent: false),
        ]
    }

    static var expandedCases: [Case] {
        let scales: [ItemScale] = [.one, .two, .one, .one, .one, .four, .one, .four, .two, .one, .one]
        let mixed = SectionData(
            listed: (0..<200).map { ItemAnswers(scale: scales[$0 % scales.count]) },
            answers: SectionAnswers(
                sectionInset: EdgeInsets(top: 10, left: 5, bottom: 10, right: 5), header: size(200, 40),
                footer: size(375, 30)))
        return [
            Case(name: "expanded, empty", layout: .expanded(ExpandedConfiguration()), data: .empty),
            Case(name: "expanded, two items", layout: .expanded(ExpandedConfiguration()), data: counts([2])),
            Case(
                name: "expanded, mixed scales", layout: .expanded(ExpandedConfiguration()),
                data: CollectionData(sections: [mixed])),
            Case(
                name: "expanded, 200,000 items", layout: .expanded(ExpandedConfiguration()),
                data: CollectionData(sections: [SectionData(itemCount: 200_000, common: ItemAnswers(scale: .two))])),
        ]
    }

    static var cellInsetData: CollectionData {
        var section = patterned
        section.common = ItemAnswers(inset: EdgeInsets(top: 4, left: 3, bottom: 6, right: 2))
        return CollectionData(sections: [section, SectionData(itemCount: 0), section])
    }

    @Test(arguments: cases)
    func layoutsKeepTheirInvariants(_ testCase: Case) {
        var layout = testCase.layout.makeLayout()
        let context = LayoutContext(data: testCase.data, viewportSize: testCase.viewport, contentInset: testCase.inset)
        layout.prepare(context)
        var checker = LayoutInvariantChecker()
        checker.cellsInsideContent = testCase.cellsInsideContent
        let violations = checker.violations(of: layout, context: context)
        #expect(violations.isEmpty, "\(violations.prefix(5))")
    }

    /// The checker itself fails a layout that breaks an invariant.
    @Test func theCheckerCatchesABrokenLayout() {
        struct DroppingLayout: CollectionLayout {
            var inner = FlowLayout()
            mutating func prepare(_ context: LayoutContext) { inner.prepare(context) }
            var contentSize: Size { inner.contentSize }
            func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] {
                Array(inner.attributes(in: rect, bounds: bounds).dropFirst())
            }
            func attributes(forItem indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
                inner.attributes(forItem: indexPath, bounds: bounds)
            }
            func attributes(forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect)
                -> LayoutAttributes?
            { nil }
            func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation { .none }
        }
        var layout = DroppingLayout()
        let context = LayoutContext(data: counts([40]), viewportSize: size(375, 667))
        layout.prepare(context)
        #expect(!LayoutInvariantChecker().violations(of: layout, context: context).isEmpty)
    }
}
