import LayoutCore
import Layouts

extension UICollectionLayoutSectionOrthogonalScrollingBehavior {
    /// The engine's behaviour of the same name.
    var engineValue: OrthogonalScrollingBehavior {
        switch self {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }
}

extension UIContentInsetsReference {
    /// The engine's reference; nil for `automatic` (whatever the level above says).
    var engineValue: ContentInsetsReference? {
        switch self {
        case .automatic: nil
        case .none: ContentInsetsReference.none
        case .safeArea: .safeArea
        case .layoutMargins: .layoutMargins
        case .readableContent: .readableContent
        }
    }
}

extension NSRectAlignment {
    /// The engine's alignment; nil for `none` (the kind's own place).
    var engineValue: CompositionalBoundaryItem.Alignment? {
        switch self {
        case .none: nil
        case .top: .top
        case .topLeading: .topLeading
        case .leading: .leading
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        case .trailing: .trailing
        case .topTrailing: .topTrailing
        }
    }
}
