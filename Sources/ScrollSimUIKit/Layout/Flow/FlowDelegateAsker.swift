import Foundation
import LayoutCore

/// Asks a flow layout's delegate its questions for one section, as UIKit asks them, and keeps the answers
/// as the flow engine's section data.
@MainActor
struct FlowDelegateAsker {
    let layout: UICollectionViewFlowLayout
    let view: UICollectionView
    let delegate: any UICollectionViewDelegateFlowLayout

    /// Section `section`'s answers and item sizes; an item list only when the sizes differ.
    /// - Complexity: O(itemCount) delegate calls.
    func section(_ section: Int, itemCount: Int) -> SectionData {
        var answers = SectionAnswers()
        answers.sectionInset = ask(.insetForSection) {
            EdgeInsets(delegate.collectionView(view, layout: layout, insetForSectionAt: section))
        }
        answers.minimumLineSpacing = ask(.minimumLineSpacing) {
            Double(length: delegate.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: section))
        }
        answers.minimumInteritemSpacing = ask(.minimumInteritemSpacing) {
            Double(
                length: delegate.collectionView(view, layout: layout, minimumInteritemSpacingForSectionAt: section))
        }
        answers.header = ask(.headerSize) {
            Size(delegate.collectionView(view, layout: layout, referenceSizeForHeaderInSection: section))
        }
        answers.footer = ask(.footerSize) {
            Size(delegate.collectionView(view, layout: layout, referenceSizeForFooterInSection: section))
        }
        var sizes: [Size] = []
        for item in 0..<itemCount {
            let size = ask(.sizeForItem) {
                Size(
                    delegate.collectionView(
                        view, layout: layout, sizeForItemAt: IndexPath(layoutItem: item, section: section)))
            }
            guard let size else { break }
            sizes.append(size)
        }
        return Self.data(itemCount: itemCount, sizes: sizes, answers: answers)
    }

    /// The delegate's answer to `question`, nil once it is found unanswered (the layout's property applies).
    private func ask<Answer>(_ question: FlowQuestion, _ body: () -> Answer) -> Answer? {
        guard !layout.unanswered.contains(question) else { return nil }
        let answer = body()
        return layout.unanswered.contains(question) ? nil : answer
    }

    /// A section of `itemCount` items sized `sizes` (empty: by the layout), held as one shared size when
    /// every item has it. O(n). Nonisolated: it calls no app code, and so its per-item closures are not
    /// checked for the main actor's executor at each call, as a main-actor closure handed to the standard
    /// library is.
    nonisolated static func data(itemCount: Int, sizes: [Size], answers: SectionAnswers) -> SectionData {
        guard let first = sizes.first, sizes.count == itemCount else {
            return SectionData(itemCount: itemCount, answers: answers)
        }
        if sizes.allSatisfy({ $0 == first }) {
            return SectionData(itemCount: itemCount, common: ItemAnswers(size: first), answers: answers)
        }
        return SectionData(listed: sizes.map { ItemAnswers(size: $0) }, answers: answers)
    }
}
