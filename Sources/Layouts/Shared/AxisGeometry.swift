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

extension Vector {
    /// A displacement of `main` points along `axis`.
    @inline(__always)
    init(main: Double, axis: Axis) {
        self = axis == .vertical ? Vector(dx: 0, dy: main) : Vector(dx: main, dy: 0)
    }
}

extension Rect: ChunkShiftable {
    /// The rectangle moved by `shift`.
    @inline(__always)
    func shifted(by shift: Vector) -> Rect { offsetBy(dx: shift.dx, dy: shift.dy) }
}
