import Platform
import Testing

@testable import ScrollPhysics

/// The reference vectors V1–V18 and V36 of `Docs/Physics.md`, computed in double precision from the formulas.
@Suite struct PhysicsVectorTests {
    func close(_ actual: Double, _ expected: Double, within tolerance: Double = 1e-4) -> Bool {
        abs(actual - expected) <= tolerance
    }

    @Test func v1v3v4RestDistances() {
        #expect(close(Deceleration(start: 0, velocity: 1000, rate: .normal).restingPoint, 499.4998))
        #expect(close(Deceleration(start: 0, velocity: 1000, rate: .fast).restingPoint, 99.4992))
        #expect(close(Deceleration(start: 0, velocity: 5000, rate: .normal).restingPoint, 2497.4992))
    }

    /// V2: WWDC's projection is a discrete sum, 0.1 % short of the exact integral we use.
    @Test func v2ProjectionIsShorterThanTheIntegral() {
        let projection = 1000.0 / 1000 * 0.998 / (1 - 0.998)
        #expect(close(projection, 499.0))
        #expect(Deceleration(start: 0, velocity: 1000, rate: .normal).restingPoint > projection)
    }

    @Test func v5v6StopTimes() {
        #expect(close(Deceleration(start: 0, velocity: 1000, rate: .normal).duration, 3.44992, within: 1e-5))
        #expect(close(Deceleration(start: 0, velocity: 1000, rate: .fast).duration, 0.52668, within: 1e-5))
    }

    @Test func v7PositionAfterATenthOfASecond() {
        #expect(close(Deceleration(start: 0, velocity: 1000, rate: .normal).position(at: 0.1), 90.6259))
    }

    /// V8: six exact 60 Hz steps land where the closed form does; explicit Euler drifts to 92.1462.
    @Test func v8ExactStepsAgreeWithTheClosedFormAndEulerDrifts() {
        let k = 1000 * log(0.998)
        let factor = pow(0.998, 1000.0 / 60)
        var exact = (x: 0.0, v: 1000.0)
        var euler = (x: 0.0, v: 1000.0)
        for _ in 0..<6 {
            exact.x += exact.v * (factor - 1) / k
            exact.v *= factor
            euler.x += euler.v / 60
            euler.v *= factor
        }
        #expect(close(exact.x, 90.6259))
        #expect(close(euler.x, 92.1462))
        #expect(close(Deceleration(start: 0, velocity: 1000, rate: .normal).position(at: 0.1), exact.x, within: 1e-9))
    }

    @Test func v9VelocityAfterHalfASecond() {
        #expect(close(Deceleration(start: 0, velocity: 1000, rate: .normal).velocity(at: 0.5), 367.5113))
    }

    @Test func v10TimeAndVelocityAtAnEdge() throws {
        let motion = Deceleration(start: 0, velocity: 2000, rate: .normal)
        let time = try #require(motion.time(toTravel: 300))
        #expect(close(time, 0.178373, within: 1e-6))
        #expect(close(motion.velocity(at: time), 1399.3992))
        #expect(close(motion.position(at: time), 300, within: 1e-9))
        #expect(motion.time(toTravel: 1000) == nil, "the motion rests at 999 pt, short of 1000")
    }

    @Test func v11toV14RubberBand() {
        #expect(close(RubberBand.displayed(100, dimension: 960), 52.0197))
        #expect(close(RubberBand.displayed(5, dimension: 960), 2.7421))
        #expect(close(RubberBand.displayed(400, dimension: 960), 178.9831))
        #expect(close(RubberBand.displayed(300, dimension: 375), 114.5833))
        #expect(close(RubberBand.displayed(1000, dimension: 375), 222.9730))
        #expect(close(RubberBand.displayed(-100, dimension: 960), -52.0197))
    }

    @Test func v15InverseRubberBand() {
        #expect(close(RubberBand.fingerDistance(displaying: 52.0197, dimension: 960), 100.0, within: 1e-3))
    }

    /// V16, V17: the spring handed V10's edge velocity peaks 51.4810 pt out at 0.1 s and settles in 1.42385 s.
    @Test func v16v17BounceFromAnEdge() {
        let spring = Spring(position: 0, velocity: 1399.3992, rest: 0)
        #expect(close(spring.position(at: 0.1), 51.4810))
        #expect(close(spring.velocity(at: 0.1), 0, within: 1e-9))
        #expect(close(spring.duration, 1.42385, within: 1e-5))
    }

    @Test func v18ReleaseInOverscroll() {
        let spring = Spring(position: 50, velocity: 0, rest: 0)
        #expect(close(spring.position(at: 0.2), 20.3003))
        #expect(close(spring.duration, 1.21802, within: 1e-5))
    }

    /// V36: pixels 1250, viewport 400: +300 → 1600, 0 → 1200, −300 → 1200 (not 800).
    @Test(arguments: [(300.0, 4), (0.0, 3), (-300.0, 3)])
    func v36PageTargets(velocity: Double, page: Int) {
        #expect(Paging.targetPage(offset: 1250, pageSize: 400, velocity: velocity, startPage: 3, lastPage: 10) == page)
    }

    @Test func pagingMovesAtMostOnePagePerGesture() {
        #expect(Paging.targetPage(offset: 2900, pageSize: 400, velocity: 5000, startPage: 3, lastPage: 20) == 4)
        #expect(Paging.targetPage(offset: 300, pageSize: 400, velocity: -5000, startPage: 3, lastPage: 20) == 2)
        #expect(Paging.targetPage(offset: 50, pageSize: 400, velocity: -500, startPage: 0, lastPage: 20) == 0)
    }
}
