import ArgumentParser
import LayoutCore
import Simulation
import Specs
import Wire

/// The spec file and the content offset that `layout` and `render` share.
struct ViewOptions: ParsableArguments {
    @Argument(help: "A view spec, .yaml, .yml or .json (- reads YAML or JSON from standard input).")
    var spec: String

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The content offset to show, in points: the view is laid out where the spec starts it, then scrolled here, taken as given (past the content too; a snap layout is not re-centred, so states between two items show).",
            valueName: "x,y"))
    var offset: String?

    @Option(
        name: .customLong("section-offset"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Scroll an orthogonal section of a compositional layout this far along its own axis, in points (0: as laid out); repeat for several sections.",
            valueName: "section:offset"))
    var sectionOffsets: [String] = []

    func validate() throws {
        if let offset { _ = try Self.numbers(offset, count: 2, option: "--offset", shape: "x,y") }
        for text in sectionOffsets { _ = try Self.sectionOffset(text) }
    }

    /// The spec's layout prepared, seen with each `--section-offset` applied (`ScrolledSectionsLayout`).
    /// - Throws: a usage error naming a section the view lacks or one that does not scroll on its own.
    func preparedLayout(_ spec: ViewSpec) throws -> any CollectionLayout {
        let layout = spec.preparedLayout()
        guard !sectionOffsets.isEmpty else { return layout }
        let scrolling = layout as? any OrthogonalScrollingLayout
        var offsets = SectionOffsets()
        for text in sectionOffsets {
            let (section, offset) = try Self.sectionOffset(text)
            let sectionCount = spec.data.sections.count
            guard section < sectionCount else {
                let held = sectionCount == 0 ? "no sections" : "sections 0 to \(sectionCount - 1)"
                throw ValidationError("--section-offset \(text): the view has no section \(section) (it has \(held))")
            }
            guard let scrolling, scrolling.orthogonalScroller(section: section) != nil else {
                throw ValidationError(
                    "--section-offset \(text): section \(section) does not scroll on its own (only a compositional section with an orthogonalScrollingBehavior other than none does)"
                )
            }
            offsets[section] = offset
        }
        guard let scrolling else { return layout }
        return ScrolledSectionsLayout(scrolling, offsets: offsets)
    }

    /// `section:offset`: a section index and a coordinate. - Throws: a usage error naming the option.
    static func sectionOffset(_ text: String) throws -> (section: Int, offset: Double) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let section = Int(parts[0].filter { $0 != " " }), section >= 0,
            let offset = Double(parts[1].filter { $0 != " " }), abs(offset) <= NumericDomain.largestCoordinate
        else {
            throw ValidationError(
                "--section-offset expects section:offset, a section index and a number within ±1e13, got \"\(text)\"")
        }
        return (section, offset)
    }

    /// The parsed `--offset`, if given.
    var contentOffset: Point? {
        guard let offset, let values = try? Self.numbers(offset, count: 2, option: "--offset", shape: "x,y") else {
            return nil
        }
        return Point(x: values[0], y: values[1])
    }

    /// Loads the spec. - Throws: exit 65 after printing the error, when the spec is bad.
    func loadSpec() throws -> ViewSpec {
        do {
            return try SpecFile.load(path: spec)
        } catch {
            throw reportBadInput(error)
        }
    }

    /// `count` coordinates (finite, within ±`NumericDomain.largestCoordinate` points) separated by commas.
    /// - Throws: a usage error naming the option.
    static func numbers(_ text: String, count: Int, option: String, shape: String) throws -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { Double($0.filter { $0 != " " }) }
        let bound = NumericDomain.largestCoordinate
        guard parts.count == count, values.count == count, values.allSatisfy({ abs($0) <= bound }) else {
            throw ValidationError(
                "\(option) expects \(shape) as \(count) numbers within ±1e13 separated by commas, got \"\(text)\"")
        }
        return values
    }
}
