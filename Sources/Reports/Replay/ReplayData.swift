import LayoutCore
import Layouts
import Simulation
import Wire
import WireFormat

/// The data a replay page plays, as one JSON object:
///
/// - `name`, `tickHz`, `lastTick`;
/// - `views`: for each view its `id`, `viewport` `[w, h]`, `contentSize` `[w, h]`, `motions` (rows
///   `[tick, x, y, vx, vy]` where the offset or velocity changed) and `changes` (rows `[tick, set, removed]`:
///   `set` holds `[key, label, x, y, w, h, zIndex, alpha, transform, pins, category]` for each element
///   that entered or changed (keyed `KIND/SECTION-ITEM`, with `~1`, `~2`, … for an element an animated
///   data change fades out), the transform 16 numbers in CATransform3D order or null, pins 1 when x and 2
///   when y is in viewport coordinates (both: 3), category 0 for a cell, 1 a supplementary view, 2 a
///   decoration; `removed` the keys that left) and `sections` (each orthogonal section that moved:
///   `{section, motions}`, the motions in the section's own coordinates, from a row at rest at tick 0);
/// - `events`: the transcript's events, as `scrollsim run` prints them;
/// - `failure`: the failed expectation with the tick it failed at, or null.
///
/// Numbers are written as the transcripts write them (three decimals at most).
enum ReplayData {
    /// The JSON's UTF-8 bytes, escaped to sit inside a `<script>` element (`escapedForScript`).
    /// - Complexity: O(size).
    static func json(
        name: String, tickHz: Double, recorder: ReplayRecorder, transcript: String, failure: ScenarioFailure?
    ) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(transcript.utf8.count * 2 + 4096)
        out += #"{"name":"#.utf8
        JSONValue.string(name).write(to: &out)
        out += #","tickHz":"#.utf8
        JSONValue.number(tickHz).write(to: &out)
        out += ",\"lastTick\":\(recorder.lastTick),\"views\":[".utf8
        for (index, track) in recorder.tracks.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            write(track, sections: recorder.sections[track.id] ?? [], to: &out)
        }
        out += #"],"events":["#.utf8
        var first = true
        for line in transcript.utf8.split(separator: UInt8(ascii: "\n")) {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            out += line
        }
        out += #"],"failure":"#.utf8
        if let failure {
            let tick = (failure.milliseconds * tickHz / 1000).rounded()
            JSONValue.object([
                "tick": .number(tick), "t": .number(failure.milliseconds), "step": .number(Double(failure.step)),
                "name": .string(failure.name), "line": failure.line.map { .number(Double($0)) } ?? .null,
                "expected": .string(failure.expected), "actual": .string(failure.actual),
                "message": .string(failure.description),
            ]).write(to: &out)
        } else {
            out += "null".utf8
        }
        out.append(UInt8(ascii: "}"))
        return escapedForScript(out)
    }

    private static func write(
        _ track: ReplayRecorder.Track, sections: [ReplayRecorder.SectionTrack], to out: inout [UInt8]
    ) {
        out += #"{"id":"#.utf8
        JSONValue.string(track.id).write(to: &out)
        out += #","viewport":"#.utf8
        numbers([track.viewport.width, track.viewport.height], to: &out)
        out += #","contentSize":"#.utf8
        numbers([track.contentSize.width, track.contentSize.height], to: &out)
        out += #","motions":"#.utf8
        write(track.motions, to: &out)
        out += #","sections":["#.utf8
        for (index, section) in sections.sorted(by: { $0.section < $1.section }).enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out += "{\"section\":\(section.section),\"motions\":".utf8
            write(section.motions, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out += #"],"changes":["#.utf8
        for (index, change) in track.changes.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out += "[\(change.tick),[".utf8
            for (number, drawn) in change.set.enumerated() {
                if number > 0 { out.append(UInt8(ascii: ",")) }
                write(drawn, to: &out)
            }
            out += "],[".utf8
            for (number, key) in change.removed.enumerated() {
                if number > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.string(self.key(key)).write(to: &out)
            }
            out += "]]".utf8
        }
        out += "]}".utf8
    }

    private static func write(_ drawn: ReplayRecorder.Drawn, to out: inout [UInt8]) {
        let element = drawn.attributes
        let key = ReplayRecorder.ElementKey(kind: element.kind, indexPath: element.indexPath, fading: drawn.fading)
        let path = "\(element.indexPath.section)-\(element.indexPath.item)"
        out.append(UInt8(ascii: "["))
        JSONValue.string(self.key(key)).write(to: &out)
        out.append(UInt8(ascii: ","))
        JSONValue.string(element.kind == .cell ? path : "\(shortName(element.kind)) \(path)").write(to: &out)
        let frame = element.frame
        for value in [frame.minX, frame.minY, frame.width, frame.height, Double(element.zIndex), element.alpha] {
            out.append(UInt8(ascii: ","))
            JSONValue.number(value).write(to: &out)
        }
        out.append(UInt8(ascii: ","))
        if element.hasTransform {
            let m = element.transform
            numbers(
                [
                    m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42,
                    m.m43, m.m44,
                ], to: &out)
        } else {
            out += "null".utf8
        }
        let category =
            switch element.category {
            case .cell: 0
            case .supplementary: 1
            case .decoration: 2
            }
        out += ",\((drawn.pinnedX ? 1 : 0) + (drawn.pinnedY ? 2 : 0)),\(category)]".utf8
    }

    /// `[[tick, x, y, vx, vy], …]`.
    private static func write(_ motions: [ReplayRecorder.Motion], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (index, motion) in motions.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            numbers(
                [Double(motion.tick), motion.offset.x, motion.offset.y, motion.velocity.dx, motion.velocity.dy],
                to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// A supplementary kind's name as short as a cell's label: `col 0-3` for a table's column header.
    private static func shortName(_ kind: ElementKind) -> String {
        switch kind {
        case .columnHeader: "col"
        case .rowHeader: "row"
        default: kind.rawValue
        }
    }

    /// `cell/0-3`, `header/1-0`: an element's key on the page; `cell/0-3~1` (`~2`, …) for an element fading out.
    private static func key(_ key: ReplayRecorder.ElementKey) -> String {
        let path = "\(key.kind.rawValue)/\(key.indexPath.section)-\(key.indexPath.item)"
        return key.fading > 0 ? path + "~\(key.fading)" : path
    }

    /// `[a,b,…]` in the canonical number format.
    private static func numbers(_ values: [Double], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONValue.number(value).write(to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// Every `<`, `>` and `&` as `\u003c`, `\u003e` and `\u0026`, and U+2028 and U+2029 as `\u2028` and
    /// `\u2029`: JSON has them only inside strings, where these mean the same characters, and without them
    /// no text in the data can end the `<script>` element or switch the HTML parser's state (`<!--` with a
    /// `<script>` after it would swallow the page's own script). - Complexity: O(size).
    static func escapedForScript(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 16)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"): out += #"\u003c"#.utf8
            case UInt8(ascii: ">"): out += #"\u003e"#.utf8
            case UInt8(ascii: "&"): out += #"\u0026"#.utf8
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] & 0xFE) == 0xA8:
                // U+2028 is E2 80 A8 in UTF-8, U+2029 E2 80 A9.
                out += (bytes[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8
                index += 2
            default: out.append(byte)
            }
            index += 1
        }
        return out
    }
}
