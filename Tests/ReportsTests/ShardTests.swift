import Reports
import Testing

/// `--shard I/N` and the CI variables it falls back to.
@Suite struct ShardTests {
    @Test func indexAndCountParse() throws {
        #expect(try Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        #expect(try Shard(parsing: "1/1") == Shard(index: 1, count: 1))
    }

    @Test(arguments: ["0/4", "5/4", "1/0", "a/b", "2", "2/4/1", "-1/4", "1/10001", "999999999999/1", ""])
    func badShardsAreRefused(_ text: String) {
        #expect(throws: ShardError.self) { try Shard(parsing: text) }
    }

    @Test func gitLabsIndexCountsFromOne() throws {
        let shard = try Shard.fromEnvironment(["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "3"])
        #expect(shard == (try Shard(index: 3, count: 3)))
    }

    @Test func aKubernetesCompletionIndexCountsFromZero() throws {
        let shard = try Shard.fromEnvironment(["CI_NODE_TOTAL": "3", "JOB_COMPLETION_INDEX": "0"])
        #expect(shard == (try Shard(index: 1, count: 3)))
    }

    @Test func withoutATotalThereIsNoShard() throws {
        #expect(try Shard.fromEnvironment(["JOB_COMPLETION_INDEX": "2"]) == nil)
        #expect(try Shard.fromEnvironment([:]) == nil)
    }

    @Test func badVariablesNameThemselves() {
        let cases: [([String: String], String)] = [
            (["CI_NODE_TOTAL": "3"], "neither CI_NODE_INDEX nor JOB_COMPLETION_INDEX"),
            (["CI_NODE_TOTAL": "x", "CI_NODE_INDEX": "1"], "CI_NODE_TOTAL must be a whole number"),
            (["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "1e9"], "CI_NODE_INDEX must be a whole number"),
            (["CI_NODE_TOTAL": "3", "JOB_COMPLETION_INDEX": "3"], "JOB_COMPLETION_INDEX and CI_NODE_TOTAL"),
        ]
        for (environment, message) in cases {
            do {
                _ = try Shard.fromEnvironment(environment)
                Issue.record("\(environment) was accepted")
            } catch {
                #expect(error.message.contains(message), "\(error.message)")
            }
        }
    }
}
