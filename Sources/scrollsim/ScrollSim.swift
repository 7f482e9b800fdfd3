import ArgumentParser
import Daemon

/// The `scrollsim` command: a headless simulator of iOS collection views.
struct ScrollSim: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "scrollsim",
        abstract: "Simulates iOS collection views without a screen: layouts, scrolling and their events.",
        discussion:
            "Exit codes: 0 success, 1 an expectation failed, 64 bad usage, 65 bad input file, 70 internal error.",
        version: "scrollsim \(version) (libuv \(LibUVInfo.version))",
        subcommands: [RunCommand.self, LayoutCommand.self, RenderCommand.self, ValidateCommand.self]
    )
}
