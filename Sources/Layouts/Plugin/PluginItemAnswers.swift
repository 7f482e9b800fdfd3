import LayoutCore

/// The plugin layout's own per-item questions (its plugins' delegate answers).
extension ItemAnswerKey where Value == Int {
    /// The grid plugin: the item spans `1 / lineFraction` of the line (`lineFraction`); absent: 1.
    public static let lineFraction = ItemAnswerKey("lineFraction")
}

extension ItemAnswerKey where Value == Double {
    /// The grid, staggered and mosaic plugins: the item's width over its height (`aspectRatio`); absent: 1.
    public static let aspectRatio = ItemAnswerKey("aspectRatio")
}

extension ItemAnswerKey where Value == Bool {
    /// The mosaic plugin: whether the item may span more than one column (`canBeBig`); absent: true.
    public static let canBeBig = ItemAnswerKey("canBeBig")
}

extension ItemAnswers {
    /// The answers of an item of the plugin layout that gives a line fraction, with the common ones.
    public init(
        id: String? = nil, size: Size? = nil, inset: EdgeInsets? = nil, lineFraction: Int,
        aspectRatio: Double? = nil, canBeBig: Bool? = nil
    ) {
        self.init(id: id, size: size, inset: inset, aspectRatio: aspectRatio, canBeBig: canBeBig)
        self[.lineFraction] = lineFraction
    }

    /// The answers of an item of the plugin layout that gives an aspect ratio and no line fraction, with
    /// the common ones.
    public init(
        id: String? = nil, size: Size? = nil, inset: EdgeInsets? = nil, aspectRatio: Double?, canBeBig: Bool? = nil
    ) {
        self.init(id: id, size: size, inset: inset)
        self[.aspectRatio] = aspectRatio
        self[.canBeBig] = canBeBig
    }
}
