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
    /// The grid plugin's line fraction; nil when the item does not give it. O(1).
    public var lineFraction: Int? {
        get { self[.lineFraction] }
        set { self[.lineFraction] = newValue }
    }

    /// The grid, staggered and mosaic plugins' aspect ratio; nil when the item does not give it. O(1).
    public var aspectRatio: Double? {
        get { self[.aspectRatio] }
        set { self[.aspectRatio] = newValue }
    }

    /// The mosaic plugin's answer whether the item may be big; nil when the item does not give it. O(1).
    public var canBeBig: Bool? {
        get { self[.canBeBig] }
        set { self[.canBeBig] = newValue }
    }

    /// The answers of an item of the plugin layout that gives a line fraction, with the common ones.
    public init(
        id: String? = nil, size: Size? = nil, inset: EdgeInsets? = nil, lineFraction: Int,
        aspectRatio: Double? = nil, canBeBig: Bool? = nil
    ) {
        self.init(id: id, size: size, inset: inset, aspectRatio: aspectRatio, canBeBig: canBeBig)
        self.lineFraction = lineFraction
    }

    /// The answers of an item of the plugin layout that gives an aspect ratio and no line fraction, with
    /// the common ones.
    public init(
        id: String? = nil, size: Size? = nil, inset: EdgeInsets? = nil, aspectRatio: Double?, canBeBig: Bool? = nil
    ) {
        self.init(id: id, size: size, inset: inset)
        self.aspectRatio = aspectRatio
        self.canBeBig = canBeBig
    }
}
