import Testing

@testable import LayoutCore

/// `LayoutAttributes.layoutFrame`: the frame an element of an orthogonal section has in the layout's own
/// coordinates, `frame` moved by the section's offset along its axis, held inline in the attributes.
@Suite struct LayoutFrameTests {
    static let cell = LayoutAttributes.cell(
        IndexPath(section: 0, item: 2), id: .positional(section: 0, item: 2),
        frame: Rect(x: 36, y: 10, width: 150, height: 200))

    /// None by default; shifted 300 along x the frame (36, 10) has its layout frame at (336, 10), along y
    /// at (36, 310); the size is the frame's.
    @Test func theLayoutFrameIsTheFrameShiftedAlongItsAxis() {
        #expect(Self.cell.layoutFrame == nil)
        var horizontal = Self.cell
        horizontal.setLayoutFrame(shiftedBy: 300, along: .horizontal)
        #expect(horizontal.layoutFrame == Rect(x: 336, y: 10, width: 150, height: 200))
        var vertical = Self.cell
        vertical.setLayoutFrame(shiftedBy: 300, along: .vertical)
        #expect(vertical.layoutFrame == Rect(x: 36, y: 310, width: 150, height: 200))
        #expect(horizontal != Self.cell)
    }

    /// The field holds no reference, and the attributes stay within the 128 bytes they took before it:
    /// kind 16 at 0, index path 16 at 16, frame 32 at 32, zIndex 8 at 64, alpha 8 at 72, the shift 8 at
    /// 80, the transform's reference 8 at 88, id 17 at 96, category, isHidden and the shift's axis a byte
    /// each at 113 to 115: 116 bytes, 120 a value in an array.
    @Test func theAttributesStayWithinTheirSize() {
        #expect(MemoryLayout<LayoutAttributes>.stride <= 120)
    }
}
