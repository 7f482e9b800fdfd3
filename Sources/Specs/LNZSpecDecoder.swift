import LayoutCore
import Layouts
import WireFormat

/// Reads the properties of the LNZ layouts (`snapToCenter`, `infinite`, `carousel`, `safari`;
/// the seed's behaviour) with the seed's names and defaults.
enum LNZSpecDecoder {
    static let stripKeys = [
        "type", "itemSize", "interitemSpacing", "sectionInsetTop", "sectionInsetBottom", "minimumSectionInsetLeft",
        "minimumSectionInsetRight", "centerFirstItem",
    ]
    static let infiniteKeys = stripKeys + ["snapToCenter", "infiniteThreshold"]
    static let carouselKeys = infiniteKeys + ["isInfiniteScrollEnabled", "scalingOffset", "minimumScaleFactor"]
    static let safariKeys = [
        "type", "itemSize", "maxInteritemSpacing", "sectionInsetTop", "sectionInsetBottom", "zOffset", "m34",
        "maxRotationAngle",
    ]

    /// The Safari layout's own item answers.
    static let safariItemKeys = ["canDelete"]

    /// Reads the Safari layout's own answers of an item mapping into `item`.
    static func decodeSafariItem(_ fields: SpecFields, into item: inout ItemAnswers) throws(InputError) {
        if let value = fields["canDelete"] { item[.canDelete] = try value.bool() }
    }

    static func decodeSnapToCenter(_ value: SpecValue) throws(InputError) -> SnapToCenterConfiguration {
        try strip(value.fields(allowed: stripKeys))
    }

    static func decodeInfinite(_ value: SpecValue) throws(InputError) -> InfiniteLayoutConfiguration {
        try infinite(value.fields(allowed: infiniteKeys))
    }

    static func decodeCarousel(_ value: SpecValue) throws(InputError) -> CarouselConfiguration {
        let fields = try value.fields(allowed: carouselKeys)
        var configuration = CarouselConfiguration()
        configuration.infinite = try infinite(fields)
        if let enabled = fields["isInfiniteScrollEnabled"] {
            configuration.isInfiniteScrollEnabled = try enabled.bool()
        }
        if let offset = fields["scalingOffset"] {
            configuration.scalingOffset = try offset.positiveLength()
        }
        if let factor = fields["minimumScaleFactor"] {
            configuration.minimumScaleFactor = try factor.number(in: 0...1, excluding: [0], "in (0, 1]")
        }
        return configuration
    }

    static func decodeSafari(_ value: SpecValue) throws(InputError) -> SafariConfiguration {
        let fields = try value.fields(allowed: safariKeys)
        var configuration = SafariConfiguration()
        if let size = fields["itemSize"] { configuration.itemSize = try itemSize(size) }
        if let spacing = fields["maxInteritemSpacing"] {
            configuration.maxInteritemSpacing = try spacing.length()
        }
        if let inset = fields["sectionInsetTop"] { configuration.sectionInsetTop = try inset.length() }
        if let inset = fields["sectionInsetBottom"] { configuration.sectionInsetBottom = try inset.length() }
        if let offset = fields["zOffset"] {
            configuration.zOffset = try offset.number(
                in: -NumericDomain.largestLength...NumericDomain.largestLength, excluding: [0],
                "from -100000 to 100000, other than 0")
        }
        if let m34 = fields["m34"] {
            configuration.m34 = try m34.number(in: -1...1, "from -1 to 1 (a perspective distance of at least 1 pt)")
        }
        if let angle = fields["maxRotationAngle"] {
            configuration.maxRotationAngle = try angle.number(
                in: -Double.pi...0, excluding: [-Double.pi, 0], "in (-π, 0)")
        }
        return configuration
    }

    private static func strip(_ fields: SpecFields) throws(InputError) -> SnapToCenterConfiguration {
        var configuration = SnapToCenterConfiguration()
        if let size = fields["itemSize"] { configuration.itemSize = try itemSize(size) }
        if let spacing = fields["interitemSpacing"] { configuration.interitemSpacing = try spacing.length() }
        if let inset = fields["sectionInsetTop"] { configuration.sectionInsetTop = try inset.length() }
        if let inset = fields["sectionInsetBottom"] { configuration.sectionInsetBottom = try inset.length() }
        if let inset = fields["minimumSectionInsetLeft"] {
            configuration.minimumSectionInsetLeft = try inset.length()
        }
        if let inset = fields["minimumSectionInsetRight"] {
            configuration.minimumSectionInsetRight = try inset.length()
        }
        if let center = fields["centerFirstItem"] { configuration.centerFirstItem = try center.bool() }
        return configuration
    }

    private static func infinite(_ fields: SpecFields) throws(InputError) -> InfiniteLayoutConfiguration {
        var configuration = InfiniteLayoutConfiguration()
        configuration.strip = try strip(fields)
        if let snap = fields["snapToCenter"] { configuration.snapToCenter = try snap.bool() }
        if let threshold = fields["infiniteThreshold"] {
            configuration.infiniteThreshold = try threshold.number(in: 0.001...1000, "from 0.001 to 1000 (viewports)")
        }
        return configuration
    }

    /// `[width, height]`, both above zero: a zero-wide item would make every page zero wide.
    private static func itemSize(_ value: SpecValue) throws(InputError) -> Size {
        let size = try value.size()
        guard size.width > 0, size.height > 0 else {
            throw value.error(
                "expected an item size above 0 in both sides, got [\(CanonicalNumber.format(size.width)), \(CanonicalNumber.format(size.height))]"
            )
        }
        return size
    }
}
