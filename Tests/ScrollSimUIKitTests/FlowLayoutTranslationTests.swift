import Foundation
import LayoutCore
import Layouts
import Testing

@testable import ScrollSimUIKit

@Suite @MainActor struct FlowLayoutTranslationTests {
    /// UIKit asks `sizeForItemAt` once per item per prepare, and the section questions once per section.
    @Test func theDelegateIsAskedOncePerItemPerPrepare() {
        let layout = UICollectionViewFlowLayout()
        let view = phoneView(layout)
        let delegate = IndexSizingDelegate()
        view.delegate = delegate
        _ = layout.simulatedLayout(for: view, itemCounts: [3, 2])
        let asked = [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1]]
        #expect(delegate.sizeQuestions == Dictionary(uniqueKeysWithValues: asked.map { ($0, 1) }))
        #expect(delegate.headerQuestions == [0: 1, 1: 1])
        _ = layout.simulatedLayout(for: view, itemCounts: [3, 2])
        #expect(delegate.sizeQuestions == Dictionary(uniqueKeysWithValues: asked.map { ($0, 2) }))
        #expect(delegate.headerQuestions == [0: 2, 1: 2])
    }

    /// Items one per line (375 wide), 10 pt apart (the layout's line spacing, the delegate not answering
    /// it): [0,0] at y 0 (50 tall), [0,1] at 60 (60 tall), [0,2] at 130 (70 tall), section 0 ending at 200;
    /// section 1's 30-pt header at 200, [1,0] at 230 (50 tall), [1,1] at 290.
    @Test func framesFollowTheDelegatesAnswers() {
        let layout = UICollectionViewFlowLayout()
        let view = phoneView(layout)
        let delegate = IndexSizingDelegate()
        view.delegate = delegate
        let prepared = PreparedTranslation(layout.simulatedLayout(for: view, itemCounts: [3, 2]), viewport: phone)
        #expect(isClose(prepared.cell(0, 0), Rect(x: 0, y: 0, width: 375, height: 50)))
        #expect(isClose(prepared.cell(0, 1), Rect(x: 0, y: 60, width: 375, height: 60)))
        #expect(isClose(prepared.cell(0, 2), Rect(x: 0, y: 130, width: 375, height: 70)))
        #expect(isClose(prepared.supplementary(.header, 1), Rect(x: 0, y: 200, width: 375, height: 30)))
        #expect(isClose(prepared.cell(1, 0), Rect(x: 0, y: 230, width: 375, height: 50)))
        #expect(isClose(prepared.cell(1, 1), Rect(x: 0, y: 290, width: 375, height: 60)))
        #expect(prepared.supplementary(.header, 0) == nil)
        #expect(prepared.simulated.kindNames[.header] == "UICollectionElementKindSectionHeader")
    }

    /// A delegate that implements nothing leaves every answer to the layout's properties: the spec is the
    /// layout's, each section answers nothing.
    @Test func unansweredQuestionsFallToTheProperties() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 40)
        layout.minimumLineSpacing = 4
        layout.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        layout.scrollDirection = .horizontal
        layout.sectionHeadersPinToVisibleBounds = true
        let view = phoneView(layout)
        let delegate = SilentDelegate()
        view.delegate = delegate
        let simulated = layout.simulatedLayout(for: view, itemCounts: [4, 0])
        var expected = FlowLayoutConfiguration()
        expected.itemSize = Size(width: 80, height: 40)
        expected.minimumLineSpacing = 4
        expected.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        expected.scrollDirection = .horizontal
        expected.sectionHeadersPinToVisibleBounds = true
        #expect(simulated.spec == .flow(expected))
        #expect(simulated.sections == [SectionData(itemCount: 4), SectionData(itemCount: 0)])
    }

    /// Sizes all alike are held once for the section (no per-item list), and a negative spacing is taken as
    /// 0 (UIKit logs it as invalid).
    @Test func alikeSizesAreHeldOnceAndNegativeLengthsAreZero() {
        let layout = UICollectionViewFlowLayout()
        let view = phoneView(layout)
        let delegate = AlikeDelegate()
        view.delegate = delegate
        let section = layout.simulatedLayout(for: view, itemCounts: [1000]).sections[0]
        #expect(section.uniformAnswers?.size == Size(width: 100, height: 100))
        #expect(section.answers.minimumLineSpacing == 0)
        #expect(Double(length: .nan) == 0 && Double(length: -.infinity) == 0 && Double(length: .infinity) == 0)
    }

    /// A subclass's `targetContentOffset` is the one asked through the base class, as the view asks it:
    /// a release proposing x = 640 rests at 600.
    @Test func aSubclassChoosesWhereAReleaseRests() {
        let layout: UICollectionViewLayout = SnappingLayout()
        let target = layout.targetContentOffset(
            forProposedContentOffset: CGPoint(x: 640, y: 0), withScrollingVelocity: CGPoint(x: 2, y: 0))
        #expect(target == CGPoint(x: 600, y: 0))
    }
}
