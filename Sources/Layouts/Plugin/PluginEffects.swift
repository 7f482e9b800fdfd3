import LayoutCore
import RealModule

/// The plugin effects, applied in order to one element's attributes for the visible `bounds`.
/// Each reads the frame the previous one left. O(1) per effect; the arithmetic is skipped where it would
/// change nothing (an elastic cell past its span, a tilt of 0). A tilt allocates its transform's box.
struct PluginEffects {
    var axis: Axis
    var bounds: Rect
    var contentInset: EdgeInsets

    /// The zIndex of a sticky header (start) is one above its section's sticky footer (end): 900 + section
    /// (+ 1 for start), as the seed sets them.
    static let stickyZIndexBase = 900

    func apply(_ effects: [ScrollEffect], to attributes: inout LayoutAttributes, section: Int, in placed: PluginSection)
    {
        for effect in effects {
            switch effect {
            case .sticky(let edge): stick(&attributes, edge: edge, section: section, placed: placed)
            case .elastic(let spacing, let span):
                guard attributes.category == .cell else { continue }
                let remaining = 1 - percentage(attributes.frame, span: span)
                guard remaining > 0 else { continue }
                let root = Double.pow(spacing, 0.25)
                let rooted = min(remaining * root, root)
                attributes.frame = attributes.frame.offset(by: (rooted * rooted) * (rooted * rooted), along: axis)
            case .fade(let span):
                guard attributes.category == .cell else { continue }
                let alpha = (bounds.minY - attributes.frame.minY + bounds.height) / span
                attributes.alpha = min(max(alpha, 0), 1)
            case .tilt:
                guard attributes.category == .cell else { continue }
                attributes.transform = Self.tilt(frame: attributes.frame, bounds: bounds)
            }
        }
    }

    /// PluginEffect's percentage along the scroll axis: 0 when the element's origin is `span` before the
    /// visible trailing edge, 1 at `2·span` before it.
    func percentage(_ frame: Rect, span: Double) -> Double {
        (bounds.min(along: axis) - frame.min(along: axis) + bounds.size.length(along: axis) - span) / span
    }

    /// TiltEffect: a rotation about x by −π/3 at most, growing as the cell nears the bottom, with
    /// perspective `m34 = 1/2000` written over the rotation's (vertical terms, as the seed's).
    static func tilt(frame: Rect, bounds: Rect) -> Transform3D {
        let height = bounds.height
        let progress = 1 - (bounds.minY - frame.minY + height) / (height - frame.height)
        var transform = progress > 0 ? Transform3D.rotationAboutX(-Double.pi * min(progress, 1) / 3) : .identity
        transform.m34 = 1.0 / 2000
        return transform
    }

    /// StickyEffect: a start element stays at the leading edge of the visible bounds, an end element at the
    /// trailing edge, neither leaving the span of its section's items (insets included). A section without
    /// items leaves them where they are.
    private func stick(_ attributes: inout LayoutAttributes, edge: StickyEdge, section: Int, placed: PluginSection) {
        guard let items = placed.itemsRect else { return }
        let length = attributes.frame.size.length(along: axis)
        let natural = attributes.frame.min(along: axis)
        let leadingInset = placed.inset.leading(along: axis)
        let trailingInset = placed.inset.trailing(along: axis)
        let position: Double
        switch edge {
        case .start:
            let visible = bounds.min(along: axis) + contentInset.leading(along: axis)
            position = max(
                items.min(along: axis) - length - leadingInset, min(items.max(along: axis) - length, visible))
            attributes.zIndex = Self.stickyZIndexBase + section + 1
        case .end:
            let visible = bounds.max(along: axis) - length - contentInset.trailing(along: axis)
            position = max(items.min(along: axis) - leadingInset, min(items.max(along: axis) + trailingInset, visible))
            attributes.zIndex = Self.stickyZIndexBase + section
        }
        attributes.frame = attributes.frame.offset(by: position - natural, along: axis)
    }
}
