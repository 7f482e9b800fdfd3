import LayoutCore

/// The Safari layout's own per-item question.
extension ItemAnswerKey where Value == Bool {
    /// Whether a swipe may delete the tab (`canDelete`); absent: false.
    public static let canDelete = ItemAnswerKey("canDelete")
}

extension ItemAnswers {
    /// The answers of a tab of the Safari layout: `canDelete`, with the common ones.
    public init(id: String? = nil, size: Size? = nil, inset: EdgeInsets? = nil, canDelete: Bool?) {
        self.init(id: id, size: size, inset: inset)
        self[.canDelete] = canDelete
    }
}
