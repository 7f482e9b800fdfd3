import LayoutCore

/// LBExpandedCollectionViewFlowLayout's own properties. The spacing and the header and
/// footer sizes are delegate answers: the section's `minimumInteritemSpacing`, `minimumLineSpacing`,
/// `header` and `footer` (the spacing defaulting to 1.0 when absent, as the seed's does).
public struct ExpandedConfiguration: Hashable, Sendable {
    /// The flow layout's `sectionInset` (a section's own `sectionInset` answer takes precedence).
    public var sectionInset: EdgeInsets = .zero
    /// The spacing a delegate that does not answer gives: 1.0, not UIKit's 10.
    public static let defaultSpacing: Double = 1

    public init() {}
}
