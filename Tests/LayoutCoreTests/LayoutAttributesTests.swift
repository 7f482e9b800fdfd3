import LayoutCore
import Testing

/// Attributes keep a non-identity transform out of line; as values they behave as if it were inline.
@Suite struct LayoutAttributesTests {
    static let plain = LayoutAttributes.cell(
        IndexPath(section: 0, item: 1), id: .positional(section: 0, item: 1),
        frame: Rect(x: 0, y: 0, width: 10, height: 10))

    @Test func aTransformIsKeptAndCompared() {
        var scaled = Self.plain
        scaled.transform = .scale(x: 0.5, y: 0.5, z: 1)
        #expect(scaled.transform == .scale(x: 0.5, y: 0.5, z: 1))
        #expect(scaled != Self.plain)
        var again = Self.plain
        again.transform = .scale(x: 0.5, y: 0.5, z: 1)
        #expect(again == scaled && again.hashValue == scaled.hashValue)
        // Copies are values: changing one leaves the other.
        var copy = scaled
        copy.transform = .translation(x: 1, y: 0, z: 0)
        #expect(scaled.transform == .scale(x: 0.5, y: 0.5, z: 1))
    }

    @Test func theIdentitySetExplicitlyEqualsTheDefault() {
        var reset = Self.plain
        reset.transform = .rotationAboutX(0.3)
        reset.transform = .identity
        #expect(reset == Self.plain && reset.hashValue == Self.plain.hashValue)
        #expect(Self.plain.transform.isIdentity)
    }
}
