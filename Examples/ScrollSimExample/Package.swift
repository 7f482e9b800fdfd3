// swift-tools-version: 6.1
import PackageDescription

/// An app's code and test suite as a ScrollSim user writes them: a separate package that depends on
/// ScrollSim (here by path, from a checkout; a tagged URL in an app). `FeedKit` is app code written for iOS
/// (`import UIKit`) that builds on Linux against ScrollSimUIKit; `CarouselTests` tests a carousel with
/// ScrollSimTesting.
let package = Package(
    name: "ScrollSimExample",
    dependencies: [.package(name: "ScrollSim", path: "../..")],
    targets: [
        .target(
            name: "FeedKit",
            dependencies: [
                .product(name: "ScrollSimUIKit", package: "ScrollSim", condition: .when(platforms: [.linux]))
            ]
        ),
        .testTarget(
            name: "FeedKitTests",
            dependencies: [
                "FeedKit",
                .product(name: "ScrollSimUIKit", package: "ScrollSim", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            name: "CarouselTests",
            dependencies: [.product(name: "ScrollSimTesting", package: "ScrollSim")]
        ),
    ]
)
