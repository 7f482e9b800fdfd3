import LayoutCore

/// The Safari layout's deletion animations under way, as UIKit animates batch updates from the current
/// state: each deletion moves the remaining tabs from where they are shown when it begins (its slots
/// before, or where an earlier deletion had brought them) to their new slots. Only the newest stage moves;
/// the earlier ones stay at the progress they had when the next began, so nothing jumps.
///
/// Deletions in the same tick are one stage. At most `maximumStages` overlap: one more brings the oldest
/// to its end at once.
struct SafariDeletion: Hashable, Sendable {
    /// The most deletion animations that overlap.
    static let maximumStages = 8

    /// One deletion: the slots it removed and the spacing before and after it.
    struct Stage: Hashable, Sendable {
        /// `removed[m] − m` for the removed slots `removed`, ascending, numbered as before this deletion:
        /// how many tabs after the deletion lie before the m-th removed slot.
        private var shifts: [Int]
        /// The distance between neighbouring tabs before and after this deletion, in points.
        var previousSpacing: Double
        var restingSpacing: Double
        /// The eased progress, 0 to 1.
        var progress: Double = 0

        init(removed: [Int], previousSpacing: Double, restingSpacing: Double) {
            shifts = removed.enumerated().map { $0.element - $0.offset }
            self.previousSpacing = previousSpacing
            self.restingSpacing = restingSpacing
        }

        /// The removed slots, ascending, numbered as before this deletion.
        var removed: [Int] { shifts.enumerated().map { $0.element + $0.offset } }

        /// The slot tab `item` (numbered after the deletion) had before it. - Complexity: O(log r).
        func previousSlot(of item: Int) -> Int {
            item + shifts.partitionPoint { $0 > item }
        }
    }

    /// Oldest first.
    private(set) var stages: [Stage] = []

    /// Adds a deletion of `removed` (slots numbered before it, ascending) that changes the spacing from
    /// `previousSpacing` to `restingSpacing`; merged with the newest stage when that one has not moved yet
    /// (the same tick). - Complexity: O(r log r) for r removed slots.
    mutating func begin(removing removed: [Int], previousSpacing: Double, restingSpacing: Double) {
        if let newest = stages.last, newest.progress == 0 {
            let earlier = removed.map(newest.previousSlot(of:))
            stages[stages.count - 1] = Stage(
                removed: (newest.removed + earlier).sorted(), previousSpacing: newest.previousSpacing,
                restingSpacing: restingSpacing)
            return
        }
        stages.append(Stage(removed: removed, previousSpacing: previousSpacing, restingSpacing: restingSpacing))
        if stages.count > Self.maximumStages { stages.removeFirst() }
    }

    /// Moves the newest stage to `progress` (eased, 0 to 1).
    mutating func setProgress(_ progress: Double) {
        guard !stages.isEmpty else { return }
        stages[stages.count - 1].progress = progress
    }

    /// Tab `item`'s y with the stack's top at `top`. - Complexity: O(s log r) for s stages.
    func originY(_ item: Int, top: Double) -> Double {
        originY(item, top: top, stage: stages.count - 1)
    }

    private func originY(_ item: Int, top: Double, stage index: Int) -> Double {
        let stage = stages[index]
        let resting = top + stage.restingSpacing * Double(item)
        let slot = stage.previousSlot(of: item)
        let from =
            index == 0 ? top + stage.previousSpacing * Double(slot) : originY(slot, top: top, stage: index - 1)
        return from + (resting - from) * stage.progress
    }
}
