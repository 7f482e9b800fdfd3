import LayoutCore

extension ViewState {
    /// The own scroll view of one orthogonal section (a compositional layout's carousel) at one moment.
    public struct Section: Hashable, Sendable {
        /// The section's index.
        public var section: Int
        /// The section's content offset, in points: along its axis (x for a horizontal carousel), 0 across.
        /// 0 is the section laid out at rest.
        public var contentOffset: Point
        /// `dragging` while a touch moves the section, else its scroll view's phase.
        public var phase: ScrollPhase
        /// The section's content velocity, in points per second.
        public var velocity: Vector

        public init(section: Int, contentOffset: Point, phase: ScrollPhase, velocity: Vector) {
            self.section = section
            self.contentOffset = contentOffset
            self.phase = phase
            self.velocity = velocity
        }
    }

    /// Where the orthogonal sections a state lists lie among all of a view's orthogonal sections.
    public struct SectionWindow: Hashable, Sendable {
        /// The view's orthogonal sections in all.
        public var total: Int
        /// The index of the first orthogonal section after those listed; nil when none follows.
        public var next: Int?

        public init(total: Int, next: Int? = nil) {
            self.total = total
            self.next = next
        }
    }

    /// A displayed supplementary view: its element kind (`header`, `footer`, a layout's own kind) and its
    /// index path.
    public struct Supplementary: Hashable, Sendable {
        public var kind: ElementKind
        public var indexPath: IndexPath

        public init(kind: ElementKind, indexPath: IndexPath) {
            self.kind = kind
            self.indexPath = indexPath
        }
    }
}

extension SimulatedView {
    /// The scroll states of at most `limit` orthogonal sections, the first with an index of `first` or more,
    /// in section order, and where they lie among all of them: a section no gesture has addressed rests at
    /// offset 0, idle. Empty for a layout without orthogonal sections.
    /// - Complexity: O(log s + listed + sections scrolled) for s orthogonal sections: both lists are in
    ///   section order, walked together.
    func sectionStates(from first: Int, limit: Int) -> (states: [ViewState.Section], window: ViewState.SectionWindow) {
        guard let scrolling = resolved.orthogonalScrolling else { return ([], ViewState.SectionWindow(total: 0)) }
        let all = scrolling.orthogonalSections
        let start = all.partitionPoint { $0 >= first }
        let end = start + min(limit, all.count - start)
        var position = 0
        let states = all[start..<end].map { section in
            guard let index = sectionScrollIndex(of: section, from: &position) else {
                return ViewState.Section(section: section, contentOffset: .zero, phase: .idle, velocity: .zero)
            }
            let scrolled = sectionScrolls[index]
            return ViewState.Section(
                section: section, contentOffset: scrolled.scroll.contentOffset,
                phase: scrolled.touch == nil ? scrolled.scroll.phase : .dragging, velocity: scrolled.scroll.velocity)
        }
        return (states, ViewState.SectionWindow(total: all.count, next: end < all.count ? all[end] : nil))
    }

    /// The index in `sectionScrolls` (in section order) of section `section`'s scroll, nil when no gesture
    /// addressed it; `position` moves past the sections before it, so a walk of sections in order passes
    /// over `sectionScrolls` once. - Complexity: amortized O(1) over such a walk.
    func sectionScrollIndex(of section: Int, from position: inout Int) -> Int? {
        while position < sectionScrolls.count && sectionScrolls[position].section < section { position += 1 }
        return position < sectionScrolls.count && sectionScrolls[position].section == section ? position : nil
    }

    /// The displayed supplementary views, ordered by kind, then index path (the protocol's order within a
    /// category). - Complexity: O(k log k) for k displayed elements.
    var displayedSupplementaries: [ViewState.Supplementary] {
        displayed.values.filter { $0.category == .supplementary }
            .map { ViewState.Supplementary(kind: $0.kind, indexPath: $0.indexPath) }
            .sorted { ($0.kind, $0.indexPath) < ($1.kind, $1.indexPath) }
    }
}
