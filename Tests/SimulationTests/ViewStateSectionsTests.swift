import LayoutCore
import Specs
import Testing

import func Foundation.log

@testable import Simulation

/// `Simulator.state(of:)` reports each orthogonal section's own scroll state and the displayed
/// supplementary views.
///
/// The feed of `OrthogonalSectionTests` (375×600): section 0 a 40-pt header at y 0…40, then a continuous
/// carousel of 150×200 cards (the only orthogonal section); section 1 100-pt rows below it.
@Suite struct ViewStateSectionsTests {
    static func feed() throws -> ViewSpec {
        try OrthogonalSectionTests.feed(
            behavior: "continuous",
            extra:
                "boundarySupplementaryItems: [{kind: header, size: {width: {fractionalWidth: 1}, height: {absolute: 40}}, alignment: top}]"
        )
    }

    /// Four carousels of 150×100 cards in 375×600, one section layout serving every section.
    static func carousels() throws -> ViewSpec {
        try SpecFile.decode(
            """
            viewport: [375, 600]
            layout:
              type: compositional
              sections:
                - group:
                    direction: horizontal
                    size: {width: {absolute: 150}, height: {absolute: 100}}
                    subitems: [{item: {size: {width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}}}]
                  orthogonalScrollingBehavior: continuous
            sections: [{items: 10}, {items: 10}, {items: 10}, {items: 10}]
            """, format: .yaml)
    }

    /// Before any gesture the carousel rests at 0, idle; one tick into a 1,000 pt/s fling it decelerates
    /// with an offset between 0 and its resting 499.5 pt (1 / ln(1 / 0.998), UIKit's normal rate); at rest
    /// it is idle at 499.5 with no velocity. The view itself never moves.
    @Test func eachOrthogonalSectionReportsItsOffsetPhaseAndVelocity() throws {
        var simulator = Simulator()
        _ = try simulator.createView(Self.feed(), id: "feed")
        let resting = ViewState.Section(section: 0, contentOffset: .zero, phase: .idle, velocity: .zero)
        #expect(simulator.state(of: "feed")?.sections == [resting])
        _ = try simulator.apply(.fling(view: "feed", velocity: Vector(dx: -1000, dy: 0), target: .section(0)))
        _ = simulator.step()
        let moving = try #require(simulator.state(of: "feed")?.sections.first)
        #expect(moving.phase == .decelerating)
        #expect(moving.contentOffset.x > 0 && moving.contentOffset.x < 499.5 && moving.contentOffset.y == 0)
        #expect(moving.velocity.dx > 0)
        while !simulator.isIdle { _ = simulator.step() }
        let state = try #require(simulator.state(of: "feed"))
        let rested = try #require(state.sections.first)
        #expect(state.sections.count == 1 && rested.phase == .idle && rested.velocity == .zero)
        #expect(abs(rested.contentOffset.x - 1 / -log(0.998)) < 1e-6)
        #expect(state.contentOffset == .zero)
    }

    /// Section 0's header (y 0…40) is displayed at first; scrolled to y 300 it is above the bounds
    /// (300…900) and not displayed. A layout without orthogonal sections reports none.
    @Test func theDisplayedSupplementariesAreReported() throws {
        var simulator = Simulator()
        _ = try simulator.createView(Self.feed(), id: "feed")
        let header = ViewState.Supplementary(kind: .header, indexPath: IndexPath(section: 0, item: 0))
        #expect(simulator.state(of: "feed")?.supplementaries == [header])
        _ = try simulator.apply(.scrollTo(view: "feed", offset: Point(x: 0, y: 300), animated: false, section: nil))
        #expect(simulator.state(of: "feed")?.supplementaries == [])
        let list = try SpecFile.decode(
            "viewport: [100, 100]\nlayout: {type: flow, itemSize: [100, 50]}\nsections: [{items: 4}]", format: .yaml)
        _ = try simulator.createView(list, id: "list")
        #expect(simulator.state(of: "list")?.sections == [])
    }

    /// Four carousels of 150×100 cards (one section layout serving every section): sections 3, then 1 are
    /// flung (addressed in that order); the states list all four in section order, 1 and 3 decelerating
    /// (a positive offset, below the resting 499.5 pt after one tick), 0 and 2 idle at 0 (no gesture).
    @Test func sectionsScrolledOutOfOrderAreReportedInSectionOrder() throws {
        var simulator = Simulator()
        let spec = try Self.carousels()
        _ = try simulator.createView(spec, id: "feed")
        for section in [3, 1] {
            _ = try simulator.apply(
                .fling(view: "feed", velocity: Vector(dx: -1000, dy: 0), target: .section(section)))
        }
        _ = simulator.step()
        let sections = try #require(simulator.state(of: "feed")?.sections)
        #expect(sections.map(\.section) == [0, 1, 2, 3])
        for state in sections {
            let flung = state.section == 1 || state.section == 3
            #expect(state.phase == (flung ? .decelerating : .idle))
            #expect(flung ? state.contentOffset.x > 0 && state.contentOffset.x < 499.5 : state.contentOffset == .zero)
        }
    }

    /// `contentOffset(of:)`, which a command's reply reads, is the offset `state(of:)` reports: (0, 300)
    /// after an unanimated scroll there; nil for a view that does not exist.
    @Test func theContentOffsetIsReadWithoutTheState() throws {
        var simulator = Simulator()
        _ = try simulator.createView(Self.feed(), id: "feed")
        _ = try simulator.apply(.scrollTo(view: "feed", offset: Point(x: 0, y: 300), animated: false, section: nil))
        #expect(simulator.contentOffset(of: "feed") == Point(x: 0, y: 300))
        #expect(simulator.contentOffset(of: "feed") == simulator.state(of: "feed")?.contentOffset)
        #expect(simulator.contentOffset(of: "none") == nil)
    }

    /// A tick advances only the sections set moving: four carousels (as above) moved by unanimated
    /// `scrollTo`s are at rest, so one tick leaves none listed; a fling of section 2 lists it alone, until
    /// it rests. The view of `feed` is idle again once it does.
    @Test func aTickLooksOnlyAtTheMovingSections() throws {
        var simulator = Simulator()
        let spec = try Self.carousels()
        _ = try simulator.createView(spec, id: "feed")
        for section in 0..<4 {
            _ = try simulator.apply(
                .scrollTo(view: "feed", offset: Point(x: 10, y: 0), animated: false, section: section))
        }
        _ = simulator.step()
        #expect(simulator.views[0].movingSections == [])
        #expect(simulator.views[0].sectionScrolls.count == 4)
        _ = try simulator.apply(.fling(view: "feed", velocity: Vector(dx: -1000, dy: 0), target: .section(2)))
        _ = simulator.step()
        #expect(simulator.views[0].movingSections == [2])
        while !simulator.isIdle { _ = simulator.step() }
        #expect(simulator.views[0].movingSections == [])
    }
}
