import DaemonCore
import DaemonTestKit
import Testing
import WireFormat

/// A daemon client writes JSON, so every word arrives quoted: each word of every word-valued spec key
/// creates its view, and the profile a quoted word names is the one the view flings with.
@Suite struct CoreWordKeyTests {
    static func view(_ json: String, id: String) throws -> JSONValue {
        var view = try JSONValue(parsing: json)
        view["id"] = .string(id)
        return view
    }

    @Test(arguments: WordKey.spec)
    func everyQuotedWordCreatesItsView(key: WordKey) throws {
        let daemon = ManualDaemon()
        let client = daemon.connect()
        for (index, word) in key.words.enumerated() {
            let created = client.request("createView", ["view": try Self.view(key.quoted(word), id: "v\(index)")])
            #expect(created.ok, "\(key.path): \(word): \(created)")
        }
    }

    /// The same fling on each profile comes to rest at a different offset: the word was read, not dropped.
    @Test func eachQuotedProfileFlingsItsOwnWay() throws {
        let key = try #require(WordKey.spec.first { $0.path == "physics.profile" })
        let daemon = ManualDaemon()
        let client = daemon.connect()
        var rests: Set<[Double]> = []
        for word in key.words {
            var view = try Self.view(key.quoted(word), id: word)
            view["sections"] = [["items": 1000]]
            #expect(client.request("createView", ["view": view]).ok)
            #expect(client.request("fling", ["view": .string(word), "velocity": [0, -300]]).ok)
        }
        #expect(client.request("step", ["ticks": 600]).ok)
        let views = client.request("snapshot").result["views"]?.arrayValue ?? []
        for view in views { rests.insert(view["contentOffset"]?.numbersValue ?? []) }
        #expect(views.count == key.words.count && rests.count == key.words.count, "\(JSONValue.array(views).canonical)")
    }
}
