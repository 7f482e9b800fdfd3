/// Which scenario files a shard runs. Every job of a split suite works out the same plan from the same
/// file list, so the shards cover the files exactly once without talking to each other:
///
/// - each file's weight is its recorded duration from a timings file, or the mean of the recorded ones when
///   it has none, or 1 for every file without timings;
/// - files go in order of weight, heaviest first, ties by the FNV-1a hash of the path and then the path,
///   each to the shard with the least weight so far (ties to the lowest index): longest processing time
///   first, within 4/3 of the best balance. Without timings this deals the files round the shards in
///   hash order, so shard sizes differ by at most one.
public enum ShardPlan {
    /// The files of `files` that `shard` runs, in their given order.
    /// - Complexity: O(f log f + f × n) for f files and n shards.
    public static func files(_ files: [String], for shard: Shard, timings: [String: Double] = [:]) -> [String] {
        let owners = assign(files, shards: shard.count, timings: timings)
        return files.indices.filter { owners[$0] == shard.index - 1 }.map { files[$0] }
    }

    /// For each file, the index (from 0) of the shard that runs it.
    static func assign(_ files: [String], shards: Int, timings: [String: Double]) -> [Int] {
        let keys = files.map(normalized)
        let known = keys.compactMap { timings[$0] }
        let fallback = known.isEmpty ? 1 : known.reduce(0, +) / Double(known.count)
        let weights = keys.map { timings[$0] ?? fallback }
        let hashes = keys.map(stableHash)
        let order = files.indices.sorted { a, b in
            if weights[a] != weights[b] { return weights[a] > weights[b] }
            if hashes[a] != hashes[b] { return hashes[a] < hashes[b] }
            return keys[a] < keys[b]
        }
        var loads = [Double](repeating: 0, count: shards)
        var owners = [Int](repeating: 0, count: files.count)
        for file in order {
            let lightest = loads.indices.min { loads[$0] < loads[$1] }!
            owners[file] = lightest
            loads[lightest] += weights[file]
        }
        return owners
    }

    /// The path as the plan keys it: `.` components and repeated slashes dropped.
    public static func normalized(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// 64-bit FNV-1a of the UTF-8 bytes: the same on every machine and every run, unlike `Hasher`.
    package static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
