/// One of the questions of `UICollectionViewDelegateFlowLayout`. Its default implementation marks the
/// question unanswered on the layout asking it, so that the layout stops asking (UIKit asks only a
/// delegate that responds to the selector) and takes its own property instead.
enum FlowQuestion: CaseIterable {
    case sizeForItem, insetForSection, minimumLineSpacing, minimumInteritemSpacing, headerSize, footerSize

    /// Records on `layout` (a flow layout; any other ignores it) that the delegate does not answer this.
    @MainActor
    func markUnanswered(by layout: UICollectionViewLayout) {
        (layout as? UICollectionViewFlowLayout)?.unanswered.insert(self)
    }
}
