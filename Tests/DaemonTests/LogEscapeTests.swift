import DaemonTestKit
import Foundation
import Testing
import WireFormat

/// `serve`'s log quotes what clients sent (a failed request's error names its view): a control character
/// in it is logged escaped, so that a client cannot clear the screen or set the title of the terminal the
/// daemon logs to.
@Suite struct LogEscapeTests {
    @Test func aFailedRequestIsLoggedWithItsControlCharactersEscaped() throws {
        let daemon = try DaemonProcess()
        let client = try daemon.connect()
        let reply = try client.request("destroyView", ["view": "x\u{1B}]0;pwned\u{7}\u{1B}[2J"])
        #expect(reply.errorCode == "not_found", "\(reply)")
        #expect(try client.request("ping").ok, "the log line is written before the ping's reply")
        let log = daemon.standardError()
        #expect(log.contains("destroyView failed"), "\(log)")
        #expect(log.contains(#"x\u{1B}]0;pwned\u{7}\u{1B}[2J"#), "\(log)")
        #expect(!log.utf8.contains(0x1B) && !log.utf8.contains(0x07))
    }
}
