import Simulation
import WireFormat

/// Reads a view spec's `visibility`: `{thresholds: [0, 0.5, 1], viewable: display | video | {fraction,
/// dwell}}`.
enum VisibilityDecoder {
    static let keys = ["thresholds", "viewable"]
    static let viewableKeys = ["fraction", "dwell"]
    /// The longest dwell, in milliseconds: an hour.
    static let maximumDwell = 3_600_000.0

    static func decode(_ value: SpecValue) throws(InputError) -> VisibilitySettings {
        let fields = try value.fields(allowed: keys)
        var settings = VisibilitySettings()
        if let value = fields["thresholds"] { settings.thresholds = try thresholds(value) }
        if let value = fields["viewable"] { settings.viewable = try viewable(value) }
        return settings
    }

    /// Fractions in [0, 1], ascending, at most `VisibilitySettings.maximumThresholds`.
    private static func thresholds(_ value: SpecValue) throws(InputError) -> [Double] {
        let elements = try value.list("a list of fractions")
        guard elements.count <= VisibilitySettings.maximumThresholds else {
            throw value.error(
                "expected at most \(VisibilitySettings.maximumThresholds) thresholds, got \(elements.count)")
        }
        var thresholds: [Double] = []
        for element in elements {
            let threshold = try element.number(in: 0...1, "between 0 and 1")
            if let last = thresholds.last, threshold <= last {
                throw element.error(
                    "expected thresholds in ascending order without repeats, got \(CanonicalNumber.format(threshold)) after \(CanonicalNumber.format(last))"
                )
            }
            thresholds.append(threshold)
        }
        return thresholds
    }

    /// A preset (`display`: 50 % for 1,000 ms; `video`: 50 % for 2,000 ms) or `{fraction, dwell}`.
    private static func viewable(_ value: SpecValue) throws(InputError) -> ViewableRule {
        if value.text != nil {
            switch try value.choice(["display", "video"]) {
            case "video": return .video
            default: return .display
            }
        }
        let fields = try value.fields(allowed: viewableKeys, "display, video or a mapping")
        let fraction = try fields.required("fraction").number(in: 0...1, excluding: [0], "above 0 and at most 1")
        let dwell = try fields.required("dwell").number(
            in: 0...maximumDwell, excluding: [0], "above 0 and at most 3600000 (ms)")
        return ViewableRule(fraction: fraction, dwell: dwell)
    }
}
