import LayoutCore

/// The compositional layout's own kinds (each constant's words are its name's bytes, as `ElementKind`
/// holds them).
extension ElementKind {
    /// A section's background decoration.
    @inlinable public static var background: ElementKind {
        ElementKind(packed: 0x6261_636B_6772_6F75, 0x6E64_0000_0000_0000)
    }
    /// An item's badge, a supplementary view anchored to its cell.
    @inlinable public static var badge: ElementKind { ElementKind(packed: 0x6261_6467_6500_0000, 0) }
    /// The layout's own header (its configuration's boundary item), at `[0, 0]`.
    @inlinable public static var layoutHeader: ElementKind {
        ElementKind(packed: 0x6C61_796F_7574_4865, 0x6164_6572_0000_0000)
    }
    /// The layout's own footer (its configuration's boundary item), at `[0, 0]`.
    @inlinable public static var layoutFooter: ElementKind {
        ElementKind(packed: 0x6C61_796F_7574_466F, 0x6F74_6572_0000_0000)
    }
}
