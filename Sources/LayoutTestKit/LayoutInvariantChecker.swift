import LayoutCore

/// The one invariant checker every layout runs (the project's testing rule): for a prepared layout, it compares
/// `attributes(in:bounds:)` with a brute-force filter of every element, and checks that frames are finite,
/// that every item appears exactly once with its own id, that cells lie inside the content, and that
/// index paths out of range answer nil.
///
/// It returns the violations it found, each a sentence naming the case; an empty list means the layout
/// passed.
public struct LayoutInvariantChecker {
    /// Brute force enumerates every element; above this many items, it checks a sample instead.
    public var bruteForceLimit = 20_000
    /// Allowed rounding error, in points.
    public var tolerance = 1e-6
    /// Whether every cell's untransformed frame must lie inside the content. The Safari layout's content
    /// ends at its last tab's tilted bottom, above the untransformed frame.
    public var cellsInsideContent = true

    public init() {}

    public func violations(of layout: any CollectionLayout, context: LayoutContext) -> [String] {
        var found: [String] = []
        let contentSize = layout.contentSize
        if !(contentSize.width.isFinite && contentSize.height.isFinite && contentSize.width >= 0
            && contentSize.height >= 0)
        {
            found.append("content size \(contentSize) is not finite and non-negative")
        }
        let content = Rect(origin: .zero, size: contentSize)
        let everyItem = context.data.totalItemCount <= bruteForceLimit
        let restBounds = Rect(
            origin: Point(x: -context.contentInset.left, y: -context.contentInset.top), size: context.viewportSize)
        found += itemViolations(layout, context: context, content: content, bounds: restBounds, everyItem: everyItem)
        found += outOfRangeViolations(layout, data: context.data, bounds: restBounds)
        for bounds in probeBounds(context: context, content: content) {
            let all = everyItem ? allElements(layout, data: context.data, content: content, bounds: bounds) : nil
            for rect in probeRects(bounds: bounds, content: content) {
                found += queryViolations(layout, rect: rect, bounds: bounds, all: all, data: context.data)
            }
        }
        return found
    }

    /// Every item (or a sample of them) has attributes with its own index path, id, a finite frame and a
    /// place inside the content.
    private func itemViolations(
        _ layout: any CollectionLayout, context: LayoutContext, content: Rect, bounds: Rect, everyItem: Bool
    ) -> [String] {
        var found: [String] = []
        for indexPath in ItemSample(data: context.data, everyItem: everyItem) {
            guard let attributes = layout.attributes(forItem: indexPath, bounds: bounds) else {
                found.append("item \(indexPath) has no attributes")
                continue
            }
            if attributes.indexPath != indexPath || attributes.category != .cell || attributes.kind != .cell {
                found.append("item \(indexPath) answers attributes of \(attributes.category) \(attributes.indexPath)")
            }
            if attributes.id != context.data.itemID(at: indexPath) {
                found.append("item \(indexPath) has id \(String(describing: attributes.id))")
            }
            let frame = attributes.frame
            if !frame.isFinite || frame.width < 0 || frame.height < 0 {
                found.append("item \(indexPath) has a bad frame \(frame)")
            } else if cellsInsideContent && frame.width > 0 && frame.height > 0 && !contains(content, frame) {
                found.append("item \(indexPath) at \(frame) lies outside the content \(content)")
            }
        }
        return found
    }

    private func outOfRangeViolations(_ layout: any CollectionLayout, data: CollectionData, bounds: Rect) -> [String] {
        var probes = [IndexPath(section: -1, item: 0), IndexPath(section: data.sections.count, item: 0)]
        for (section, data) in data.sections.enumerated() {
            probes += [IndexPath(section: section, item: -1), IndexPath(section: section, item: data.itemCount)]
        }
        return probes.prefix(1000).compactMap { indexPath in
            layout.attributes(forItem: indexPath, bounds: bounds).map { _ in
                "item \(indexPath) is out of range but answers"
            }
        }
    }

    /// Every element, found through the single-element lookups, for the brute-force filter.
    private func allElements(
        _ layout: any CollectionLayout, data: CollectionData, content: Rect, bounds: Rect
    ) -> [LayoutAttributes] {
        let columns = data.sections.reduce(0) { max($0, $1.itemCount) }
        var candidates: Set<IndexPath> = [IndexPath(section: 0, item: 0)]
        for section in data.sections.indices { candidates.insert(IndexPath(section: section, item: 0)) }
        for column in 0..<columns { candidates.insert(IndexPath(section: 0, item: column)) }
        let (kinds, itemAnchored) = otherKinds(layout, candidates: candidates, content: content, bounds: bounds)
        var elements: [LayoutAttributes] = []
        for indexPath in ItemSample(data: data, everyItem: true) {
            if let attributes = layout.attributes(forItem: indexPath, bounds: bounds) { elements.append(attributes) }
            // A kind anchored to items (a badge) may be at any item's index path.
            for kind in itemAnchored {
                if let attributes = layout.attributes(forSupplementary: kind, at: indexPath, bounds: bounds) {
                    elements.append(attributes)
                }
            }
        }
        // A decoration may share its kind's name with an item-anchored supplementary kind: another category.
        for kind in kinds {
            for indexPath in candidates.sorted() {
                if !itemAnchored.contains(kind),
                    let attributes = layout.attributes(forSupplementary: kind, at: indexPath, bounds: bounds)
                {
                    elements.append(attributes)
                }
                if let attributes = layout.attributes(forDecoration: kind, at: indexPath, bounds: bounds) {
                    elements.append(attributes)
                }
            }
        }
        return elements
    }

    /// The kinds other than cells to look up, by name: the core's header and footer and every kind the
    /// layout answers in a rect holding every probe rect of `bounds` (a layout's own kinds, which the core
    /// does not list); and the supplementary kinds among them answered at an index path off `candidates`,
    /// which are looked up at every item.
    private func otherKinds(
        _ layout: any CollectionLayout, candidates: Set<IndexPath>, content: Rect, bounds: Rect
    ) -> (kinds: [ElementKind], itemAnchored: Set<ElementKind>) {
        let everywhere = probeRects(bounds: bounds, content: content).reduce(bounds) { $0.union($1) }
        var kinds: Set<ElementKind> = [.header, .footer]
        var itemAnchored: Set<ElementKind> = []
        for attributes in layout.attributes(in: everywhere, bounds: bounds) where attributes.category != .cell {
            kinds.insert(attributes.kind)
            if attributes.category == .supplementary, !candidates.contains(attributes.indexPath) {
                itemAnchored.insert(attributes.kind)
            }
        }
        return (kinds.sorted(), itemAnchored)
    }

    private func queryViolations(
        _ layout: any CollectionLayout, rect: Rect, bounds: Rect, all: [LayoutAttributes]?, data: CollectionData
    ) -> [String] {
        var found: [String] = []
        let answered = layout.attributes(in: rect, bounds: bounds)
        let keys = answered.map(ElementKey.init)
        if Set(keys).count != keys.count { found.append("query \(rect) at bounds \(bounds) repeats an element") }
        for attributes in answered where !attributes.frame.intersects(rect) {
            found.append(
                "query \(rect) answers \(attributes.kind) \(attributes.indexPath) at \(attributes.frame), outside it")
        }
        for attributes in answered where attributes.category == .cell && !data.contains(attributes.indexPath) {
            found.append("query \(rect) answers item \(attributes.indexPath), which does not exist")
        }
        found += countViolations(layout, rect: rect, bounds: bounds, answered: answered.count)
        guard let all else { return found }
        let expected = all.filter { $0.frame.intersects(rect) }.sorted(by: LayoutAttributes.canonicallyOrdered)
        let actual = answered.sorted(by: LayoutAttributes.canonicallyOrdered)
        if expected != actual {
            let missing = Set(expected.map(ElementKey.init)).subtracting(keys)
            found.append(
                "query \(rect) at bounds \(bounds) answers \(actual.count) elements, brute force finds \(expected.count)"
                    + (missing.isEmpty
                        ? " (same elements, other attributes)" : "; missing \(missing.sorted().prefix(3))"))
        }
        return found
    }

    /// `countAttributes` agrees with the query's answer at limits below, at and above it.
    private func countViolations(_ layout: any CollectionLayout, rect: Rect, bounds: Rect, answered: Int) -> [String] {
        var found: [String] = []
        for limit in Set([0, answered / 2, max(0, answered - 1), answered, answered + 1, .max]) {
            let expected = answered > limit ? limit + 1 : answered
            let counted = layout.countAttributes(in: rect, bounds: bounds, upTo: limit)
            if counted != expected {
                found.append(
                    "query \(rect) at bounds \(bounds) answers \(answered) elements; counted up to \(limit): \(counted), expected \(expected)"
                )
            }
        }
        return found
    }

    /// Bounds at the start, the middle and the end of the content, and overscrolled past each end.
    private func probeBounds(context: LayoutContext, content: Rect) -> [Rect] {
        let size = context.viewportSize
        let inset = context.contentInset
        let maxX = max(-inset.left, content.width + inset.right - size.width)
        let maxY = max(-inset.top, content.height + inset.bottom - size.height)
        let offsets = [
            Point(x: -inset.left, y: -inset.top), Point(x: maxX / 2, y: maxY / 2), Point(x: maxX, y: maxY),
            Point(x: -inset.left - 40, y: -inset.top - 40), Point(x: maxX + 40, y: maxY + 40),
            Point(x: maxX / 3 + 0.5, y: maxY / 3 + 0.25),
        ]
        return offsets.map { Rect(origin: $0, size: size) }
    }

    /// The bounds themselves, thin strips across them, their neighbourhood and the whole content.
    private func probeRects(bounds: Rect, content: Rect) -> [Rect] {
        [
            bounds, bounds.grown(by: bounds.width / 4), bounds.grown(by: bounds.width),
            Rect(x: bounds.minX, y: bounds.midY, width: bounds.width, height: 1),
            Rect(x: bounds.midX, y: bounds.minY, width: 1, height: bounds.height),
            content.union(bounds).grown(by: 1),
        ]
    }

    private func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - tolerance && inner.minY >= outer.minY - tolerance
            && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
    }
}

/// What identifies an element in a query result.
private struct ElementKey: Hashable, Comparable, CustomStringConvertible {
    var category: ElementCategory
    var kind: ElementKind
    var indexPath: IndexPath

    init(_ attributes: LayoutAttributes) {
        category = attributes.category
        kind = attributes.kind
        indexPath = attributes.indexPath
    }

    static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        (lhs.category, lhs.kind, lhs.indexPath) < (rhs.category, rhs.kind, rhs.indexPath)
    }

    var description: String { "\(kind) \(indexPath)" }
}
