import LayoutCore
import Testing

@Suite struct RectTests {
    /// CGRectIntersectsRect: touching edges do not intersect (LAYOUTS.md §5.3).
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

    @Test func unionCoversBoth() {
        let union = Rect(x: 0, y: 0, width: 10, height: 10).union(Rect(x: -5, y: 20, width: 10, height: 5))
        #expect(union == Rect(x: -5, y: 0, width: 15, height: 25))
    }
}
