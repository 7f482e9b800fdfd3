import Simulation

extension ScrollSim {
    /// The hooks as set now, read once for a run of ticks: the hooks are package properties, whose every
    /// read costs a runtime exclusivity check and a retain (the record's target a weak load too), five a
    /// tick otherwise.
    struct Hooks {
        var releaseTarget: ReleaseQuestion.Hook
        var adjustDisplayed: DisplayAdjustment.Hook?
        /// ``didRecord`` bound to ``recordTarget`` for the run; nil when either is.
        var recorder: Recorder?
        var nextDeadline: (() -> Double?)?
    }

    /// ``didRecord`` bound to its target for a run of ticks, the target held strongly meanwhile. Bound
    /// once, outside the loop of ticks, the target is passed to the hook at each tick without a retain (a
    /// target with weak references to it, as a view has, counts its references in a side table: about 50
    /// instructions a retain).
    struct Recorder {
        let target: AnyObject
        let tell: (AnyObject, [Event]) -> Void

        /// Tells the hook of `events`. - Complexity: that of the hook.
        func callAsFunction(_ events: [Event]) { tell(target, events) }
    }

    var hooks: Hooks {
        var recorder: Recorder?
        if let target = recordTarget, let didRecord { recorder = Recorder(target: target, tell: didRecord) }
        return Hooks(
            releaseTarget: releaseTarget, adjustDisplayed: adjustDisplayed, recorder: recorder,
            nextDeadline: nextDeadline)
    }
}
