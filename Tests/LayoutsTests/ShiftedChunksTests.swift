import LayoutTestKit
import Testing

@testable import Layouts

/// `ShiftedChunks` reads as the plain array it stands for, after any sequence of edits: the model is an
/// array edited the obvious way (replace a stretch, add the shift to every later element).
@Suite struct ShiftedChunksTests {
    /// A number moved by whole steps: the shift of the elements after an edit.
    struct Mark: ChunkShiftable, Equatable {
        var value: Int
        func shifted(by shift: Int) -> Mark { Mark(value: value + shift) }
    }

    /// 20,000 nondecreasing marks (ten chunks); 200 random edits, each checked against the model: every
    /// element, the chunks' lengths, and `partitionPoint` over random thresholds. Inserted marks repeat
    /// the value before the edit and shifts are not negative, so the marks stay nondecreasing.
    @Test func randomEditsReadAsTheEditedArray() {
        var random = SeededGenerator.forTest("shifted chunks")
        var model = (0..<20_000).map { Mark(value: $0 / 3) }
        var chunks = ShiftedChunks(model)
        for round in 0..<200 {
            let lower = Int.random(in: 0...model.count, using: &random)
            let length = Int.random(in: 0...(Bool.random(using: &random) ? 30 : 6_000), using: &random)
            let range = lower..<min(model.count, lower + length)
            let repeated = lower > 0 ? model[lower - 1] : Mark(value: 0)
            let insertedCount = Int.random(in: 0...(round % 20 == 0 ? 9_000 : 25), using: &random)
            let inserted = Array(repeating: repeated, count: insertedCount)
            let delta = Int.random(in: 0...5, using: &random)

            let keptAfter = model[range.upperBound...].map { $0.shifted(by: delta) }
            model.replaceSubrange(range.lowerBound..., with: inserted + keptAfter)
            chunks.replaceSubrange(range, with: inserted, shiftingAfterBy: delta)

            #expect(chunks.count == model.count)
            #expect(Self.firstMismatch(chunks, model) == nil, "round \(round), \(range)")
            #expect(chunks.chunks.allSatisfy { !$0.isEmpty && $0.count <= ShiftedChunks<Mark>.largestChunkCount })
            for _ in 0..<8 where !model.isEmpty {
                let index = Int.random(in: 0..<model.count, using: &random)
                #expect(chunks[index] == model[index])
                let threshold = model[index].value
                let expected = model.firstIndex { $0.value >= threshold } ?? model.count
                #expect(chunks.partitionPoint { $0.value >= threshold } == expected)
                let window = index / 2..<min(model.count, index + 100)
                #expect(
                    chunks.partitionPoint(in: window) { $0.value > threshold }
                        == window.first { model[$0].value > threshold } ?? window.upperBound)
            }
            Self.expectWalks(chunks, model, &random, round: round)
            if model.count != chunks.count { return }
        }
    }

    /// `readInPlace` over a random stretch of up to three chunks' length reads at each index the model's
    /// element there when the stretch lies in one chunk, and declines otherwise.
    static func expectWalks(
        _ chunks: ShiftedChunks<Mark>, _ model: [Mark], _ random: inout SeededGenerator, round: Int
    ) {
        let lower = Int.random(in: 0...model.count, using: &random)
        let upper = min(model.count, lower + Int.random(in: 0...6_000, using: &random))
        var read: [Mark]?
        let inPlace = chunks.readInPlace(lower..<upper) { reader in read = (lower..<upper).map { reader[$0] } }
        #expect(inPlace == (read != nil), "round \(round)")
        if let read { #expect(read == Array(model[lower..<upper]), "round \(round)") }
        #expect((lower..<upper).map { chunks[$0] } == Array(model[lower..<upper]), "round \(round)")
    }

    /// A stretch that lies in one chunk is read in place. Built from 10,000 marks, the chunks are 0..<2048,
    /// 2048..<4096, ... (2,048 each): 100..<200 and 2040..<2048 lie in the first, 2048..<2100 in the second,
    /// 2040..<2050 crosses from the first to the second, and an empty stretch is not read. After a shift of 5
    /// from index 3,000 (the second chunk rewritten, the later ones shifted), 4096..<4100 lies in the third
    /// chunk and reads 4096 + 5 up.
    @Test func aStretchInOneChunkIsReadInPlace() {
        var chunks = ShiftedChunks((0..<10_000).map { Mark(value: $0) })
        for (range, inPlace) in [
            (100..<200, true), (2040..<2048, true), (2048..<2100, true), (2040..<2050, false), (5..<5, false),
        ] {
            var read: [Int]?
            #expect(
                chunks.readInPlace(range) { reader in read = range.map { reader[$0].value } } == inPlace, "\(range)")
            #expect(read == (inPlace ? Array(range) : nil), "\(range)")
        }
        chunks.replaceSubrange(3_000..<3_000, with: [], shiftingAfterBy: 5)
        var read: [Int]?
        #expect(chunks.readInPlace(4_096..<4_100) { reader in read = (4_096..<4_100).map { reader[$0].value } })
        #expect(read == [4_101, 4_102, 4_103, 4_104])
    }

    /// Splices applied to chunks leave what they leave applied to an array (`Array.apply`): replaced
    /// stretches, and each kept element moved by the shift of the splice before it.
    @Test func splicesApplyAsToAnArray() {
        var random = SeededGenerator.forTest("shifted chunk splices")
        var array = (0..<12_000).map { Mark(value: $0) }
        var chunks = ShiftedChunks(array)
        for round in 0..<40 {
            var splices: [Splice<Mark, Int>] = []
            var shift = 0
            var lower = Int.random(in: 0...3_000, using: &random)
            while lower <= array.count {
                let upper = min(array.count, lower + Int.random(in: 0...40, using: &random))
                shift += Int.random(in: -3...3, using: &random)
                let inserted = (0..<Int.random(in: 0...40, using: &random)).map { Mark(value: -$0) }
                splices.append(Splice(removed: lower..<upper, inserted: inserted, shiftAfter: shift))
                lower = upper + 1 + Int.random(in: 0...3_000, using: &random)
            }
            array.apply(splices) { mark, shift in mark = mark.shifted(by: shift) }
            chunks.apply(splices) { $0 }
            let mismatch = Self.firstMismatch(chunks, array)
            #expect(mismatch == nil, "round \(round)")
            if mismatch != nil { return }
        }
    }

    /// The first index where `chunks` and `array` differ (the shorter one's end when one ends early), nil
    /// when they hold the same elements: a failure names a place, not a dump of thousands.
    private static func firstMismatch(_ chunks: ShiftedChunks<Mark>, _ array: [Mark]) -> Int? {
        var index = 0
        for (element, expected) in zip(chunks.elements(in: 0..<chunks.count), array) {
            if element != expected { return index }
            index += 1
        }
        return chunks.count == array.count ? nil : index
    }

    /// A copy keeps its elements when the original is edited, and the original's unedited chunks still
    /// share the built array's storage after an edit elsewhere.
    @Test func aCopyIsUnchangedByEditsToTheOriginal() {
        let built = (0..<10_000).map { Mark(value: $0) }
        var chunks = ShiftedChunks(built)
        let copy = chunks
        chunks.replaceSubrange(5_000..<5_010, with: [Mark(value: -1)], shiftingAfterBy: 100)
        #expect(Self.firstMismatch(copy, built) == nil)
        #expect(chunks[4_999] == Mark(value: 4_999))
        #expect(chunks[5_000] == Mark(value: -1))
        #expect(chunks[5_001] == Mark(value: 5_110))
        #expect(chunks.count == 9_991)
        // Chunks are cut every 2,048 from the built array: the edit rewrote the third only.
        #expect(chunks.chunks.count == 5)
        built.withUnsafeBufferPointer { storage in
            chunks.chunks[0].withUnsafeBufferPointer { #expect($0.baseAddress == storage.baseAddress) }
            chunks.chunks[2].withUnsafeBufferPointer {
                #expect($0.baseAddress != storage.baseAddress! + 4_096)
            }
        }
    }

    /// An empty sequence takes elements, and gives them all back.
    @Test func anEmptySequenceGrowsAndEmpties() {
        var chunks = ShiftedChunks<Mark>()
        #expect(chunks.isEmpty)
        #expect(chunks.partitionPoint { $0.value > 0 } == 0)
        let marks = (0..<5_000).map { Mark(value: $0) }
        chunks.replaceSubrange(0..<0, with: marks, shiftingAfterBy: 0)
        #expect(Self.firstMismatch(chunks, marks) == nil)
        #expect(chunks.chunks.map(\.count) == [2_048, 2_048, 904])
        chunks.replaceSubrange(0..<5_000, with: [], shiftingAfterBy: 7)
        #expect(chunks.isEmpty)
        #expect(chunks.chunks.isEmpty)
    }
}
