import LayoutCore
import Testing

import func Foundation.log

@testable import Simulation

/// `continuousGroupLeadingBoundary` rests on group starts, and on the row's end when its last group rests
/// past it: a scroll view can always rest at its last offset, and only there is the last group whole on
/// screen.
///
/// The row (`OrthogonalSectionTests.feed`, 375×600, a list below it): five cards 120 wide, 10 apart,
/// inside 16-pt side insets: card k spans x 16 + 130k … 136 + 130k, group k rests at 130k, and the row's
/// content is 16 + 5·120 + 4·10 + 16 = 672 pt long, its largest offset 672 − 375 = 297. Group 3 (390) and group 4 (520) rest past it; the group start before
/// the end is 260, where card 4 (536…656) is cut at 260 + 375 = 635; at 297 it ends 656 − 297 = 359,
/// inside the view.
@Suite struct OrthogonalLeadingBoundaryTests {
    static func row() throws -> ViewSpec {
        try OrthogonalSectionTests.feed(behavior: "continuousGroupLeadingBoundary", cardWidth: 120, cards: 5)
    }

    /// Where section 0 rests after `commands`.
    static func rest(after commands: [Command]) throws -> Double {
        let (simulator, _) = try OrthogonalSectionTests.run(try row(), commands)
        return simulator.views[0].sectionOffset(0)
    }

    static func fling(_ speed: Double) -> Command {
        .fling(view: "feed", velocity: Vector(dx: -speed, dy: 0), target: .section(0))
    }

    static let atGroupTwo = Command.scrollTo(view: "feed", offset: Point(x: 260, y: 0), animated: false, section: 0)

    /// A hard fling (3,000 pt/s) from 0 would rest far past the end (3,000 / (1000 · ln(1 / 0.998)) ≈
    /// 1,498.5 pt on), proposed at the end, 297: the end itself is nearer than any group start (260 is 37
    /// away), so it rests there. The old rule took the nearest group, 297 / 130 = 2.28: group 2, 260.
    @Test func aHardFlingRestsAtTheEnd() throws {
        #expect(try Self.rest(after: [Self.fling(3000)]) == 297)
    }

    /// A flick (200 pt/s) from group 2 (260) would rest 200 / (1000 · ln(1 / 0.998)) ≈ 99.9 pt on, at
    /// 359.9, proposed at the end, 297: it rests there. The old rule brought it back to 260, so that
    /// no release ever showed card 4 whole.
    @Test func aFlickFromTheLastWholeGroupRestsAtTheEnd() throws {
        #expect(try Self.rest(after: [Self.atGroupTwo, Self.fling(200)]) == 297)
    }

    /// A slower flick (30 pt/s) from 260 would rest 30 / (1000 · ln(1 / 0.998)) ≈ 14.99 pt on, at 274.99:
    /// 260 is 14.99 away, the end 22.01: it stays on group 2's start. The end is one rest among the group
    /// starts, not a pull on every release.
    @Test func aReleaseNearerAGroupStartStillRestsThere() throws {
        #expect(abs(30 / (1000 * log(1 / 0.998)) - 14.99) < 0.01)
        #expect(try Self.rest(after: [Self.atGroupTwo, Self.fling(30)]) == 260)
    }

    /// A backward fling from the end rests on a group start again: 297 − 99.9 = 197.1 is nearest 260 (62.9
    /// away; 130 is 67.1).
    @Test func aBackwardFlingFromTheEndRestsOnAGroupStart() throws {
        let toEnd = Command.scrollTo(view: "feed", offset: Point(x: 297, y: 0), animated: false, section: 0)
        #expect(try Self.rest(after: [toEnd, Self.fling(-200)]) == 260)
    }
}
