import LayoutCore

/// Questions of the layouts' own, declared here as a layout declares its own (`ItemAnswerKey`): the core
/// keeps their answers by precedence without knowing them.
extension ItemAnswerKey where Value == Bool {
    /// A flag, as Safari's `canDelete` is.
    static let flag = ItemAnswerKey("flag")
}

extension ItemAnswerKey where Value == Int {
    /// A count, as the grid plugin's `lineFraction` is.
    static let count = ItemAnswerKey("count")
}

extension ItemAnswerKey where Value == Double {
    /// A ratio, as the plugins' `aspectRatio` is.
    static let ratio = ItemAnswerKey("ratio")
}

extension ItemAnswers {
    /// The answers of an item that gives `flag`.
    init(flag: Bool) {
        self.init()
        self[.flag] = flag
    }
}
