import Foundation
import LayoutCore
import ScrollSimTesting
import Simulation
import Testing

@testable import ScrollSimUIKit

private typealias IndexPath = Foundation.IndexPath

/// Sections moved, deleted and reloaded from hostile places and in hostile numbers: once every animation
/// has ended, what the view shows is what its layout places, element for element — each cell and
/// supplementary view in the bounds displayed, at its layout frame, none left over, none still leaving.
@Suite @MainActor struct SectionFollowHostileTests {
    static let kind = UICollectionView.elementKindSectionHeader

    /// Differences between what `view` shows and what its layout places in its bounds, at rest (none when
    /// they agree). - Complexity: O(k²) for k elements displayed.
    static func mismatches(_ view: UICollectionView) -> [String] {
        guard let layout = view.engine?.layout else { return ["no layout"] }
        var wrong: [String] = []
        var seenCells = 0
        var seenSupplementaries = 0
        let rect = view.bounds.engine
        layout.forEachAttributes(in: rect, bounds: rect) { attributes in
            guard !attributes.isHidden, attributes.frame.intersects(rect) else { return }
            switch attributes.category {
            case .cell:
                seenCells += 1
                guard let cell = view.cellForItem(at: Foundation.IndexPath(attributes.indexPath)) else {
                    return wrong.append("no cell \(attributes.indexPath)")
                }
                if cell.frame != CGRect(attributes.frame) { wrong.append("cell \(attributes.indexPath) \(cell.frame)") }
            case .supplementary:
                seenSupplementaries += 1
                let key = SupplementaryKey(kind: attributes.kind, indexPath: attributes.indexPath)
                guard let shown = view.shownSupplementaries[key] else {
                    return wrong.append("no view \(attributes.kind) \(attributes.indexPath)")
                }
                if shown.view.frame != CGRect(attributes.frame) {
                    wrong.append("view \(attributes.indexPath) \(shown.view.frame) vs \(attributes.frame)")
                }
            case .decoration: break
            }
        }
        if view.shownCells.count != seenCells { wrong.append("cells \(view.shownCells.count) vs \(seenCells)") }
        if view.shownSupplementaries.count != seenSupplementaries {
            wrong.append("supplementaries \(view.shownSupplementaries.count) vs \(seenSupplementaries)")
        }
        if !view.leavingCells.isEmpty || !view.leavingSupplementaries.isEmpty { wrong.append("leaving left") }
        return wrong
    }

    /// Moves section 3 to 0 (animated) from the first `willDisplaySupplementaryView` of section 3.
    final class MoveInWillDisplay: NSObject, UICollectionViewDelegate {
        var armed = true
        func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: Foundation.IndexPath
        ) {
            guard armed, indexPath.section == 3 else { return }
            armed = false
            collectionView.moveSection(3, toSection: 0)
        }
    }

    /// Twenty sections of five rows (their headers pinned or not) flung at 3,000 pt/s; 100 ms on, an animated move of section 0 to 10 and
    /// an instant deletion of section 1 in the same tick; 50 ms on, a row moved across sections mid-flight.
    @Test(arguments: [false, true]) func movesWhileFlinging(pinned: Bool) throws {
        let layout = flowLayout(itemSize: CGSize(width: 375, height: 100), headerHeight: 50)
        layout.sectionHeadersPinToVisibleBounds = pinned
        let screen = SampleScreen(layout: layout, counts: Array(repeating: 5, count: 20), kinds: [Self.kind])
        let driver = try ScrollSimUIKitDriver(showing: screen.collectionView)
        try driver.fling(velocity: CGPoint(x: 0, y: -3000))
        try driver.advance(by: .milliseconds(100))
        screen.collectionView.moveSection(0, toSection: 10)
        screen.counts.remove(at: 1)
        UIView.performWithoutAnimation { screen.collectionView.deleteSections(IndexSet(integer: 1)) }
        try driver.advance(by: .milliseconds(50))
        screen.counts[2] -= 1
        screen.counts[4] += 1
        screen.collectionView.moveItem(at: IndexPath(item: 0, section: 2), to: IndexPath(item: 0, section: 4))
        try driver.runUntilIdle()
        try driver.advance(by: .milliseconds(400))
        #expect(Self.mismatches(screen.collectionView) == [])
    }

    /// A section move made from `willDisplaySupplementaryView` as the first screen is displayed (eight
    /// sections of one row, sections 0…4 displayed), then a fling to the end.
    @Test func aMoveInWillDisplaySupplementary() throws {
        let screen = SampleScreen(
            layout: flowLayout(itemSize: CGSize(width: 375, height: 100), headerHeight: 50),
            counts: Array(repeating: 1, count: 8), kinds: [Self.kind])
        let delegate = MoveInWillDisplay()
        screen.collectionView.delegate = delegate
        let driver = try ScrollSimUIKitDriver(showing: screen.collectionView)
        try driver.advance(by: .milliseconds(400))
        #expect(!delegate.armed)
        #expect(Self.mismatches(screen.collectionView) == [])
        try driver.fling(velocity: CGPoint(x: 0, y: -3000))
        try driver.runUntilIdle()
        #expect(Self.mismatches(screen.collectionView) == [])
    }

    /// 10,000 sections, the first hundred moved to the end in reverse (animated or not) by one batch.
    @Test(arguments: [false, true]) func aHundredOfTenThousandSectionsMoved(animated: Bool) throws {
        let screen = SampleScreen(
            layout: flowLayout(itemSize: CGSize(width: 375, height: 100), headerHeight: 50),
            counts: Array(repeating: 1, count: 10_000), kinds: [Self.kind])
        let driver = try ScrollSimUIKitDriver(showing: screen.collectionView)
        let move = {
            screen.collectionView.performBatchUpdates {
                for s in 0..<100 { screen.collectionView.moveSection(s, toSection: 9_999 - s) }
            }
        }
        if animated { move() } else { UIView.performWithoutAnimation(move) }
        try driver.advance(by: .milliseconds(400))
        #expect(Self.mismatches(screen.collectionView) == [])
    }

    /// Diffable snapshots one after another during their animations: sections moved; then sections moved
    /// and deleted with an item moved and a section reloaded; then every item reconfigured.
    @Test func diffableMovesDuringAnAnimation() throws {
        let screen = try SectionHeaderUpdateTests.Screen(height: 667, items: [[0], [1], [2], [3]])
        var snapshot = screen.dataSource.snapshot()
        snapshot.moveSection(0, afterSection: 3)
        screen.dataSource.apply(snapshot)
        try screen.log.driver?.advance(by: .milliseconds(100))
        snapshot = screen.dataSource.snapshot()
        snapshot.moveSection(2, beforeSection: 1)
        snapshot.deleteSections([3])
        snapshot.moveItem(0, afterItem: 2)
        snapshot.reloadSections([1])
        screen.dataSource.apply(snapshot)
        try screen.log.driver?.advance(by: .milliseconds(100))
        snapshot = screen.dataSource.snapshot()
        snapshot.reconfigureItems(snapshot.itemIdentifiers)
        screen.dataSource.apply(snapshot)
        try screen.log.driver?.advance(by: .milliseconds(500))
        #expect(Self.mismatches(screen.collectionView) == [])
    }

    /// Headers and footers over six sections of two rows: one batch moves section 0 to 3, reloads section
    /// 1, deletes section 4, inserts a section at 0 and moves a row from section 2 to section 5 (old
    /// indices for the move's source, new for its destination), animated or not.
    @Test(arguments: [false, true]) func aBatchOfEverySectionChange(animated: Bool) throws {
        let layout = flowLayout(itemSize: CGSize(width: 375, height: 100), headerHeight: 50)
        layout.footerReferenceSize = CGSize(width: 375, height: 30)
        let footer = UICollectionView.elementKindSectionFooter
        let screen = SampleScreen(layout: layout, counts: Array(repeating: 2, count: 6), kinds: [Self.kind, footer])
        let driver = try ScrollSimUIKitDriver(showing: screen.collectionView)
        // Old sections 0…5 (2 rows each); 4 deleted, one inserted at 0: new order inserted, 1, 2, 0, 3, 5,
        // with old section 2 giving a row to old section 5 (new index 5).
        screen.counts = [1, 2, 1, 2, 2, 3]
        let batch = {
            screen.collectionView.performBatchUpdates {
                screen.collectionView.moveSection(0, toSection: 3)
                screen.collectionView.reloadSections(IndexSet(integer: 1))
                screen.collectionView.deleteSections(IndexSet(integer: 4))
                screen.collectionView.insertSections(IndexSet(integer: 0))
                screen.collectionView.moveItem(at: IndexPath(item: 0, section: 2), to: IndexPath(item: 0, section: 5))
            }
        }
        if animated { batch() } else { UIView.performWithoutAnimation(batch) }
        try driver.advance(by: .milliseconds(400))
        #expect(Self.mismatches(screen.collectionView) == [])
        try driver.fling(velocity: CGPoint(x: 0, y: -3000))
        try driver.runUntilIdle()
        #expect(Self.mismatches(screen.collectionView) == [])
    }

    /// Apple's orthogonal nested groups (sections scrolling sideways, each 40 % of the view's height), five
    /// sections of ten items: section 4 moved to 0, animated; then section 1 dragged 200 pt sideways and
    /// moved to 0 while scrolled.
    @Test func anOrthogonalSectionMoved() throws {
        let screen = SampleScreen(
            layout: AppleSampleLayouts.nestedGroups(orthogonal: true), counts: [10, 10, 10, 10, 10])
        let driver = try ScrollSimUIKitDriver(showing: screen.collectionView)
        screen.collectionView.moveSection(4, toSection: 0)
        try driver.advance(by: .milliseconds(400))
        #expect(Self.mismatches(screen.collectionView) == [])
        try driver.scrollSim.drag(by: [-200, 0], duration: .milliseconds(100), release: .still, section: 1)
        try driver.runUntilIdle()
        screen.collectionView.moveSection(1, toSection: 0)
        try driver.advance(by: .milliseconds(400))
        #expect(Self.mismatches(screen.collectionView) == [])
    }
}
