import ArgumentParser
import LayoutCore
import Layouts
import Platform
import Simulation
import Specs
import Wire
import WireFormat

/// `scrollsim validate FILE...`: checks view specs, scenarios and daemon configs, reporting every bad file.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Checks view spec, scenario and config files; prints one line per file and exits 65 if any is bad."
    )

    @Argument(help: "View spec, scenario or config files, .yaml, .yml or .json (- reads one from standard input).")
    var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file to check") }
    }

    func run() throws {
        var failures = 0
        for file in files {
            do {
                switch try SpecFile.loadAny(path: file) {
                case .view(let spec):
                    let sections = counted(spec.data.sections.count, "section")
                    printLine(
                        "\(file): ok (\(spec.layout.typeName), \(sections), \(counted(spec.data.totalItemCount, "item")))"
                    )
                case .scenario(let scenario):
                    let views = counted(scenario.views.count, "view")
                    printLine(
                        "\(file): ok (scenario \(scenario.name), \(views), \(counted(scenario.steps.count, "step")))"
                    )
                case .configuration(let config):
                    printLine(
                        "\(file): ok (daemon config, \(config.clock.rawValue) clock at \(CanonicalNumber.format(config.tickHz)) Hz)"
                    )
                }
            } catch {
                failures += 1
                printError(error.description)
            }
        }
        if failures > 0 { throw ExitCode(.badInput) }
    }

    /// Prints one line on standard output, its control characters escaped: it quotes file and scenario names.
    private func printLine(_ line: String) {
        print(TerminalText.escaped(line))
    }
}
