import LayoutCore

/// A line of a flow or grid plugin section as placed: the flat index of its first item's frame, and the
/// section's extent along the scroll axis before it (its running end), from which the line starts:
/// `lineSpacing` after it, or at it for the section's first line. A change re-places from a line's
/// start with these alone. 16 bytes.
struct PluginLine: Hashable, Sendable, LineStartingAtItem {
    var firstItem: Int32
    var endBefore: Double
}

/// Where a plugin writes frames: a prepare's storage sized beforehand, or a change's patch.
protocol PluginFrameSink {
    /// The frames written so far.
    var count: Int { get }
    mutating func append(_ frame: Rect)
    /// The storage, whose first `count` frames are written, to realign a line in place.
    mutating func withFrames(_ body: (UnsafeMutableBufferPointer<Rect>) -> Void)
}

extension BufferWriter: PluginFrameSink where Element == Rect {
    @inline(__always)
    mutating func withFrames(_ body: (UnsafeMutableBufferPointer<Rect>) -> Void) { body(buffer) }
}

/// The frames a change re-places, in a growable array.
struct PluginFramePatch: PluginFrameSink {
    var frames: [Rect] = []

    var count: Int { frames.count }
    mutating func append(_ frame: Rect) { frames.append(frame) }
    mutating func withFrames(_ body: (UnsafeMutableBufferPointer<Rect>) -> Void) {
        frames.withUnsafeMutableBufferPointer { body($0) }
    }
}

/// Asked, before each new line of a flow plugin section, whether placement stops there.
protocol PluginLineStop {
    /// Whether placement stops instead of starting a line with the section's item `item` after the running
    /// end `endBefore`.
    mutating func stops(atItem item: Int, endBefore: Double) -> Bool
}

/// Never stops: a prepare places the whole section.
struct PlaceEveryLine: PluginLineStop {
    @inline(__always) func stops(atItem item: Int, endBefore: Double) -> Bool { false }
}

/// The flow plugin's line breaking, one item at a time, from the start of a line: a prepare runs it over
/// a whole section, a change from the line its edit reaches until a new line would start as an old one
/// did. Each line's extents are kept while it is placed, so that realigning it is one pass of writes.
struct PluginLinePlacer {
    private let plugin: FlowPlugin
    private let wrapLimit: Double
    /// The flat index of the sink's frame 0.
    private let flatBase: Int
    /// The section's extent along the scroll axis so far: where the next line starts from.
    private var sectionEnd: Double
    /// The section's index of the item written as the sink's frame 0.
    private let itemAtFrameZero: Int
    private var line: Line

    /// The line being placed: where it starts along the scroll axis and the running end before it, its
    /// first frame in the sink, its last item's far edge across (where the next one goes) and the largest
    /// far edges of its items so far (as `Rect.max(along:)` gives them).
    private struct Line {
        var start: Double
        var endBefore: Double
        var first: Int
        var lastMaxCross = -Double.infinity
        var maxCross = -Double.infinity
        var maxMain = -Double.infinity
    }

    /// A placer whose next item is the section's `firstItem`, written as frame `firstFrame` of the sink,
    /// starting a line after the running end `endBefore` (at it when the line is the section's first);
    /// the sink's frame 0 is flat item `firstFlatItem`.
    init(
        _ plugin: FlowPlugin, firstFlatItem: Int, firstFrame: Int = 0, firstItem: Int, endBefore: Double,
        isFirstLine: Bool
    ) {
        self.plugin = plugin
        let crossExtent = plugin.metrics.crossExtent
        wrapLimit = crossExtent + FlowPlugin.wrapTolerance * max(1, abs(crossExtent))
        flatBase = firstFlatItem
        sectionEnd = endBefore
        itemAtFrameZero = firstItem - firstFrame
        line = Line(
            start: isFirstLine ? endBefore : endBefore + plugin.metrics.lineSpacing, endBefore: endBefore,
            first: firstFrame)
    }

    /// Places the next item, of `size` along and across the scroll axis. When it would start a new line,
    /// `stop` is asked first: when it stops, the line is not started, nothing is placed and the result is
    /// false. - Complexity: O(1), plus the realignment of the line it ends.
    @inline(__always)
    mutating func place<Sink: PluginFrameSink, Stop: PluginLineStop>(
        _ size: (main: Double, cross: Double), frames: inout Sink, lines: inout [PluginLine], stop: inout Stop
    ) -> Bool {
        let metrics = plugin.metrics
        var cross = metrics.crossStart
        if frames.count > line.first {
            let next = line.lastMaxCross + metrics.itemSpacing
            if next + size.cross + metrics.crossEnd > wrapLimit {
                endLine(frames: &frames, lines: &lines, isLast: false)
                if stop.stops(atItem: itemAtFrameZero + frames.count, endBefore: sectionEnd) { return false }
                line = Line(start: sectionEnd + metrics.lineSpacing, endBefore: sectionEnd, first: frames.count)
            } else {
                cross = next
            }
        }
        frames.append(
            Rect(main: line.start, cross: cross, mainLength: size.main, crossLength: size.cross, axis: metrics.axis))
        line.lastMaxCross = cross + size.cross
        line.maxCross = max(line.maxCross, line.lastMaxCross)
        line.maxMain = max(line.maxMain, line.start + size.main)
        return true
    }

    /// Ends the last line after the section's last item; the section's extent along the scroll axis. O(items
    /// of the line).
    @inline(__always)
    mutating func finish<Sink: PluginFrameSink>(frames: inout Sink, lines: inout [PluginLine]) -> Double {
        if frames.count > line.first { endLine(frames: &frames, lines: &lines, isLast: true) }
        return sectionEnd
    }

    /// Realigns the line placed and records it in `lines`.
    @inline(__always)
    private mutating func endLine<Sink: PluginFrameSink>(frames: inout Sink, lines: inout [PluginLine], isLast: Bool) {
        let line = line
        lines.append(PluginLine(firstItem: Int32(truncatingIfNeeded: flatBase + line.first), endBefore: line.endBefore))
        let range = line.first..<frames.count
        frames.withFrames { plugin.realign($0, range, maxCross: line.maxCross, maxMain: line.maxMain, isLast: isLast) }
        sectionEnd = max(sectionEnd, line.maxMain)
    }
}
