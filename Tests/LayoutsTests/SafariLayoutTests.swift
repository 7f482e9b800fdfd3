import LayoutCore
import Platform
import Testing

@testable import Layouts

/// LNZSafariLayout's geometry. In a 375×667 view with the default insets of 20, eight
/// tabs are spaced (667 − 40)/5 = 125.4 apart; the tilt goes from angle0 = −π/5 at the top of the
/// viewport to −2π/5 at its bottom.
@Suite struct SafariLayoutTests {
    static let viewport = size(375, 667)

    static func safari(_ count: Int, tab: Size = size(375, 500), canDelete: [Int: Bool] = [:]) -> SafariLayout {
        var configuration = SafariConfiguration()
        configuration.itemSize = tab
        let overrides = canDelete.mapValues { ItemAnswers(canDelete: $0) }
        let section = SectionData(itemCount: count, overrides: overrides)
        return prepared(
            SafariLayout(configuration: configuration), CollectionData(sections: [section]), viewport: viewport)
    }

    /// The transform the seed builds, written out: rotation R about x by a, then the translation (0, −yT, zT),
    /// then the perspective m34 = p, gives rows [1,0,0,0], [0,c,s,s·p], [0,−s,c,c·p], [0,−yT,zT,1+zT·p].
    static func expectedTransform(height: Double, angle a: Double, zOffset: Double = -60, m34 p: Double = -0.001)
        -> Transform3D
    {
        let r = height / 2 + abs(zOffset / sin(a))
        let zT = r * sin(a)
        let yT = r * (1 - cos(a))
        let (c, s) = (cos(a), sin(a))
        return Transform3D(rowMajor: [1, 0, 0, 0, 0, c, s, s * p, 0, -s, c, c * p, 0, -yT, zT, 1 + zT * p])
    }

    static func close(_ lhs: Transform3D, _ rhs: Transform3D) -> Bool {
        zip(lhs.rowMajor, rhs.rowMajor).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test func spacingFramesAndZIndex() throws {
        let layout = Self.safari(8)
        for item in 0..<8 {
            let attributes = try #require(
                layout.attributes(forItem: IndexPath(section: 0, item: item), bounds: rect(0, 0, 375, 667)))
            #expect(abs(attributes.frame.minY - (20 + 125.4 * Double(item))) < 1e-9)
            #expect(attributes.frame.minX == 0 && attributes.frame.size == size(375, 500))
            #expect(attributes.zIndex == item)
        }
        // Fewer than five tabs share the height between them: three are (667 − 40)/3 = 209 apart.
        let thirdOfThree: Double = 20 + 209 * 2
        #expect(Self.safari(3).frame(0, 2, bounds: rect(0, 0, 375, 667))?.minY == thirdOfThree)
    }

    @Test func tiltGrowsDownTheViewport() throws {
        let layout = Self.safari(8)
        let top = rect(0, 0, 375, 667)
        let first = try #require(layout.attributes(forItem: IndexPath(section: 0, item: 0), bounds: top))
        #expect(Self.close(first.transform, Self.expectedTransform(height: 500, angle: -Double.pi / 5)))
        // Item 3 is 376.2 pt below the top inset: angle0 + (maxAngle − angle0)·376.2/667.
        let third = try #require(layout.attributes(forItem: IndexPath(section: 0, item: 3), bounds: top))
        let angle = -Double.pi / 5 + (-Double.pi / 2.5 + Double.pi / 5) * 376.2 / 667
        #expect(Self.close(third.transform, Self.expectedTransform(height: 500, angle: angle)))
        // Scrolled so that item 3's slot is at the top inset: it has angle0.
        let scrolled = try #require(
            layout.attributes(forItem: IndexPath(section: 0, item: 3), bounds: rect(0, 376.2, 375, 667)))
        #expect(Self.close(scrolled.transform, Self.expectedTransform(height: 500, angle: -Double.pi / 5)))
        // One tab: angle0 = −π/10.
        let single = try #require(Self.safari(1).attributes(forItem: IndexPath(section: 0, item: 0), bounds: top))
        #expect(Self.close(single.transform, Self.expectedTransform(height: 500, angle: -Double.pi / 10)))
    }

    /// Content height: the last tab drawn at angle0 about its centre, projected (the bottom corners'
    /// y′/w′ = (h/2·c − yT)/(1 + h/2·s·p + zT·p)), plus the bottom inset.
    @Test func contentSizeEndsAtTheLastTabsTiltedBottom() {
        let layout = Self.safari(8)
        let a = -Double.pi / 5
        let r = 250 + abs(-60 / sin(a))
        let zT = r * sin(a)
        let yT = r * (1 - cos(a))
        let bottom = (250 * cos(a) - yT) / (1 + 250 * sin(a) * -0.001 + zT * -0.001)
        let midY = 20 + 125.4 * 7 + 250
        #expect(layout.contentSize.width == 375)
        #expect(abs(layout.contentSize.height - (midY + bottom + 20)) < 1e-9)
    }

    /// A tab taller than the spacing reaches into a rect from slots above it (the seed would miss it).
    @Test func tabsReachingInFromAboveAreFound() {
        let layout = Self.safari(8)
        // Rect from 500 to 510: tab 0 spans 20…520, tab 1 145.4…645.4, …, tab 3 396.2…896.2; tab 4 starts at 521.6.
        let found = layout.attributes(in: rect(0, 500, 375, 10), bounds: rect(0, 0, 375, 667)).map(\.indexPath.item)
        #expect(found.sorted() == [0, 1, 2, 3])
    }

    @Test func canDeleteIsFalseUnlessAnswered() {
        let layout = Self.safari(4, canDelete: [1: true, 2: false])
        #expect(!layout.canDelete(IndexPath(section: 0, item: 0)))
        #expect(layout.canDelete(IndexPath(section: 0, item: 1)))
        #expect(!layout.canDelete(IndexPath(section: 0, item: 2)))
        #expect(!layout.canDelete(IndexPath(section: 0, item: 9)))
    }

    @Test func swipeMovesOneTabAndItsDisappearingFrameIsPastTheLeftEdge() throws {
        var layout = Self.safari(4, tab: size(300, 200))
        let bounds = rect(0, 0, 375, 667)
        layout.setSwipe(IndexPath(section: 0, item: 1), offset: -80)
        #expect(layout.frame(0, 1, bounds: bounds)?.minX == -80)
        #expect(layout.frame(0, 2, bounds: bounds)?.minX == 0)
        let gone = try #require(
            layout.disappearingAttributes(forItem: IndexPath(section: 0, item: 1), bounds: bounds, swiped: true))
        #expect(gone.frame.minX == -300)
        #expect(gone.alpha == 0)
        layout.setSwipe(nil, offset: 0)
        #expect(layout.frame(0, 1, bounds: bounds)?.minX == 0)
    }

    /// After tab 1 of 4 is deleted, three tabs are (667 − 40)/3 = 209 apart; they start from their old
    /// slots 156.75 apart (tab k of the new stack from old slot k + 1 when k ≥ 1) and ease in over 0.3 s.
    @Test func deletionAnimatesTheRestIntoPlace() {
        var layout = Self.safari(3, tab: size(300, 200))
        layout.beginDeletionAnimation(removed: [IndexPath(section: 0, item: 1)], previousCount: 4, continuing: nil)
        let bounds = rect(0, 0, 375, 667)
        let started = layout.advanceAnimation(to: 0)
        #expect(started)
        #expect(layout.frame(0, 0, bounds: bounds)?.minY == 20)
        #expect(layout.frame(0, 1, bounds: bounds)?.minY == 20 + 156.75 * 2)
        let running = layout.advanceAnimation(to: 0.15)  // half-way, 3u² − 2u³ = 0.5
        #expect(running)
        let from: Double = 20 + 156.75 * 3
        let to: Double = 20 + 209 * 2
        let halfway = (from + to) / 2
        #expect(abs((layout.frame(0, 2, bounds: bounds)?.minY ?? 0) - halfway) < 1e-9)
        let ended = !layout.advanceAnimation(to: 0.3)
        #expect(ended)
        #expect(!layout.isAnimating)
        #expect(layout.frame(0, 2, bounds: bounds)?.minY == to)
    }

    /// A deletion that begins while another animates starts from where the tabs are shown. Spacing is
    /// 627/min(n, 5): 156.75 for 4 tabs, 209 for 3, 313.5 for 2. Tab 1 of 4 goes; half-way (0.15 s,
    /// eased 0.5) the new tab 0 (old slot 2) is at (333.5 + 229)/2 = 281.25 and tab 2 (old slot 3) at
    /// (490.25 + 438)/2 = 464.125. Then tab 0 goes: the two left start there and ease to 20 and 333.5.
    @Test func aDeletionDuringAnotherStartsFromWhereTheTabsAre() throws {
        let bounds = rect(0, 0, 375, 667)
        var three = Self.safari(3, tab: size(300, 200))
        three.beginDeletionAnimation(removed: [IndexPath(section: 0, item: 1)], previousCount: 4, continuing: nil)
        _ = three.advanceAnimation(to: 0.15)
        #expect(three.frame(0, 1, bounds: bounds)?.minY == 281.25)
        var two = Self.safari(2, tab: size(300, 200))
        two.beginDeletionAnimation(removed: [IndexPath(section: 0, item: 0)], previousCount: 3, continuing: three)
        let began = two.advanceAnimation(to: 0)
        #expect(began)
        #expect(two.frame(0, 0, bounds: bounds)?.minY == 281.25)
        #expect(two.frame(0, 1, bounds: bounds)?.minY == 464.125)
        let running = two.advanceAnimation(to: 0.15)
        #expect(running)
        #expect(two.frame(0, 0, bounds: bounds)?.minY == 281.25 + (20 - 281.25) / 2)
        #expect(two.frame(0, 1, bounds: bounds)?.minY == 464.125 + (333.5 - 464.125) / 2)
        let ended = !two.advanceAnimation(to: 0.3)
        #expect(ended)
        #expect(two.frame(0, 0, bounds: bounds)?.minY == 20)
        #expect(two.frame(0, 1, bounds: bounds)?.minY == 333.5)
    }

    /// Two deletions in the same tick are one: tabs 1 then 0 (of what is left) of 4 equal tabs 0 and 1 of 4,
    /// the two left coming from old slots 2 and 3 (20 + 156.75·2 = 333.5 and 490.25).
    @Test func deletionsInOneTickAnimateAsOne() throws {
        let bounds = rect(0, 0, 375, 667)
        var three = Self.safari(3, tab: size(300, 200))
        three.beginDeletionAnimation(removed: [IndexPath(section: 0, item: 1)], previousCount: 4, continuing: nil)
        var chained = Self.safari(2, tab: size(300, 200))
        chained.beginDeletionAnimation(removed: [IndexPath(section: 0, item: 0)], previousCount: 3, continuing: three)
        var once = Self.safari(2, tab: size(300, 200))
        once.beginDeletionAnimation(
            removed: [IndexPath(section: 0, item: 0), IndexPath(section: 0, item: 1)], previousCount: 4,
            continuing: nil)
        #expect(chained.deletion?.stages.count == 1)
        for elapsed in [0, 0.1, 0.2] {
            _ = chained.advanceAnimation(to: elapsed)
            _ = once.advanceAnimation(to: elapsed)
            #expect(chained.frame(0, 0, bounds: bounds) == once.frame(0, 0, bounds: bounds))
            #expect(chained.frame(0, 1, bounds: bounds) == once.frame(0, 1, bounds: bounds))
        }
        _ = once.advanceAnimation(to: 0)
        #expect(once.frame(0, 0, bounds: bounds)?.minY == 333.5)
        #expect(once.frame(0, 1, bounds: bounds)?.minY == 490.25)
    }

    /// Ten deletions 10 ms apart keep at most eight stages, and the stack stays in order.
    @Test func overlappingDeletionsAreBounded() throws {
        var layout = Self.safari(30, tab: size(300, 200))
        for count in stride(from: 29, through: 20, by: -1) {
            var next = Self.safari(count, tab: size(300, 200))
            next.beginDeletionAnimation(
                removed: [IndexPath(section: 0, item: 3)], previousCount: count + 1, continuing: layout)
            _ = next.advanceAnimation(to: 0.01)
            layout = next
        }
        #expect(layout.deletion?.stages.count == SafariDeletion.maximumStages)
        let ys = (0..<20).map { layout.originY($0) }
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 <= $1 })
    }
}
