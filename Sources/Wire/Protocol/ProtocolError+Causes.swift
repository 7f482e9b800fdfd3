import Simulation
import Specs
import WireFormat

extension ProtocolError {
    /// Bad parameters, with the path the decoder found them at.
    public init(_ error: InputError) {
        self.init(.invalidParams, error.message, path: error.path.isEmpty ? nil : error.path)
    }

    /// A command the simulator refused.
    public init(_ error: SimulationError) {
        let code: Code =
            switch error.code {
            case .notFound: .notFound
            case .conflict: .conflict
            case .invalidParams: .invalidParams
            case .limitExceeded: .limitExceeded
            }
        self.init(code, error.message, path: error.path)
    }
}
