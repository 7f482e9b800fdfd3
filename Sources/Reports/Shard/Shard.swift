/// One shard of a suite split across CI jobs: the `index`-th (1-based) of `count`.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    /// The most shards a suite may be split into.
    public static let maximumCount = 10_000

    public var description: String { "\(index)/\(count)" }

    /// - Throws: `ShardError` unless 1 ≤ `index` ≤ `count` ≤ `maximumCount`.
    public init(index: Int, count: Int) throws(ShardError) {
        guard (1...Self.maximumCount).contains(count) else {
            throw ShardError("the shard count must be from 1 to \(Self.maximumCount), not \(count)")
        }
        guard (1...count).contains(index) else {
            throw ShardError("the shard index must be from 1 to \(count), not \(index)")
        }
        self.index = index
        self.count = count
    }

    /// Parses `INDEX/COUNT`, e.g. `2/4` (the index counts from 1).
    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Self.number(parts[0]), let count = Self.number(parts[1]) else {
            throw ShardError("expected INDEX/COUNT such as 2/4, not \"\(text)\"")
        }
        try self.init(index: index, count: count)
    }

    /// The variables a CI system sets for a job of a split suite.
    public enum Variable {
        /// The number of jobs (GitLab's `parallel`, or set by hand for a Kubernetes Indexed Job).
        public static let total = "CI_NODE_TOTAL"
        /// The job's index from 1 (GitLab).
        public static let index = "CI_NODE_INDEX"
        /// A Kubernetes Indexed Job's pod index, from 0.
        public static let completionIndex = "JOB_COMPLETION_INDEX"
    }

    /// The shard the environment names: `CI_NODE_TOTAL` jobs, this one `CI_NODE_INDEX` (from 1) or else
    /// `JOB_COMPLETION_INDEX` (from 0); nil when `CI_NODE_TOTAL` is not set.
    /// - Throws: `ShardError` naming the variable that is missing or not a whole number in range.
    public static func fromEnvironment(_ environment: [String: String]) throws(ShardError) -> Shard? {
        guard let totalText = environment[Variable.total] else { return nil }
        guard let total = number(Substring(totalText)) else {
            throw ShardError("\(Variable.total) must be a whole number, not \"\(totalText)\"")
        }
        let index: Int
        let source: String
        if let text = environment[Variable.index] {
            guard let value = number(Substring(text)) else {
                throw ShardError("\(Variable.index) must be a whole number, not \"\(text)\"")
            }
            (index, source) = (value, Variable.index)
        } else if let text = environment[Variable.completionIndex] {
            guard let value = number(Substring(text)) else {
                throw ShardError("\(Variable.completionIndex) must be a whole number, not \"\(text)\"")
            }
            (index, source) = (value + 1, Variable.completionIndex)
        } else {
            throw ShardError(
                "\(Variable.total) is set but neither \(Variable.index) nor \(Variable.completionIndex) is")
        }
        do {
            return try Shard(index: index, count: total)
        } catch {
            throw ShardError("\(source) and \(Variable.total): \(error.message)")
        }
    }

    /// A whole number of at most nine digits, or nil.
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}

/// A shard that cannot be used, and why.
public struct ShardError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
    init(_ message: String) { self.message = message }
}
