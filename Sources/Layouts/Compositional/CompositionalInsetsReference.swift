import LayoutCore

/// Where each `ContentInsetsReference` lies in a view with no window: the safe area is the layout's
/// `safeArea`, the layout margins are `layoutMargins` inside it (UIKit's `insetsLayoutMarginsFromSafeArea`),
/// and the readable content guide is the margins' width narrowed to at most `readableContentWidth`, centred
/// (it narrows only the width: across a horizontal layout it is the margins').
extension CompositionalConfiguration {
    /// How far `reference`'s edges lie inside a view of `viewport`, on every side, in points.
    /// - Complexity: O(1).
    public func insets(of reference: ContentInsetsReference, viewport: Size) -> EdgeInsets {
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea: return safeArea
        case .layoutMargins, .readableContent:
            var margins = EdgeInsets(
                top: safeArea.top + layoutMargins.top, left: safeArea.left + layoutMargins.left,
                bottom: safeArea.bottom + layoutMargins.bottom, right: safeArea.right + layoutMargins.right)
            if reference == .readableContent {
                let room = max(0, (viewport.width - margins.left - margins.right - readableContentWidth) / 2)
                margins.left += room
                margins.right += room
            }
            return margins
        }
    }

    /// `section` with its `contentInsets` measured from the view's edges (its reference's sides across the
    /// scroll axis added), and the insets its boundary items are placed within: across the scroll axis,
    /// its supplementary reference's sides plus, when they follow the content insets, its own; along the
    /// axis, the section's. - Complexity: O(1).
    func measured(_ section: CompositionalSection, viewport: Size) -> (
        section: CompositionalSection, boundaryInsets: EdgeInsets
    ) {
        let reference = section.contentInsetsReference ?? contentInsetsReference
        var adjusted = section
        adjusted.contentInsets = Self.adding(
            insets(of: reference, viewport: viewport), to: section.contentInsets, across: scrollDirection)
        let supplementaryReference = section.supplementaryContentInsetsReference ?? reference
        var boundaryInsets = adjusted.contentInsets
        if supplementaryReference != reference || !section.supplementariesFollowContentInsets {
            let own = section.supplementariesFollowContentInsets ? section.contentInsets : .zero
            let measured = Self.adding(
                insets(of: supplementaryReference, viewport: viewport), to: own, across: scrollDirection)
            if scrollDirection == .vertical {
                (boundaryInsets.left, boundaryInsets.right) = (measured.left, measured.right)
            } else {
                (boundaryInsets.top, boundaryInsets.bottom) = (measured.top, measured.bottom)
            }
        }
        return (adjusted, boundaryInsets)
    }

    /// `insets` with `reference`'s sides across a layout scrolling along `axis` added (unchanged when they
    /// are zero).
    private static func adding(_ reference: EdgeInsets, to insets: EdgeInsets, across axis: Axis) -> EdgeInsets {
        guard reference != .zero else { return insets }
        var sum = insets
        if axis == .vertical {
            sum.left += reference.left
            sum.right += reference.right
        } else {
            sum.top += reference.top
            sum.bottom += reference.bottom
        }
        return sum
    }
}
