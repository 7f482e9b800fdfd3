import LayoutCore
import Layouts
import Platform
import ScrollPhysics
import Testing

@testable import Simulation

/// PluginLayout's effects in the simulator: each tick the attributes are asked for
/// again at the new bounds, so a pinned header moves with the view and the displayed set is decided by
/// the frames after the effects, not by the cached ones.
@Suite struct PluginSimulationTests {
    /// Two flow sections in a 300 × 500 view, each a 50-pt header, insets 20 above and 30 below, ten
    /// 300 × 100 items and a 40-pt footer: section 0's header at 0, its items 70–1070, its footer at 1100;
    /// section 1's header at 1140, its items 1210–2210, its footer at 2240; the content is 2280 high.
    static func pinnedHeadersSpec() -> ViewSpec {
        var flow = PluginChoice(type: .flow)
        flow.sectionHeadersPinToVisibleBounds = true
        var answers = SectionAnswers(
            sectionInset: EdgeInsets(top: 20, left: 0, bottom: 30, right: 0), minimumLineSpacing: 0,
            header: Size(width: 300, height: 50), footer: Size(width: 300, height: 40))
        answers.plugin = flow
        let section = SectionData(
            itemCount: 10, common: ItemAnswers(size: Size(width: 300, height: 100)), answers: answers)
        return ViewSpec(
            viewport: Size(width: 300, height: 500), layout: .plugin(PluginLayoutConfiguration()),
            data: CollectionData(sections: [section, section]))
    }

    /// The sticky start effect by hand: y = max(items.minY − 50 − 20, min(items.maxY − 50, offset)).
    static func expectedHeaderY(section: Int, offset: Double) -> Double {
        max(naturalHeaderY(section), min(naturalHeaderY(section) + 70 + 1000 - 50, offset))
    }

    static func naturalHeaderY(_ section: Int) -> Double { 1140 * Double(section) }

    @Test func pinnedHeadersFollowTheBoundsTickByTick() throws {
        var simulator = Simulator(tickHz: 120)
        _ = try simulator.createView(Self.pinnedHeadersSpec(), id: "feed")
        var ticksPinned = 0
        func run(_ ticks: Int) {
            for _ in 0..<ticks {
                let events = simulator.step()
                let offset = simulator.state(of: "feed")!.contentOffset.y
                for section in 0..<2 {
                    let header = IndexPath(section: section, item: 0)
                    let key = SimulatedView.ElementKey.element(.supplementary, .header, header)
                    let y = Self.expectedHeaderY(section: section, offset: offset)
                    let shouldShow = y < offset + 500 && y + 50 > offset
                    let shown = simulator.views[0].displayed[key]
                    #expect((shown != nil) == shouldShow, "tick \(simulator.tick), section \(section) at \(offset)")
                    if let shown { #expect(abs(shown.frame.minY - y) < 1e-9, "tick \(simulator.tick)") }
                    if shown != nil && y > Self.naturalHeaderY(section) { ticksPinned += 1 }
                    // A pinned header is announced once when it comes into view and not again as it moves.
                    let announced = events.filter {
                        if case .willDisplay(let attributes) = $0.kind {
                            SimulatedView.ElementKey(attributes) == key
                        } else {
                            false
                        }
                    }
                    #expect(announced.count <= 1)
                }
            }
        }
        _ = try simulator.apply(.fling(view: "feed", velocity: Vector(dx: 0, dy: -4000)))
        run(720)
        #expect(simulator.isIdle)
        #expect(simulator.state(of: "feed")?.contentOffset.y == 1780)
        _ = try simulator.apply(.fling(view: "feed", velocity: Vector(dx: 0, dy: 4000)))
        run(720)
        #expect(simulator.state(of: "feed")?.contentOffset.y == 0)
        #expect(ticksPinned > 100, "the headers were pinned below their natural place for a while")
    }

    /// One flow section of twenty 300 × 100 items at y = 100·i in a 300 × 500 view, with an elastic effect
    /// of spacing 150 and span 200 on its cells.
    static func elasticSpec() -> ViewSpec {
        var answers = SectionAnswers(minimumLineSpacing: 0)
        answers.plugin = PluginChoice(type: .flow)
        answers.effects = [SectionEffect(.elastic(spacing: 150, span: 200), kind: .cell)]
        let section = SectionData(
            itemCount: 20, common: ItemAnswers(size: Size(width: 300, height: 100)), answers: answers)
        return ViewSpec(
            viewport: Size(width: 300, height: 500), layout: .plugin(PluginLayoutConfiguration()),
            data: CollectionData(sections: [section]))
    }

    /// Item i's top after the elastic effect: p = (offset − y + 500 − 200)/200 and the shift is
    /// 150·clamp(1 − p, 0, 1)⁴.
    static func elasticTop(item: Int, offset: Double) -> Double {
        let y = 100 * Double(item)
        let p = (offset - y + 300) / 200
        return y + 150 * pow(min(max(1 - p, 0), 1), 4)
    }

    /// The items whose frames after the effect meet the bounds.
    static func expectedVisible(offset: Double) -> [IndexPath] {
        (0..<20).filter {
            let top = elasticTop(item: $0, offset: offset)
            return top < offset + 500 && top + 100 > offset
        }.map { IndexPath(section: 0, item: $0) }
    }

    @Test func theDisplayedSetFollowsTheElasticEffect() throws {
        var simulator = Simulator(tickHz: 120)
        let created = try simulator.createView(Self.elasticSpec(), id: "feed")
        // At rest, item 4's cached frame (400–500) meets the bounds, but the effect pushes it to 550.
        #expect(simulator.state(of: "feed")?.visibleCells == (0..<4).map { IndexPath(section: 0, item: $0) })
        #expect(created.count == 4)
        var entered = 0
        var ended = 0
        func run(_ ticks: Int) {
            for _ in 0..<ticks {
                let before = Set(simulator.state(of: "feed")!.visibleCells)
                let events = simulator.step()
                let offset = simulator.state(of: "feed")!.contentOffset.y
                let visible = simulator.state(of: "feed")!.visibleCells
                #expect(visible == Self.expectedVisible(offset: offset), "tick \(simulator.tick) at \(offset)")
                var announced: Set<IndexPath> = []
                var left: Set<IndexPath> = []
                for event in events {
                    switch event.kind {
                    case .willDisplay(let attributes):
                        announced.insert(attributes.indexPath)
                        let top = Self.elasticTop(item: attributes.indexPath.item, offset: offset)
                        #expect(abs(attributes.frame.minY - top) < 1e-9, "tick \(simulator.tick)")
                    case .didEndDisplaying(let attributes): left.insert(attributes.indexPath)
                    default: break
                    }
                }
                #expect(announced == Set(visible).subtracting(before), "tick \(simulator.tick)")
                #expect(left == before.subtracting(visible), "tick \(simulator.tick)")
                entered += announced.count
                ended += left.count
            }
        }
        _ = try simulator.apply(.fling(view: "feed", velocity: Vector(dx: 0, dy: -1500)))
        run(600)
        _ = try simulator.apply(.fling(view: "feed", velocity: Vector(dx: 0, dy: 1500)))
        run(600)
        #expect(simulator.isIdle)
        #expect(entered > 6 && ended > 6, "cells entered and left both ways")
    }
}
