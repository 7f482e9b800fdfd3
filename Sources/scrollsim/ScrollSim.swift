import ArgumentParser
import Daemon

/// The `scrollsim` command: a headless simulator of iOS collection views.
@main
struct ScrollSim: AsyncParsableCommand {
    static let version = "0.2.0"

    static let configuration = CommandConfiguration(
        commandName: "scrollsim",
        abstract: "Simulates iOS collection views without a screen: layouts, scrolling and their events.",
        discussion:
            """
            Exit codes: 0 success, 1 an expectation failed, 64 bad usage, 65 bad input, 69 no daemon answers, \
            70 internal error, 73 an output file cannot be created. - is standard input for a spec, a scenario \
            or send's requests, and standard output for --svg and --plot. The daemon's socket: --socket, else \
            $SCROLLSIM_SOCKET, else the config's; the config: --config, else \
            $XDG_CONFIG_HOME/scrollsim/config.yaml. Shell completions: --generate-completion-script bash|zsh|fish.
            """,
        version: "scrollsim \(version) (libuv \(LibUVInfo.version))",
        subcommands: [
            RunCommand.self, LayoutCommand.self, RenderCommand.self, ValidateCommand.self, ServeCommand.self,
            SendCommand.self, SubscribeCommand.self, MergeReportsCommand.self,
        ]
    )
}
