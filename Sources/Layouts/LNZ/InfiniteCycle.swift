import LayoutCore

/// Where the infinite layout puts its items: the row of items (a cycle) repeated along
/// x with no section inset, cycle 0 starting half-way along the content so that a user can scroll for
/// thousands of cycles either way. Copy `n` (any integer in range) is item `n mod count` of cycle
/// `⌊n / count⌋` at `x = cycleStart + page·n`.
struct InfiniteCycle: Hashable, Sendable {
    /// The seed's number of cycles; fewer when the content would grow so wide (> 2⁴⁰ pt) that frames
    /// lose their thousandths of a point.
    static let seedCycleCount = 20_000
    static let widestContent = 1_099_511_627_776.0

    var strip: StripGeometry
    var cycleWidth: Double
    var cycleCount: Int
    var cycleStart: Double

    /// The cycle when the items scroll infinitely: at least `threshold` viewports wide and wider than
    /// a viewport and a page, so that no item is ever on screen twice; else nil.
    init?(strip: StripGeometry, threshold: Double) {
        let width = strip.page * Double(strip.count)
        guard strip.count > 0, strip.page > 0, width >= threshold * strip.viewportWidth,
            width >= strip.viewportWidth + strip.page
        else { return nil }
        self.strip = strip
        cycleWidth = width
        let fitting = Int(saturating: Self.widestContent / width) / 2 * 2
        cycleCount = max(2, min(Self.seedCycleCount, fitting))
        cycleStart = Double(cycleCount / 2) * width
    }

    var contentSize: Size { Size(width: Double(cycleCount) * cycleWidth, height: strip.contentHeight) }

    /// Every copy on the content.
    var copies: ClosedRange<Int> {
        let half = cycleCount / 2 * strip.count
        return -half...(half - 1)
    }

    func frame(copy n: Int) -> Rect {
        Rect(origin: Point(x: cycleStart + strip.page * Double(n), y: strip.itemY), size: strip.itemSize)
    }

    /// The data's index of copy `n`.
    func item(ofCopy n: Int) -> Int {
        let remainder = n % strip.count
        return remainder < 0 ? remainder + strip.count : remainder
    }

    /// The one copy of each item shown around `centreX`: the `count` consecutive copies whose centres lie
    /// in the cycle-wide window centred there, moved inside the content at its ends. Every copy that
    /// meets the viewport is among them.
    func shownCopies(around centreX: Double) -> ClosedRange<Int> {
        let windowStart = centreX - cycleWidth / 2
        let centred = Self.index((windowStart - cycleStart - strip.itemSize.width / 2) / strip.page, .up)
        let first = min(max(centred, copies.lowerBound), copies.upperBound - strip.count + 1)
        return first...(first + strip.count - 1)
    }

    /// The shown copies (around `centreX`) whose frames meet `rect`. - Complexity: O(k) for k results.
    func copies(meeting rect: Rect, around centreX: Double) -> [Int] {
        candidates(meeting: rect, around: centreX)?.filter { frame(copy: $0).intersects(rect) } ?? []
    }

    /// The shown copies whose pages meet `rect`, nil when none. - Complexity: O(1).
    private func candidates(meeting rect: Rect, around centreX: Double) -> ClosedRange<Int>? {
        let low = Self.index((rect.minX - strip.itemSize.width - cycleStart) / strip.page, .down)
        let high = Self.index((rect.maxX - cycleStart) / strip.page, .up)
        return shownCopies(around: centreX).clamped(low, high, copies)
    }

    /// How many of `copies(meeting:around:)` there are, counted no further than `limit + 1`.
    /// - Complexity: O(min(k, limit)) for the k copies in the range that meets `rect`.
    func countCopies(meeting rect: Rect, around centreX: Double, upTo limit: Int) -> Int {
        guard let range = candidates(meeting: rect, around: centreX) else { return 0 }
        var count = 0
        for copy in range where frame(copy: copy).intersects(rect) {
            count += 1
            if count > limit { break }
        }
        return count
    }

    /// The copy whose centre is closest to `x`; between two equally close, the one of the lower item
    /// index. - Complexity: O(1).
    func copy(nearestCentre x: Double) -> Int {
        let position = (x - cycleStart - strip.itemSize.width / 2) / strip.page - 0.5
        var copy = Self.index(position, .up)
        if position.rounded(.up) == position, item(ofCopy: copy + 1) < item(ofCopy: copy) { copy += 1 }
        return min(max(copy, copies.lowerBound), copies.upperBound)
    }

    /// An integer index from a position in copies, saturated far outside any content.
    private static func index(_ position: Double, _ rule: FloatingPointRoundingRule) -> Int {
        Int(saturating: position, rule)
    }
}

extension ClosedRange<Int> {
    /// The part of the range within `low...high` and `limit`, or nil when none.
    fileprivate func clamped(_ low: Int, _ high: Int, _ limit: ClosedRange<Int>) -> ClosedRange<Int>? {
        let first = Swift.max(lowerBound, low, limit.lowerBound)
        let last = Swift.min(upperBound, high, limit.upperBound)
        return first <= last ? first...last : nil
    }
}
