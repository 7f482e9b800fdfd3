import ArgumentParser
import LayoutCore
import Layouts
import Simulation
import Wire

/// `scrollsim validate FILE...`: checks view specs, reporting every bad file.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Checks view spec files; prints one line per file and exits 65 if any is bad."
    )

    @Argument(help: "View spec files, .yaml, .yml or .json.")
    var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file to check") }
    }

    func run() throws {
        var failures = 0
        for file in files {
            do {
                let spec = try SpecFile.load(path: file)
                print(
                    "\(file): ok (\(spec.layout.typeName), \(spec.data.sections.count) sections, \(spec.data.totalItemCount) items)"
                )
            } catch {
                failures += 1
                printError(error.description)
            }
        }
        if failures > 0 { throw ExitStatus.badInput }
    }
}
