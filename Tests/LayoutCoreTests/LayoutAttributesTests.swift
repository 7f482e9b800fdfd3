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

    /// The protocol's order: cells, then supplementary, then decoration; within each, by kind name, then
    /// index path. Written out by hand, then sorted from a scrambled copy both ways. The table's kinds are
    /// made here by name, as any layout defines its own.
    @Test func theCanonicalOrderIsCategoryThenKindThenIndexPath() throws {
        let frame = Rect(x: 0, y: 0, width: 1, height: 1)
        let columnHeader = try #require(ElementKind(rawValue: "columnHeader"))
        let rowHeader = try #require(ElementKind(rawValue: "rowHeader"))
        let corner = try #require(ElementKind(rawValue: "corner"))
        func cell(_ section: Int, _ item: Int) -> LayoutAttributes {
            .cell(IndexPath(section: section, item: item), id: .positional(section: section, item: item), frame: frame)
        }
        let expected: [LayoutAttributes] = [
            cell(0, 2), cell(0, 10), cell(1, 0),
            .supplementary(columnHeader, IndexPath(section: 0, item: 3), frame: frame),
            .supplementary(.footer, IndexPath(section: 0, item: 0), frame: frame),
            .supplementary(.header, IndexPath(section: 0, item: 0), frame: frame),
            .supplementary(.header, IndexPath(section: 2, item: 0), frame: frame),
            .supplementary(rowHeader, IndexPath(section: 0, item: 0), frame: frame),
            .decoration(corner, IndexPath(section: 0, item: 0), frame: frame),
        ]
        let scrambled = [5, 8, 0, 3, 7, 1, 6, 2, 4].map { expected[$0] }
        #expect(scrambled.sorted(by: LayoutAttributes.canonicallyOrdered) == expected)
        #expect(scrambled.sorted { $0.canonicalPosition < $1.canonicalPosition } == expected)
    }

    @Test func theIdentitySetExplicitlyEqualsTheDefault() {
        var reset = Self.plain
        reset.transform = .rotationAboutX(0.3)
        reset.transform = .identity
        #expect(reset == Self.plain && reset.hashValue == Self.plain.hashValue)
        #expect(Self.plain.transform.isIdentity)
    }
}
