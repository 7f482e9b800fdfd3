import LayoutCore

/// LNZSafariLayout: a vertical stack of tabs tilted back in perspective, more the
/// lower they are on screen, which a left swipe deletes. Single section. A deletion animates as any
/// animated batch does (the simulator's update animation), the deleted tab leaving with
/// `finalAttributes(forDisappearingItem:bounds:)`.
public struct SafariLayout: SwipeToDeleteLayout, TabPresentingLayout, PositionStyledLayout {
    public var configuration: SafariConfiguration
    var geometry: SafariGeometry
    var data: CollectionData = .empty
    /// The tallest tab, for finding the tabs that reach into a rect from above.
    var tallest: Double = 0
    var swipe: (item: Int, offset: Double)?

    public init(configuration: SafariConfiguration = SafariConfiguration()) {
        self.configuration = configuration
        geometry = SafariGeometry(configuration: configuration, count: 0, viewport: Size(width: 0, height: 0))
    }

    /// - Complexity: O(n) for n items (the tallest tab), O(1) when all share one size.
    public mutating func prepare(_ context: LayoutContext) {
        var tallest = configuration.itemSize.height
        if let section = context.data.sections.first {
            if let uniform = section.uniformAnswers {
                tallest = uniform.size?.height ?? tallest
            } else {
                tallest = (0..<section.itemCount).reduce(0) {
                    max($0, section.size(at: $1)?.height ?? configuration.itemSize.height)
                }
            }
        }
        prepare(context, tallest: tallest)
    }

    /// Everything but finding the tallest tab. O(1).
    private mutating func prepare(_ context: LayoutContext, tallest: Double) {
        data = context.data
        geometry = SafariGeometry(
            configuration: configuration, count: context.data.sections.first?.itemCount ?? 0,
            viewport: context.viewportSize)
        swipe = nil
        self.tallest = tallest
    }

    /// After a change to tabs of several sizes, the tallest is kept unless a deleted tab was as tall
    /// (then every tab is measured again) and raised by the inserted tabs; the rest is arithmetic, as in a
    /// prepare, and drops a swipe under way. - Complexity: O(changed tabs), O(n) when a tallest
    /// tab was deleted or the tabs share one size before or after.
    public mutating func prepare(_ context: LayoutContext, changes: ItemChanges) {
        guard let old = data.sections.first, old.uniformAnswers == nil, let section = context.data.sections.first,
            section.uniformAnswers == nil
        else { return prepare(context) }
        let edits = changes.edits(inSection: 0)
        let deletesATallest = edits.contains { edit in edit.removed.contains { size(of: $0).height >= self.tallest } }
        guard !deletesATallest else { return prepare(context) }
        var tallest = self.tallest
        for items in changes.insertedItems(inSection: 0) {
            for item in items {
                tallest = max(tallest, section.size(at: item)?.height ?? configuration.itemSize.height)
            }
        }
        prepare(context, tallest: tallest)
    }

    var count: Int { geometry.count }

    /// As wide as the viewport; as tall as the last tab's bottom drawn at the top tilt, plus the bottom
    /// inset.
    public var contentSize: Size {
        let bottom = configuration.sectionInsetBottom
        guard count > 0 else {
            return Size(width: geometry.viewport.width, height: configuration.sectionInsetTop + bottom)
        }
        let last = restingFrame(count - 1)
        let transform = geometry.transform(height: last.height, angle: geometry.baseAngle)
        return Size(
            width: geometry.viewport.width,
            height: SafariGeometry.projectedMaxY(of: last, transform: transform) + bottom)
    }

    /// The tabs whose untransformed frames meet `rect` (the seed takes the tabs whose slots do, missing a
    /// tab taller than the spacing that reaches in from above). - Complexity: O(log n + k).
    public func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] {
        guard count > 0 else { return [] }
        let first = firstTab { originY($0) + tallest > rect.minY }
        let last = firstTab { originY($0) >= rect.maxY }
        guard first < last else { return [] }
        return (first..<last).compactMap { item in
            let attributes = tab(item, bounds: bounds)
            return attributes.frame.intersects(rect) ? attributes : nil
        }
    }

    /// - Complexity: O(1).
    public func attributes(forItem indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<count).contains(indexPath.item) else { return nil }
        return tab(indexPath.item, bounds: bounds)
    }

    public func attributes(forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect)
        -> LayoutAttributes?
    { nil }

    /// The tab as shown: the selection opens it from where it lies, tilted.
    public func presentationStart(forItem item: IndexPath, bounds: Rect) -> LayoutAttributes? {
        attributes(forItem: item, bounds: bounds)
    }

    /// Every tab's tilt follows the bounds.
    public func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation {
        new.minY != old.minY ? .requery : .none
    }

    public func canDelete(_ item: IndexPath) -> Bool {
        guard item.section == 0, (0..<count).contains(item.item) else { return false }
        return data.sections[0].answer(item.item) { $0[.canDelete] } ?? false
    }

    public mutating func setSwipe(_ item: IndexPath?, offset: Double) {
        swipe = item.map { ($0.item, offset) }
    }

    /// The seed's disappearing attributes: the tab at its slot with its tilt, alpha 0, and past the left
    /// edge (x = −maxX of its slot's frame) when it is the tab a swipe holds. - Complexity: O(1).
    public func finalAttributes(forDisappearingItem item: IndexPath, bounds: Rect) -> LayoutAttributes? {
        guard var attributes = attributes(forItem: item, bounds: bounds) else { return nil }
        attributes.frame = restingFrame(item.item)
        if swipe?.item == item.item { attributes.frame.origin.x = -attributes.frame.maxX }
        attributes.alpha = 0
        return attributes
    }

    /// A tab an animated change shows at another y than its slot's tilts as a tab there does: the angle
    /// for its shown y at `bounds` (`tab(_:bounds:)`); any other element as it is. - Complexity: O(1).
    public func styled(_ shown: LayoutAttributes, bounds: Rect) -> LayoutAttributes {
        guard shown.category == .cell else { return shown }
        var styled = shown
        let angle = geometry.angle(originY: shown.frame.minY, boundsMinY: bounds.minY)
        styled.transform = geometry.transform(height: shown.frame.height, angle: angle)
        return styled
    }

    /// The size of tab `item`: its `size` answer, else `itemSize`.
    func size(of item: Int) -> Size {
        data.sections[0].size(at: item) ?? configuration.itemSize
    }

    /// Tab `item`'s y: `top + spacing·item`.
    func originY(_ item: Int) -> Double {
        configuration.sectionInsetTop + geometry.spacing * Double(item)
    }

    /// Tab `item`'s frame with no swipe, at x = 0.
    func restingFrame(_ item: Int) -> Rect {
        Rect(origin: Point(x: 0, y: originY(item)), size: size(of: item))
    }

    /// Tab `item` as shown at `bounds`: moved by the swipe, tilted for where it is on screen, zIndex = item.
    func tab(_ item: Int, bounds: Rect) -> LayoutAttributes {
        var frame = restingFrame(item)
        if let swipe, swipe.item == item { frame.origin.x += swipe.offset }
        let angle = geometry.angle(originY: frame.minY, boundsMinY: bounds.minY)
        let indexPath = IndexPath(section: 0, item: item)
        return LayoutAttributes(
            category: .cell, kind: .cell, indexPath: indexPath, id: data.itemID(at: indexPath), frame: frame,
            zIndex: item, transform: geometry.transform(height: frame.height, angle: angle))
    }

    /// The first tab for which `isPast` holds (`count` when none), for a predicate that is false and
    /// then true along the stack. - Complexity: O(log n).
    private func firstTab(where isPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
