import Simulation

/// The views a scenario declares, for resolving the `view` its steps name.
package struct ScenarioViews {
    let views: [(id: String, spec: ViewSpec)]

    package init(views: [(id: String, spec: ViewSpec)]) {
        self.views = views
    }

    /// The spec of the view `id`, which the caller has resolved.
    func spec(_ id: String) -> ViewSpec {
        views.first { $0.id == id }!.spec
    }

    /// The required `view` member, which must name one of the views.
    func id(_ fields: SpecFields) throws(InputError) -> String {
        try id(fields.required("view"))
    }

    /// A view's id, which must name one of the views (with a suggestion when one is close).
    func id(_ value: SpecValue) throws(InputError) -> String {
        let id = try value.string()
        guard views.contains(where: { $0.id == id }) else {
            let ids = views.map(\.id)
            throw value.error(
                "no view \"\(id)\"\(KeySuggestion.hint(for: id, among: ids)) (the scenario's views: \(ids.joined(separator: ", ")))"
            )
        }
        return id
    }
}
