import LayoutCore

/// The table layout's own kinds (each constant's words are its name's bytes, as `ElementKind` holds them).
extension ElementKind {
    /// A column's header: a supplementary view along the top, at `[0, column]`.
    @inlinable public static var columnHeader: ElementKind {
        ElementKind(packed: 0x636F_6C75_6D6E_4865, 0x6164_6572_0000_0000)
    }
    /// A row's header: a supplementary view along the leading edge, at `[row, 0]`.
    @inlinable public static var rowHeader: ElementKind {
        ElementKind(packed: 0x726F_7748_6561_6465, 0x7200_0000_0000_0000)
    }
    /// The decoration view where the column headers meet the row headers, at `[0, 0]`.
    @inlinable public static var corner: ElementKind { ElementKind(packed: 0x636F_726E_6572_0000, 0) }
}
