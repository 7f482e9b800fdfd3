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

    /// The field holds no reference, and the attributes stay within the 112 bytes they took before it:
    /// kind 16 at 0, index path 16 at 16, frame 32 at 32, alpha 8 at 64, the shift 8 at 72, the
    /// transform's reference 8 at 80, id 17 at 88, category, isHidden and the shift's axis a byte each at
    /// 105 to 107, zIndex 4 at 108: 112 bytes, a value in an array too.
    @Test func theAttributesStayWithinTheirSize() {
        #expect(MemoryLayout<LayoutAttributes>.stride <= 112)
    }

    /// zIndex is held in 32 bits: values within `Int32` come back as set; one past it is clamped to its
    /// bound (2,147,483,647 = 2^31 − 1), so the order among elements within the range is kept.
    @Test func theZIndexKeepsItsValueAndClampsPastThirtyTwoBits() {
        var attributes = Self.cell
        attributes.zIndex = -10_000
        #expect(attributes.zIndex == -10_000)
        attributes.zIndex = 1 << 40
        #expect(attributes.zIndex == 2_147_483_647)
        attributes.zIndex = Int.min
        #expect(attributes.zIndex == -2_147_483_648)
    }
}
