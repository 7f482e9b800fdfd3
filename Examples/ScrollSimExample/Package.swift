// swift-tools-version: 6.1
import PackageDescription

/// An app's test suite as a ScrollSim user writes it: a separate package that depends on ScrollSim (here
/// by path, from a checkout; a tagged URL in an app) and tests its carousel with ScrollSimTesting.
let package = Package(
    name: "ScrollSimExample",
    dependencies: [.package(name: "ScrollSim", path: "../..")],
    targets: [
        .testTarget(
            name: "CarouselTests",
            dependencies: [.product(name: "ScrollSimTesting", package: "ScrollSim")]
        )
    ]
)
