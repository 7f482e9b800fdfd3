import Foundation
import LayoutTestKit
import Rendering
import Simulation
import Specs
import Testing
import Wire

/// `--plot` of a streamed run: the recorder, fed the events as they come, draws what the renderer draws
/// from every event kept.
@Suite struct PlotRecorderTests {
    static let scenarioFiles: [String] = {
        let directory = Repository.path("Scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { directory + "/" + $0 }
    }()

    @Test(arguments: scenarioFiles)
    func theRecorderDrawsWhatTheRendererDrawsFromTheEvents(_ path: String) throws {
        let scenario = try SpecFile.loadScenario(path: path)
        var recorder = PlotRecorder()
        var events: [Event] = []
        _ = ScenarioRunner.play(scenario) { batch in
            recorder.add(batch)
            events += batch
        }
        #expect(recorder.render(title: "t") == PlotRenderer.render(events, title: "t"))
    }
}
