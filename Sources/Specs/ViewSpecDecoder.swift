import LayoutCore
import Layouts
import ScrollPhysics
import Simulation
import WireFormat

/// Reads a view spec from a parsed document, checking every value.
package enum ViewSpecDecoder {
    static let keys = [
        "id", "viewport", "contentInset", "contentOffset", "layout", "sections", "physics", "visibility", "prefetch",
    ]
    static let prefetchKeys = ["leading", "trailing"]

    package static func decode(_ value: SpecValue) throws(InputError) -> ViewSpec {
        let fields = try value.fields(allowed: keys, "a view spec mapping")
        let id = try fields["id"]?.identifier()
        let viewportValue = try fields.required("viewport")
        let viewport = try viewportValue.size()
        guard viewport.width > 0, viewport.height > 0 else {
            throw viewportValue.error(
                "expected both sides larger than zero, got [\(CanonicalNumber.format(viewport.width)), \(CanonicalNumber.format(viewport.height))]"
            )
        }
        let contentInset = try fields["contentInset"]?.insets() ?? .zero
        let contentOffset = try fields["contentOffset"]?.point()
        let layout = try LayoutSpecDecoder.decode(fields.required("layout"))
        let data =
            try fields["sections"].map { value throws(InputError) in
                try SectionDecoder.decodeSections(value, layout: layout)
            } ?? .empty
        let physics = try fields["physics"].map(decodePhysics) ?? ScrollSettings()
        let visibility = try fields["visibility"].map(VisibilityDecoder.decode)
        let prefetch = try fields["prefetch"].map(decodePrefetch)
        return ViewSpec(
            id: id, viewport: viewport, contentInset: contentInset, contentOffset: contentOffset, layout: layout,
            data: data, physics: physics, visibility: visibility, prefetch: prefetch)
    }

    /// `prefetch: {leading, trailing}`, screenfuls from 0 to 100 (Texture's 2.5 and 1.5 by default).
    static func decodePrefetch(_ value: SpecValue) throws(InputError) -> PrefetchSettings {
        let fields = try value.fields(allowed: prefetchKeys)
        let range = 0...PrefetchSettings.maximumScreenfuls
        var settings = PrefetchSettings()
        if let value = fields["leading"] {
            settings.leading = try value.number(in: range, "from 0 to 100 (screenfuls)")
        }
        if let value = fields["trailing"] {
            settings.trailing = try value.number(in: range, "from 0 to 100 (screenfuls)")
        }
        return settings
    }

    static let physicsKeys = [
        "profile", "decelerationRate", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "pagingEnabled",
        "displayMargin", "screenScale",
    ]

    /// `normal`, `fast` or a rate per millisecond in (0, 1).
    static func decelerationRate(_ rate: SpecValue) throws(InputError) -> DecelerationRate {
        switch rate.text {
        case "normal": return .normal
        case "fast": return .fast
        default:
            guard rate.plainText.flatMap(Double.init) != nil else {
                throw rate.error("expected normal, fast or a number between 0 and 1, got \(rate.shown)")
            }
            return .custom(try rate.number(in: 0...1, excluding: [0, 1], "between 0 and 1 (exclusive)"))
        }
    }

    static func decodePhysics(_ value: SpecValue) throws(InputError) -> ScrollSettings {
        let fields = try value.fields(allowed: physicsKeys)
        var settings = ScrollSettings()
        if let value = fields["profile"] {
            settings.profile = ScrollProfile(rawValue: try value.choice(ScrollProfile.allCases.map(\.rawValue)))!
        }
        if let rate = fields["decelerationRate"] { settings.decelerationRate = try decelerationRate(rate) }
        if let value = fields["bounces"] { settings.bounces = try value.bool() }
        if let value = fields["alwaysBounceVertical"] { settings.alwaysBounceVertical = try value.bool() }
        if let value = fields["alwaysBounceHorizontal"] { settings.alwaysBounceHorizontal = try value.bool() }
        if let value = fields["pagingEnabled"] { settings.pagingEnabled = try value.bool() }
        if let value = fields["displayMargin"] { settings.displayMargin = try value.length() }
        if let value = fields["screenScale"] {
            settings.screenScale = try value.number(in: ScrollSettings.screenScales, "from 0.5 to 8 (pixels per point)")
        }
        return settings
    }
}
