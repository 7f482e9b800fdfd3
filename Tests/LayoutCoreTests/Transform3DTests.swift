import LayoutCore
import Testing

/// Transform3D follows CATransform3D: row vectors, translation in the fourth row, m34 for perspective.
@Suite struct Transform3DTests {
    @Test func identityAndItsEntries() {
        #expect(Transform3D.identity.isIdentity)
        #expect(Transform3D.identity.rowMajor == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 1000
        #expect(perspective.rowMajor[11] == -0.001)
        #expect(!perspective.isIdentity)
    }

    @Test func translationLivesInTheFourthRow() {
        #expect(Transform3D.translation(x: 1, y: 2, z: 3).rowMajor[12...14] == [1, 2, 3])
    }

    /// CATransform3DConcat(a, b) applies a first: scaling then translating moves by the unscaled amount.
    @Test func concatenationAppliesTheReceiverFirst() {
        let scaleThenMove = Transform3D.scale(x: 2, y: 2, z: 1).concatenating(.translation(x: 10, y: 0, z: 0))
        #expect(scaleThenMove.m41 == 10)
        let moveThenScale = Transform3D.translation(x: 10, y: 0, z: 0).concatenating(.scale(x: 2, y: 2, z: 1))
        #expect(moveThenScale.m41 == 20)
        #expect(moveThenScale.m11 == 2)
    }

    @Test func rotationAboutXHasCosinesAndSinesInTheYZBlock() {
        let quarter = Transform3D.rotationAboutX(.pi / 2)
        #expect(abs(quarter.m22) < 1e-12)
        #expect(quarter.m23 == 1)
        #expect(quarter.m32 == -1)
        #expect(quarter.m11 == 1)
    }

    /// A layer pushed 100 pt back (z = −100) under perspective m34 = −1/1000 divides by w = 1 + 100/1000:
    /// (11, 22) on it is drawn at (10, 20).
    @Test func projectionDividesByDepth() {
        var perspective = Transform3D.identity
        perspective.m34 = -0.001
        let pushedBack = Transform3D.translation(x: 0, y: 0, z: -100).concatenating(perspective)
        let projected = pushedBack.projecting(x: 11, y: 22)
        #expect(abs(projected.x - 10) < 1e-12 && abs(projected.y - 20) < 1e-12)
        #expect(Transform3D.identity.projecting(x: 3, y: 4) == Point(x: 3, y: 4))
    }
}
