/// A stretch of an array replaced by new elements, and the change every element kept after it (up to the
/// next splice) undergoes: a layout's frames after an edit move by the edit's offset.
struct Splice<Element, Shift> {
    /// The stretch replaced, in the array's indexes before any splice.
    var removed: Range<Int>
    var inserted: [Element]
    /// Applied to the kept elements from `removed.upperBound` to the next splice.
    var shiftAfter: Shift

    /// The elements the splice adds, less those it removes.
    var growth: Int { inserted.count - removed.count }
}

extension Array {
    /// Applies `splices` (in increasing order, not overlapping) in one pass: each stretch becomes its
    /// elements, and each element kept after a splice goes through `shift` with that splice's `shiftAfter`.
    /// In place when no splice grows the array or none shrinks it, moving each kept element once; else
    /// into new storage.
    /// - Complexity: O(elements after the first splice + elements inserted). Inlined, so that `shift` is
    ///   too: called per element, it cost eight times the move.
    @inline(__always)
    mutating func apply<Shift>(_ splices: [Splice<Element, Shift>], shift: (inout Element, Shift) -> Void) {
        guard let first = splices.first else { return }
        let newCount = count + splices.reduce(0) { $0 + $1.growth }
        if splices.allSatisfy({ $0.growth <= 0 }) {
            applyShrinking(splices, newCount: newCount, shift: shift)
        } else if splices.allSatisfy({ $0.growth >= 0 }), let filler = self.first ?? first.inserted.first {
            applyGrowing(splices, newCount: newCount, filler: filler, shift: shift)
        } else {
            applyIntoNewStorage(splices, newCount: newCount, shift: shift)
        }
    }

    /// Front to back: every element moves left or stays, so none is overwritten before it is read.
    @inline(__always)
    private mutating func applyShrinking<Shift>(
        _ splices: [Splice<Element, Shift>], newCount: Int, shift: (inout Element, Shift) -> Void
    ) {
        withUnsafeMutableBufferPointer { buffer in
            var write = splices[0].removed.lowerBound
            for (position, splice) in splices.enumerated() {
                for element in splice.inserted {
                    buffer[write] = element
                    write += 1
                }
                let keptEnd = position + 1 < splices.count ? splices[position + 1].removed.lowerBound : buffer.count
                for read in splice.removed.upperBound..<keptEnd {
                    var element = buffer[read]
                    shift(&element, splice.shiftAfter)
                    buffer[write] = element
                    write += 1
                }
            }
        }
        removeLast(count - newCount)
    }

    /// Back to front, after growing the array by `filler` copies: every element moves right or stays.
    @inline(__always)
    private mutating func applyGrowing<Shift>(
        _ splices: [Splice<Element, Shift>], newCount: Int, filler: Element, shift: (inout Element, Shift) -> Void
    ) {
        let oldCount = count
        append(contentsOf: repeatElement(filler, count: newCount - oldCount))
        withUnsafeMutableBufferPointer { buffer in
            var write = buffer.count
            var keptEnd = oldCount
            for splice in splices.reversed() {
                for read in (splice.removed.upperBound..<keptEnd).reversed() {
                    var element = buffer[read]
                    shift(&element, splice.shiftAfter)
                    write -= 1
                    buffer[write] = element
                }
                for element in splice.inserted.reversed() {
                    write -= 1
                    buffer[write] = element
                }
                keptEnd = splice.removed.lowerBound
            }
        }
    }

    /// Some splices grow the array and others shrink it: the result is built afresh.
    private mutating func applyIntoNewStorage<Shift>(
        _ splices: [Splice<Element, Shift>], newCount: Int, shift: (inout Element, Shift) -> Void
    ) {
        var result: [Element] = []
        result.reserveCapacity(newCount)
        result.append(contentsOf: self[..<splices[0].removed.lowerBound])
        for (position, splice) in splices.enumerated() {
            result.append(contentsOf: splice.inserted)
            let keptEnd = position + 1 < splices.count ? splices[position + 1].removed.lowerBound : count
            for var element in self[splice.removed.upperBound..<keptEnd] {
                shift(&element, splice.shiftAfter)
                result.append(element)
            }
        }
        self = result
    }
}
