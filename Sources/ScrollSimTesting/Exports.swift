@_exported import struct LayoutCore.BatchUpdate
@_exported import struct LayoutCore.DiffableSnapshot
@_exported import struct LayoutCore.IndexPath
@_exported import struct LayoutCore.ItemAnswers
@_exported import struct LayoutCore.Point
@_exported import struct LayoutCore.Vector
@_exported import enum Simulation.OffsetAnchor
@_exported import enum Simulation.ScrollPhase
@_exported import struct Simulation.UpdateTiming

// The values a test reads and writes, available with `import ScrollSimTesting` alone. Where Foundation is
// imported too, its `IndexPath` shares the name: write `ScrollSimTesting.IndexPath`, or an array literal.

/// An index path written as the wire writes it, `[section, item]`.
///
/// ```swift
/// #expect(try sim.state().visibleItems.first == [0, 0])
/// ```
extension IndexPath: ExpressibleByArrayLiteral {
    /// `[section, item]`, as the wire writes an index path.
    /// - Precondition: exactly two numbers (a literal in the test's own code).
    ///
    /// ```swift
    /// let path: IndexPath = [0, 7]
    /// ```
    public init(arrayLiteral elements: Int...) {
        precondition(elements.count == 2, "an index path is [section, item]")
        self.init(section: elements[0], item: elements[1])
    }
}

/// A point written as the wire writes it, `[x, y]`.
///
/// ```swift
/// #expect(try sim.state().contentOffset == [0, 100])
/// ```
extension Point: ExpressibleByArrayLiteral {
    /// `[x, y]` in points, as the wire writes a point.
    /// - Precondition: exactly two numbers (a literal in the test's own code).
    ///
    /// ```swift
    /// #expect(try sim.state().contentOffset == [0, 100])
    /// ```
    public init(arrayLiteral elements: Double...) {
        precondition(elements.count == 2, "a point is [x, y]")
        self.init(x: elements[0], y: elements[1])
    }
}

/// A vector written as the wire writes it, `[dx, dy]`.
///
/// ```swift
/// #expect(try sim.state().velocity == [0, 0])
/// ```
extension Vector: ExpressibleByArrayLiteral {
    /// `[dx, dy]`, as the wire writes a velocity (points per second).
    /// - Precondition: exactly two numbers (a literal in the test's own code).
    ///
    /// ```swift
    /// #expect(try sim.state().velocity == [0, 0])
    /// ```
    public init(arrayLiteral elements: Double...) {
        precondition(elements.count == 2, "a vector is [dx, dy]")
        self.init(dx: elements[0], dy: elements[1])
    }
}
