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

    /// The seed's disappearing attributes: the tab's slot (tab 1 of 4: y = 20 + 627/4 = 176.75), alpha 0,
    /// and x = −maxX of the slot's frame (−300) for the tab a swipe holds, whatever its offset.
    @Test func swipeMovesOneTabAndItsDisappearingFrameIsPastTheLeftEdge() throws {
        var layout = Self.safari(4, tab: size(300, 200))
        let bounds = rect(0, 0, 375, 667)
        layout.setSwipe(IndexPath(section: 0, item: 1), offset: -80)
        #expect(layout.frame(0, 1, bounds: bounds)?.minX == -80)
        #expect(layout.frame(0, 2, bounds: bounds)?.minX == 0)
        let gone = try #require(
            layout.finalAttributes(forDisappearingItem: IndexPath(section: 0, item: 1), bounds: bounds))
        #expect(gone.frame == rect(-300, 176.75, 300, 200))
        #expect(gone.alpha == 0)
        #expect(gone.transform == layout.attributes(forItem: IndexPath(section: 0, item: 1), bounds: bounds)?.transform)
        // Tab 2 is not swiped: it leaves at its slot, 20 + 2 · 156.75 = 333.5.
        let resting = try #require(
            layout.finalAttributes(forDisappearingItem: IndexPath(section: 0, item: 2), bounds: bounds))
        #expect(resting.frame == rect(0, 333.5, 300, 200))
        #expect(resting.alpha == 0)
        #expect(layout.finalAttributes(forDisappearingItem: IndexPath(section: 0, item: 4), bounds: bounds) == nil)
        layout.setSwipe(nil, offset: 0)
        #expect(layout.frame(0, 1, bounds: bounds)?.minX == 0)
        let unswiped = layout.finalAttributes(forDisappearingItem: IndexPath(section: 0, item: 1), bounds: bounds)
        #expect(unswiped?.frame == rect(0, 176.75, 300, 200))
    }
}
