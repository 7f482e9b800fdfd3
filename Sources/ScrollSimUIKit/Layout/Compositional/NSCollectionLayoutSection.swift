import Foundation

/// How a section's groups follow each other, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: along the layout's scroll axis (`none`) or in
/// one row across it that scrolls on its own.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// The edges a section's content insets are measured from across the scroll axis, as UIKit's
/// `UIContentInsetsReference`.
public enum UIContentInsetsReference: Int, Sendable {
    case automatic = 0
    case none, safeArea, layoutMargins, readableContent
}

/// A group repeated until a section's items are placed, as UIKit's `NSCollectionLayoutSection`. Read when
/// the layout is prepared.
///
/// Not modelled, so not declared: `orthogonalScrollingProperties`, `list(using:layoutEnvironment:)`.
@MainActor
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Points between consecutive groups.
    open var interGroupSpacing: CGFloat = 0
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// What `contentInsets` are measured from; `automatic`: the layout configuration's reference.
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// What the boundary items are measured from across the scroll axis; `automatic`: as the content insets.
    open var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    /// Headers, footers and other views around the section's content.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether the boundary items lie within `contentInsets` across the scroll axis.
    open var supplementariesFollowContentInsets = true
    /// The views behind the section.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called with the section's displayed items before each layout pass a scroll causes (each tick the
    /// view's offset, or this orthogonal section's own, moves); what it sets on them is displayed.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
