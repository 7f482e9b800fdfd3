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

    /// The field costs 8 bytes of every attributes value and no reference: 128 bytes before it (category
    /// 1 at 0, kind 16 at 8, index path 16 at 24, id 17 at 40, frame 32 at 64, zIndex 8, alpha 8, isHidden
    /// 1 at 112, the transform's reference 8 at 120), 136 with it (its axis in the byte after isHidden,
    /// its shift 8 at 128).
    @Test func itCostsEightBytesOfEachAttributes() {
        #expect(MemoryLayout<LayoutAttributes>.stride <= 136)
    }
}
