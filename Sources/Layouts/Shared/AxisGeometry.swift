import LayoutCore

extension Rect {
    /// A rectangle described along a main axis and its cross axis: for `.vertical`, `main` is y and
    /// `cross` is x; for `.horizontal`, the reverse.
    @inline(__always)
    init(main: Double, cross: Double, mainLength: Double, crossLength: Double, axis: Axis) {
        if axis == .vertical {
            self.init(x: cross, y: main, width: crossLength, height: mainLength)
        } else {
            self.init(x: main, y: cross, width: mainLength, height: crossLength)
        }
    }

    /// The rectangle moved by `delta` points along `axis`.
    @inline(__always)
    func offset(by delta: Double, along axis: Axis) -> Rect {
        var moved = self
        if axis == .vertical { moved.origin.y += delta } else { moved.origin.x += delta }
        return moved
    }
}

extension Size {
    /// A size described along a main axis and its cross axis.
    @inline(__always)
    init(main: Double, cross: Double, axis: Axis) {
        self = axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }
}

extension Array {
    /// The index of the first element for which `isAfter` holds, given that it holds for a suffix of the
    /// array (a partitioned array); `count` when it holds for none. O(log n).
    func partitionPoint(where isAfter: (Element) -> Bool) -> Int {
        partitionPoint(in: 0..<count, where: isAfter)
    }

    /// `partitionPoint(where:)` within `range` of the array: the absolute index of the first element of the
    /// range for which `isAfter` holds, `range.upperBound` when none. O(log range.count).
    func partitionPoint(in range: Range<Int>, where isAfter: (Element) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if isAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
