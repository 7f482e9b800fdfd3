import ArgumentParser
import LayoutCore
import Simulation
import Wire

/// The most elements `layout` prints and `render` draws: a spec whose region holds more is refused
/// (exit 65) once the layout has counted past the limit, before any element is built, so that a view of
/// ten million tiny items costs milliseconds, not gigabytes.
struct ElementLimit {
    /// `layout`'s default: about 15 MB of JSON, printed in about a second.
    static let layoutDefault = 100_000
    /// `render`'s default: more is no longer a picture a person reads.
    static let renderDefault = 50_000

    /// Refuses a negative `--max-elements`. - Throws: a usage error (exit 64).
    static func validate(_ limit: Int) throws {
        if limit < 0 { throw ValidationError("--max-elements must not be negative, got \(limit)") }
    }

    /// The snapshot of `region`. - Throws: exit 65 after printing why, when the region holds more than
    /// `limit` elements.
    static func snapshot(
        _ layout: any CollectionLayout, spec: ViewSpec, offset: Point, region: LayoutSnapshot.Region, limit: Int
    ) throws -> LayoutSnapshot {
        guard
            let snapshot = LayoutSnapshot(
                layout: layout, viewport: spec.viewport, offset: offset, region: region, limit: limit)
        else {
            printError(
                "error: \(describe(region)) holds more than \(limit) elements; ask for a smaller region, make the items larger or raise --max-elements"
            )
            throw ExitCode(.badInput)
        }
        return snapshot
    }

    private static func describe(_ region: LayoutSnapshot.Region) -> String {
        switch region {
        case .visible: "the viewport"
        case .rect: "the rect"
        case .all: "the content"
        }
    }
}
