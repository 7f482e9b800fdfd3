import LayoutCore
import LayoutTestKit
import Testing

@Suite struct RectTests {
    /// CGRectIntersectsRect: touching edges do not intersect.
    @Test func touchingEdgesDoNotIntersect() {
        let a = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(!a.intersects(Rect(x: 100, y: 0, width: 50, height: 50)))
        #expect(!a.intersects(Rect(x: 0, y: 100, width: 50, height: 50)))
        #expect(a.intersects(Rect(x: 99.5, y: 99.5, width: 50, height: 50)))
    }

    @Test func emptyRectsIntersectNothing() {
        let a = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(!a.intersects(Rect(x: 10, y: 10, width: 0, height: 50)))
        #expect(!Rect(x: 10, y: 10, width: 5, height: 0).intersects(a))
    }

    @Test func growingAddsOnEverySideAndANegativeAmountShrinks() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.grown(by: 5) == Rect(x: 5, y: 15, width: 40, height: 50))
        #expect(rect.grown(by: -5) == Rect(x: 15, y: 25, width: 20, height: 30))
    }

    @Test func unionCoversBoth() {
        let union = Rect(x: 0, y: 0, width: 10, height: 10).union(Rect(x: -5, y: 20, width: 10, height: 5))
        #expect(union == Rect(x: -5, y: 0, width: 15, height: 25))
    }

    /// A diagonal move leaves an L: the band above (or below) and the piece beside, within the overlap.
    @Test func subtractingAnOverlapLeavesTheBandsAroundIt() {
        let old = Rect(x: 0, y: 0, width: 100, height: 100)
        let new = Rect(x: 30, y: 40, width: 100, height: 100)
        #expect(
            new.subtracting(old) == [
                Rect(x: 30, y: 100, width: 100, height: 40), Rect(x: 100, y: 40, width: 30, height: 60),
            ])
        #expect(
            old.subtracting(new) == [
                Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 0, y: 40, width: 30, height: 60),
            ])
    }

    @Test func subtractingADisjointOrCoveringRect() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.subtracting(Rect(x: 10, y: 0, width: 5, height: 5)) == [a])
        #expect(a.subtracting(Rect(x: -1, y: -1, width: 12, height: 12)).isEmpty)
        #expect(Rect(x: 0, y: 0, width: 0, height: 10).subtracting(a).isEmpty)
        // A hole in the middle: four pieces around it.
        #expect(a.subtracting(Rect(x: 2, y: 3, width: 4, height: 5)).count == 4)
    }

    /// Every sampled point of `a` outside `b` lies in a piece, and no piece reaches outside `a` or into
    /// `b`'s interior.
    @Test func subtractingCoversExactlyWhatIsLeft() {
        var generator = SeededGenerator.forTest("subtractingCoversExactlyWhatIsLeft")
        for _ in 0..<200 {
            func random() -> Rect {
                Rect(
                    x: Double(Int.random(in: -20...20, using: &generator)),
                    y: Double(Int.random(in: -20...20, using: &generator)),
                    width: Double(Int.random(in: 1...30, using: &generator)),
                    height: Double(Int.random(in: 1...30, using: &generator)))
            }
            let a = random()
            let b = random()
            let pieces = a.subtracting(b)
            for piece in pieces {
                #expect(piece.minX >= a.minX && piece.maxX <= a.maxX && piece.minY >= a.minY && piece.maxY <= a.maxY)
                #expect(!piece.intersects(b))
            }
            for step in 0..<400 {
                let point = Rect(
                    x: a.minX + a.width * (Double(step % 20) + 0.5) / 20,
                    y: a.minY + a.height * (Double(step / 20) + 0.5) / 20, width: 0.001, height: 0.001)
                #expect(point.intersects(b) || pieces.contains { $0.intersects(point) }, "\(a) − \(b) misses \(point)")
            }
        }
    }
}
