import ArgumentParser
import Foundation
import Reports
import Specs
import Wire

/// `scrollsim merge-reports FILE.xml... [-o FILE.xml]`: the JUnit reports of a split suite's shards as one.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Joins JUnit XML reports (the shards of a split suite) into one.",
        discussion: """
            Suites of the same name become one, their test cases ordered by class name, name and file, and \
            the counts are worked out again, so the result does not depend on the order the shards \
            finished in. A file that is not a JUnit report exits 65 and writes nothing; an output that is one \
            of the reports, or not a regular file, is refused (exit 64).
            """
    )

    @Argument(help: "JUnit XML reports.")
    var reports: [String]

    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Where to write the report (- for standard output).", valueName: "FILE.xml"))
    var output = "-"

    func validate() throws {
        if reports.isEmpty { throw ValidationError("give at least one report") }
    }

    func run() throws {
        try OutputFile.check(output, option: "-o", inputs: reports)
        var inputs: [(file: String, data: Data)] = []
        for report in reports {
            guard let data = FileManager.default.contents(atPath: report) else {
                printError("\(report): cannot read the report")
                throw ExitCode(.badInput)
            }
            inputs.append((report, data))
        }
        do {
            try writeFile(try JUnitMerge.merge(inputs), to: output)
        } catch let error as JUnitMerge.ReadError {
            printError(error.description)
            throw ExitCode(.badInput)
        }
    }
}
