import Daemon
import DaemonTestKit
import Foundation
import FuzzHarness
import ScrollSimClient
import Testing
import WireFormat

/// The seeded property of `make test` against the real daemon: 2,000 mutated request lines (the request
/// regressions of `Fuzz/Regressions` and a few good requests, changed where numbers and syntax break
/// most) on one connection get exactly one reply each, and afterwards another client's `ping` is
/// answered by the same daemon. A crash or a freeze fails it.
@Suite struct MutatedRequestsTests {
    static let goodRequests = [
        #"{"id":1,"cmd":"createView","view":{"id":"g","viewport":[320,480],"layout":{"type":"plugin","defaultPlugin":{"type":"staggered","lineCount":3}},"sections":[{"items":50}]}}"#,
        #"{"id":2,"cmd":"drag","view":"g","by":[0,-300],"duration":200}"#,
        #"{"id":3,"cmd":"insertItems","view":"g","at":[0,2],"items":3}"#,
        #"{"id":4,"cmd":"layout","view":"g","rect":[0,0,320,2000]}"#,
        #"{"id":5,"cmd":"subscribe","events":["willDisplay"],"views":["g"]}"#,
        #"{"id":6,"cmd":"snapshot","view":"g"}"#,
    ]

    /// The request lines mutated: each regression's lines and the good requests, without front-end byte.
    static func seeds() throws -> [[UInt8]] {
        let directory = DaemonProcess.repositoryRoot + "/Fuzz/Regressions"
        var lines = goodRequests.map { Array($0.utf8) }
        for name in try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        where name.hasPrefix("requests-") {
            let bytes = try FuzzInputFile.bytes(at: directory + "/" + name).dropFirst()
            lines += bytes.split(separator: UInt8(ascii: "\n")).map(Array.init)
        }
        return lines
    }

    @Test func everyMutatedLineGetsOneReplyAndTheDaemonStaysUp() throws {
        let daemon = try DaemonProcess(limits: "{maxItemsPerView: 200000}")
        let client = try daemon.connect()
        let seeds = try Self.seeds()
        var mutator = InputMutator(seed: 0xDAE_0014)
        // Batches of 50 lines, each batch's replies read before the next: the replies stay within the
        // connection's queue limits.
        var replies = 0
        for batch in 0..<40 {
            for round in (batch * 50)..<(batch * 50 + 50) {
                // One line each: a newline or carriage return the mutation made becomes a space.
                let line = mutator.mutate(seeds[round % seeds.count]).map {
                    $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? UInt8(ascii: " ") : $0
                }
                try client.socket.send(bytes: line + [UInt8(ascii: "\n")])
            }
            while replies < batch * 50 + 50 {
                let object = try client.object(try client.line(timeout: 60_000))
                if object["event"] == nil { replies += 1 }
            }
        }
        #expect(replies == 2_000)
        #expect(try client.request("ping").ok)
        #expect(try daemon.connect().request("ping").ok)
        #expect(daemon.process.isRunning)
    }
}
