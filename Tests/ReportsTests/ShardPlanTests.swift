import Reports
import Testing

/// How a suite's files are split: every file in exactly one shard, balanced, the same in every job.
@Suite struct ShardPlanTests {
    static let files = (1...50).map { "Scenarios/case-\($0).yaml" }

    @Test(arguments: 1...7)
    func theShardsCoverEveryFileOnce(count: Int) throws {
        var seen: [String] = []
        var sizes: [Int] = []
        for index in 1...count {
            let files = ShardPlan.files(Self.files, for: try Shard(index: index, count: count))
            seen += files
            sizes.append(files.count)
        }
        #expect(seen.sorted() == Self.files.sorted())
        #expect(sizes.max()! - sizes.min()! <= 1, "without timings the sizes differ by at most one: \(sizes)")
    }

    /// Each job may list the files in its own order (a shell's glob, a different locale): the split is the same.
    @Test func theOrderTheFilesAreGivenInDoesNotMatter() throws {
        let shard = try Shard(index: 2, count: 3)
        let forward = ShardPlan.files(Self.files, for: shard)
        let backward = ShardPlan.files(Self.files.reversed(), for: shard)
        #expect(Set(forward) == Set(backward))
        #expect(forward == Self.files.filter(Set(forward).contains), "a shard keeps the given order")
    }

    @Test func pathsAreKeyedWithoutDotSlashOrRepeatedSlashes() throws {
        #expect(ShardPlan.normalized("./Scenarios//a.yaml") == "Scenarios/a.yaml")
        #expect(ShardPlan.normalized("/tmp/./x.yaml") == "/tmp/x.yaml")
        let shard = try Shard(index: 1, count: 2)
        let plain = ShardPlan.files(Self.files, for: shard).map { "./" + $0 }
        #expect(ShardPlan.files(Self.files.map { "./" + $0 }, for: shard) == plain)
    }

    /// Longest first, each to the lightest shard: 7, 5, 4, 3, 3 over two shards go 7 → 1, 5 → 2, 4 → 2
    /// (5 < 7), 3 → 1 (7 < 9), 3 → 2 (9 < 10): loads 10 and 12, where a split by count alone could give
    /// 7 + 5 + 4 = 16 against 6.
    @Test func timingsBalanceTheShardsLongestFirst() throws {
        let timings = ["a.yaml": 7.0, "b.yaml": 5, "c.yaml": 4, "d.yaml": 3, "e.yaml": 3]
        let files = timings.keys.sorted()
        let first = ShardPlan.files(files, for: try Shard(index: 1, count: 2), timings: timings)
        let second = ShardPlan.files(files, for: try Shard(index: 2, count: 2), timings: timings)
        #expect(first.reduce(0) { $0 + timings[$1]! } == 10)
        #expect(second.reduce(0) { $0 + timings[$1]! } == 12)
        #expect(first.contains("a.yaml") && second.contains("b.yaml") && second.contains("c.yaml"))
    }

    /// A file the timings do not know weighs the mean of those they do: here 4, so with 6 and 2 known the
    /// new file joins the lighter shard.
    @Test func aNewFileWeighsTheMeanOfTheKnownOnes() throws {
        let timings = ["old-long.yaml": 6.0, "old-short.yaml": 2]
        let files = ["new.yaml", "old-long.yaml", "old-short.yaml"]
        let first = ShardPlan.files(files, for: try Shard(index: 1, count: 2), timings: timings)
        let second = ShardPlan.files(files, for: try Shard(index: 2, count: 2), timings: timings)
        #expect(first == ["old-long.yaml"])
        #expect(second == ["new.yaml", "old-short.yaml"])
    }

    /// FNV-1a's published 64-bit test vectors: every machine hashes a path the same.
    @Test func theHashIsFNV1a() {
        #expect(ShardPlan.stableHash("") == 0xcbf2_9ce4_8422_2325)
        #expect(ShardPlan.stableHash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(ShardPlan.stableHash("foobar") == 0x8594_4171_f739_67e8)
    }
}
