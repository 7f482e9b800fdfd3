/// "Did you mean" for misspelt keys and names.
package enum KeySuggestion {
    /// The candidate closest to `word` by edit distance (case-insensitive), when it is close enough to be
    /// a likely typo: at most 2 edits, or a third of the word's length.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        guard lowered.count <= 64 else { return nil }
        let threshold = max(2, lowered.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if distance <= threshold, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Levenshtein distance. O(|a|·|b|).
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// ` (did you mean "x"?)`, or nothing.
    package static func hint(for word: String, among candidates: [String]) -> String {
        guard let match = closest(to: word, among: candidates) else { return "" }
        return "; did you mean \"\(match)\"?"
    }
}
