import ArgumentParser
import Foundation
import Reports
import Specs
import Wire

extension RunCommand {
    /// The files this job runs: all of them, or its shard's (`--shard`, else the CI environment's).
    func selectedFiles() throws -> [String] {
        guard !noShard, let (shard, source) = try chosenShard() else { return files }
        var durations: [String: Double] = [:]
        if let timings {
            guard let data = FileManager.default.contents(atPath: timings) else {
                printError("\(timings): cannot read the timings file")
                throw ExitCode(.badInput)
            }
            do {
                durations = try JUnitMerge.timings(data, file: timings)
            } catch {
                printError(error.description)
                throw ExitCode(.badInput)
            }
        }
        let selected = ShardPlan.files(files, for: shard, timings: durations)
        printError("shard \(shard) (\(source)): \(selected.count) of \(files.count) files")
        return selected
    }

    /// The shard asked for, and where it came from.
    private func chosenShard() throws -> (Shard, String)? {
        if let shard { return (try Shard(parsing: shard), "--shard") }
        do {
            guard let shard = try Shard.fromEnvironment(ProcessInfo.processInfo.environment) else { return nil }
            return (shard, "from the environment")
        } catch {
            printError("the CI shard variables: \(error.message) (--no-shard runs every file)")
            throw ExitCode(.usage)
        }
    }

    /// Writes `--junit` and prints `--tap`.
    func writeReports(_ results: [ScenarioResult]) throws {
        if let junit { try writeFile(JUnitReport.xml(results), to: junit) }
        if tap { FileHandle.standardOutput.write(Data(TAPReport.text(results).utf8)) }
    }
}
