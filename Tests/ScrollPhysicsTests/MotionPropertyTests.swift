import Testing

@testable import ScrollPhysics

/// Properties every motion keeps, sampled at several tick rates.
@Suite struct MotionPropertyTests {
    @Test(arguments: [60.0, 120.0, 240.0])
    func decelerationNeverSpeedsUp(tickHz: Double) {
        let motion = Deceleration(start: 100, velocity: -3200, rate: .normal)
        var previous = abs(motion.velocity(at: 0))
        for tick in 1...Int(motion.duration * tickHz) {
            let speed = abs(motion.velocity(at: Double(tick) / tickHz))
            #expect(speed <= previous)
            previous = speed
        }
    }

    @Test func aReAimedDecelerationRestsOnItsTarget() {
        let motion = Deceleration(start: 120, restingAt: 400, rate: .fast)
        #expect(abs(motion.restingPoint - 400) < 1e-9)
        #expect(motion.initialVelocity > 0)
        #expect(abs(motion.position(at: motion.duration) - 400) <= Deceleration.stopDistance + 1e-9)
    }

    @Test func theEaseOutStartsFastAndEndsOnTheTarget() {
        let animation = EaseOutAnimation(from: 0, to: 300)
        #expect(animation.position(at: 0) == 0)
        #expect(animation.position(at: 0.3) == 300)
        #expect(animation.position(at: 1) == 300)
        #expect(abs(animation.velocity(at: 0) - 3000) < 1e-9)
        #expect(animation.velocity(at: 0.3) == 0)
        #expect(animation.position(at: 0.15) > 150)
    }
}
