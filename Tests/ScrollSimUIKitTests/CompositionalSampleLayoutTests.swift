import Foundation
import LayoutCore
import Layouts
import Testing

@testable import ScrollSimUIKit

/// Apple's compositional sample layouts (`AppleSampleLayouts`) in a 375 × 667 view: each translates to the
/// ScrollSim spec that the same layout is written as (Scenarios/compositional-apple-samples.yaml for the
/// grid, two-column and nested ones), and its frames are the ones derived by hand there or below.
@Suite @MainActor struct CompositionalSampleLayoutTests {
    /// The list: full-width rows 44 tall; row 3 at y 132.
    @Test func list() {
        let layout = AppleSampleLayouts.list()
        let simulated = layout.simulatedLayout(for: phoneView(layout), itemCounts: [10])
        let spec = CompositionalConfiguration(sections: [
            CompositionalSection(
                group: CompositionalGroup(
                    direction: .horizontal,
                    size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)),
                    subitems: [.item(CompositionalItem(size: fullSize))]))
        ])
        #expect(simulated.spec == .compositional(spec))
        let prepared = PreparedTranslation(simulated, viewport: phone)
        #expect(isClose(prepared.cell(0, 3), Rect(x: 0, y: 132, width: 375, height: 44)))
    }

    /// The inset items grid: 75-pt squares five a row, each inset by 5 (the YAML's `insetGrid`).
    @Test func insetItemsGrid() {
        let layout = AppleSampleLayouts.insetItemsGrid()
        let simulated = layout.simulatedLayout(for: phoneView(layout), itemCounts: [15])
        let spec = CompositionalConfiguration(sections: [
            CompositionalSection(
                group: CompositionalGroup(
                    direction: .horizontal,
                    size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
                    subitems: [
                        .item(
                            CompositionalItem(
                                size: CompositionalSize(width: .fractionalWidth(0.2), height: .fractionalHeight(1)),
                                contentInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)))
                    ]))
        ])
        #expect(simulated.spec == .compositional(spec))
        let prepared = PreparedTranslation(simulated, viewport: phone)
        #expect(isClose(prepared.cell(0, 0), Rect(x: 5, y: 5, width: 65, height: 65)))
        #expect(isClose(prepared.cell(0, 7), Rect(x: 155, y: 80, width: 65, height: 65)))
        #expect(isClose(prepared.cell(0, 14), Rect(x: 305, y: 155, width: 65, height: 65)))
    }

    /// Two columns 10 apart in a section inset by 10, rows 54 apart (the YAML's `twoColumn`).
    @Test func twoColumn() {
        let layout = AppleSampleLayouts.twoColumn()
        let simulated = layout.simulatedLayout(for: phoneView(layout), itemCounts: [6])
        var spec = CompositionalSection(
            group: CompositionalGroup(
                direction: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)),
                subitems: [.item(CompositionalItem(size: fullSize))], count: 2, interItemSpacing: 10))
        spec.contentInsets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        spec.interGroupSpacing = 10
        #expect(simulated.spec == .compositional(CompositionalConfiguration(sections: [spec])))
        let prepared = PreparedTranslation(simulated, viewport: phone)
        #expect(isClose(prepared.cell(0, 0), Rect(x: 10, y: 10, width: 172.5, height: 44)))
        #expect(isClose(prepared.cell(0, 1), Rect(x: 192.5, y: 10, width: 172.5, height: 44)))
        #expect(isClose(prepared.cell(0, 4), Rect(x: 10, y: 118, width: 172.5, height: 44)))
    }

    /// Nested groups: a leading item 0.7 wide beside a vertical pair 0.3 wide, in a group 0.4 of the
    /// view's height (266.8 pt), every item inset by 10 (the YAML's `nested`).
    @Test func nestedGroups() {
        let layout = AppleSampleLayouts.nestedGroups(orthogonal: false)
        let prepared = PreparedTranslation(
            layout.simulatedLayout(for: phoneView(layout), itemCounts: [6]), viewport: phone)
        #expect(isClose(prepared.cell(0, 0), Rect(x: 10, y: 10, width: 242.5, height: 246.8)))
        #expect(isClose(prepared.cell(0, 1), Rect(x: 272.5, y: 10, width: 92.5, height: 113.4)))
        #expect(isClose(prepared.cell(0, 2), Rect(x: 272.5, y: 143.4, width: 92.5, height: 113.4)))
        #expect(isClose(prepared.cell(0, 3), Rect(x: 10, y: 276.8, width: 242.5, height: 246.8)))
    }

    /// The orthogonal sample: the nested group 0.85 of the width (318.75 pt) in a row that scrolls on its
    /// own: the leading item 223.125 wide less 10 each side, the pair 95.625 wide at x 223.125, the next
    /// group at x 318.75.
    @Test func orthogonalScrolling() {
        let layout = AppleSampleLayouts.nestedGroups(orthogonal: true)
        let simulated = layout.simulatedLayout(for: phoneView(layout), itemCounts: [6])
        guard case .compositional(let spec) = simulated.spec else {
            Issue.record("a compositional spec")
            return
        }
        #expect(spec.sections.map(\.orthogonalScrollingBehavior) == [.continuous])
        let prepared = PreparedTranslation(simulated, viewport: phone)
        #expect(isClose(prepared.cell(0, 0), Rect(x: 10, y: 10, width: 203.125, height: 246.8)))
        #expect(isClose(prepared.cell(0, 1), Rect(x: 233.125, y: 10, width: 75.625, height: 113.4)))
        #expect(isClose(prepared.cell(0, 2), Rect(x: 233.125, y: 143.4, width: 75.625, height: 113.4)))
        #expect(isClose(prepared.cell(0, 3), Rect(x: 328.75, y: 10, width: 203.125, height: 246.8)))
    }

    /// Section headers and footers: 44-pt rows 5 apart in sections inset 10 at the sides, a header and a
    /// footer 44 tall (estimated) and 355 wide at x 10: header 0 at y 0, rows at 44, 93, 142, footer 0 at
    /// 186, section 1's header at 230 and its first row at 274. Apple's long kind names take short aliases.
    @Test func sectionHeadersAndFooters() {
        let layout = AppleSampleLayouts.sectionHeadersAndFooters()
        let simulated = layout.simulatedLayout(for: phoneView(layout), itemCounts: [3, 3])
        let header = ElementKind(rawValue: "section-he~1")!
        let footer = ElementKind(rawValue: "section-fo~2")!
        #expect(simulated.kindNames == [header: AppleSampleLayouts.headerKind, footer: AppleSampleLayouts.footerKind])
        let prepared = PreparedTranslation(simulated, viewport: phone)
        #expect(isClose(prepared.supplementary(header, 0), Rect(x: 10, y: 0, width: 355, height: 44)))
        #expect(isClose(prepared.cell(0, 0), Rect(x: 10, y: 44, width: 355, height: 44)))
        #expect(isClose(prepared.cell(0, 2), Rect(x: 10, y: 142, width: 355, height: 44)))
        #expect(isClose(prepared.supplementary(footer, 0), Rect(x: 10, y: 186, width: 355, height: 44)))
        #expect(isClose(prepared.supplementary(header, 1), Rect(x: 10, y: 230, width: 355, height: 44)))
        #expect(isClose(prepared.cell(1, 0), Rect(x: 10, y: 274, width: 355, height: 44)))
    }

    /// Item badges: cells 73.75 × 57 from (25, 25) in a section inset by 20; a 20-pt badge on the top
    /// trailing corner moved by 0.3 of its size out: (25 + 73.75 − 20 + 6, 25 − 6) = (84.75, 19) (the
    /// YAML's `badges`).
    @Test func itemBadges() {
        let layout = AppleSampleLayouts.itemBadges()
        let prepared = PreparedTranslation(
            layout.simulatedLayout(for: phoneView(layout), itemCounts: [8]), viewport: phone)
        #expect(isClose(prepared.cell(0, 0), Rect(x: 25, y: 25, width: 73.75, height: 57)))
        #expect(isClose(prepared.supplementary(.badge, 0, 0), Rect(x: 84.75, y: 19, width: 20, height: 20)))
        #expect(isClose(prepared.supplementary(.badge, 0, 5), Rect(x: 168.5, y: 86, width: 20, height: 20)))
    }
}

/// An item filling its group.
@MainActor
let fullSize = CompositionalSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
