/// UIScrollView's deceleration rate: the fraction of velocity kept after each millisecond.
public enum DecelerationRate: Hashable, Sendable {
    /// `UIScrollView.DecelerationRate.normal`, 0.998 per ms.
    case normal
    /// `UIScrollView.DecelerationRate.fast`, 0.99 per ms.
    case fast
    /// Any rate in (0, 1) per ms.
    case custom(Double)

    /// The rate per millisecond.
    public var perMillisecond: Double {
        switch self {
        case .normal: return 0.998
        case .fast: return 0.99
        case .custom(let rate): return rate
        }
    }
}
