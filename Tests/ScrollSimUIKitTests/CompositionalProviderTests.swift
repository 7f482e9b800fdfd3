import Foundation
import LayoutCore
import Layouts
import Testing

@testable import ScrollSimUIKit

@Suite @MainActor struct CompositionalProviderTests {
    /// A full-width list section with rows `height` tall.
    private func listSection(height: CGFloat) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(height)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    /// The provider is asked once per section per prepare, in order, with the view's size as its
    /// container's; sections of alternating layouts keep one layout each; rows of 40 and 60 pt alternate,
    /// so section 1 (one row) starts at 40 and section 2 at 100.
    @Test func theProviderIsAskedOncePerSection() {
        var asked: [Int] = []
        var sizes: [CGSize] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            asked.append(index)
            sizes.append(environment.container.effectiveContentSize)
            return self.listSection(height: index.isMultiple(of: 2) ? 40 : 60)
        }
        let simulated = layout.simulatedLayout(for: phoneView(layout), itemCounts: [1, 1, 1, 1])
        #expect(asked == [0, 1, 2, 3])
        #expect(sizes == Array(repeating: CGSize(width: 375, height: 667), count: 4))
        guard case .compositional(let spec) = simulated.spec else {
            Issue.record("a compositional spec")
            return
        }
        #expect(spec.sections.count == 4)
        let prepared = PreparedTranslation(simulated, viewport: phone)
        #expect(isClose(prepared.cell(1, 0), Rect(x: 0, y: 40, width: 375, height: 60)))
        #expect(isClose(prepared.cell(2, 0), Rect(x: 0, y: 100, width: 375, height: 40)))
    }

    /// A provider giving one layout for every section yields a spec of that one layout, which the engine
    /// repeats: 1,000 sections, one section layout.
    @Test func aRepeatedLayoutIsKeptOnce() {
        let layout = UICollectionViewCompositionalLayout { _, _ in self.listSection(height: 44) }
        let simulated = layout.simulatedLayout(for: phoneView(layout), itemCounts: Array(repeating: 3, count: 1000))
        guard case .compositional(let spec) = simulated.spec else {
            Issue.record("a compositional spec")
            return
        }
        #expect(spec.sections.count == 1)
        #expect(simulated.sections.count == 1000)
    }

    /// The configuration: horizontal, 20 pt between sections, the layout's own header 50 wide (a long kind
    /// name, aliased) and footer (UIKit's footer kind, reported as `layoutFooter`); the layout-margins
    /// reference narrows the provider's effective size by the margins (16 pt each side) across a vertical
    /// layout.
    @Test func theConfigurationIsTranslated() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .fractionalHeight(1.0)),
            elementKind: "layout-header-element-kind", alignment: .leading)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .fractionalHeight(1.0)),
            elementKind: "UICollectionElementKindSectionFooter", alignment: .trailing)
        configuration.boundarySupplementaryItems = [header, footer]
        let layout = UICollectionViewCompositionalLayout(section: listSection(height: 44), configuration: configuration)
        let simulated = layout.simulatedLayout(for: phoneView(layout), itemCounts: [2])
        guard case .compositional(let spec) = simulated.spec else {
            Issue.record("a compositional spec")
            return
        }
        #expect(spec.scrollDirection == .horizontal && spec.interSectionSpacing == 20)
        #expect(spec.boundaryItems.map(\.alignment) == [.leading, .trailing])
        #expect(simulated.kindNames[ElementKind(rawValue: "layout-hea~1")!] == "layout-header-element-kind")
        #expect(simulated.kindNames[.layoutFooter] == "UICollectionElementKindSectionFooter")

        let margins = UICollectionViewCompositionalLayoutConfiguration()
        margins.contentInsetsReference = .layoutMargins
        var width: CGFloat = 0
        let measured = UICollectionViewCompositionalLayout(
            sectionProvider: { _, environment in
                width = environment.container.effectiveContentSize.width
                return self.listSection(height: 44)
            }, configuration: margins)
        _ = measured.simulatedLayout(for: phoneView(measured), itemCounts: [1])
        #expect(Double(width) == 343)
    }

    /// A custom group's provider is told the group's size (375 × 100) and its frames are the cells': two
    /// halves, the second 50 tall, then the next group 100 lower.
    @Test func aCustomGroupPlacesItsProvidersFrames() {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))
        ) { environment in
            let half = environment.container.contentSize.width / 2
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: half, height: 100)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: half, y: 0, width: half, height: 50)),
            ]
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let prepared = PreparedTranslation(
            layout.simulatedLayout(for: phoneView(layout), itemCounts: [3]), viewport: phone)
        #expect(isClose(prepared.cell(0, 0), Rect(x: 0, y: 0, width: 187.5, height: 100)))
        #expect(isClose(prepared.cell(0, 1), Rect(x: 187.5, y: 0, width: 187.5, height: 50)))
        #expect(isClose(prepared.cell(0, 2), Rect(x: 0, y: 100, width: 187.5, height: 100)))
    }

    /// A background decoration covers its section, the view's whole width, less its insets: a list of
    /// three 44-pt rows inset 10 top and bottom spans 0…152, so the background is (5, 5, 365, 142).
    @Test func aBackgroundCoversItsSection() {
        let section = listSection(height: 44)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let prepared = PreparedTranslation(
            layout.simulatedLayout(for: phoneView(layout), itemCounts: [3]), viewport: phone)
        let frame = prepared.layout.attributes(
            forDecoration: .background, at: LayoutCore.IndexPath(section: 0, item: 0), bounds: prepared.bounds)?.frame
        #expect(isClose(frame, Rect(x: 5, y: 5, width: 365, height: 142)))
    }
}
