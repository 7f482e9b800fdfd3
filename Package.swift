// swift-tools-version: 6.1
import PackageDescription

/// Settings every ScrollSim target shares: Swift 6 language mode (strict concurrency) and the upcoming
/// features that keep imports and existentials explicit.
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "ScrollSim",
    // The stable products: the command line, the in-process test library and the daemon's client. The
    // layout engine is not one yet: its protocols are being reshaped (capabilities, open element kinds, the
    // offsets a query takes). `_ScrollSimInternals` exists for this repository's Benchmarks package; its
    // API may change in any release, as swift-collections' underscored modules may.
    products: [
        .executable(name: "scrollsim", targets: ["scrollsim"]),
        .library(name: "ScrollSimTesting", targets: ["ScrollSimTesting"]),
        .library(name: "ScrollSimClient", targets: ["ScrollSimClient"]),
        .library(name: "ScrollSimUIKit", targets: ["ScrollSimUIKit"]),
        .library(
            name: "_ScrollSimInternals",
            targets: [
                "LayoutCore", "Layouts", "ScrollPhysics", "Simulation", "WireFormat", "Specs", "EventEncoding", "Wire",
                "Reports", "DaemonCore",
            ]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    ],
    targets: [
        .target(name: "Platform", swiftSettings: strictSettings),
        .target(name: "MemoryAdvice", swiftSettings: strictSettings),
        .target(name: "WireFormat", dependencies: ["Platform"], swiftSettings: strictSettings),
        .target(
            name: "LayoutCore",
            dependencies: [
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "HashTreeCollections", package: "swift-collections"),
                .product(name: "_RopeModule", package: "swift-collections"),
                .product(name: "HeapModule", package: "swift-collections"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Layouts",
            dependencies: [
                "LayoutCore", "MemoryAdvice", .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "HeapModule", package: "swift-collections"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ScrollPhysics", dependencies: [.product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: strictSettings),
        .target(
            name: "Simulation",
            dependencies: ["LayoutCore", "Layouts", "ScrollPhysics", "Platform"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Specs",
            dependencies: [
                "WireFormat", "Simulation", "LayoutCore", "Layouts", "ScrollPhysics", "Platform",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: strictSettings
        ),
        // Events as canonical lines and transcripts, apart from the protocol: ScrollSimTesting needs these
        // alone, and they build beside Specs rather than after it.
        .target(
            name: "EventEncoding", dependencies: ["Simulation", "LayoutCore", "WireFormat"],
            swiftSettings: strictSettings),
        .target(
            name: "Wire",
            dependencies: ["WireFormat", "Specs", "Simulation", "LayoutCore", "Layouts"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ScrollSimTesting",
            dependencies: ["Simulation", "EventEncoding", "Specs", "WireFormat", "LayoutCore"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ScrollSimUIKit",
            dependencies: [
                "ScrollSimTesting", "Simulation", "Specs", "ScrollPhysics", "WireFormat", "LayoutCore", "Layouts",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ScrollSimClient", dependencies: ["WireFormat", "Platform"], swiftSettings: strictSettings),
        .target(name: "Rendering", dependencies: ["Simulation", "LayoutCore"], swiftSettings: strictSettings),
        .target(
            name: "Reports",
            dependencies: [
                "Simulation", "LayoutCore", "Layouts", "EventEncoding", "Wire", "Specs", "WireFormat", "Platform",
            ],
            resources: [.embedInCode("Replay/ReplayPage.js")], swiftSettings: strictSettings),
        .systemLibrary(
            name: "CLibUV",
            pkgConfig: "libuv",
            providers: [.apt(["libuv1-dev"]), .brew(["libuv"])]
        ),
        .target(
            name: "DaemonCore",
            dependencies: [
                "EventEncoding", "Wire", "Specs", "WireFormat", "Simulation", "LayoutCore", "Layouts",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "DequeModule", package: "swift-collections"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Daemon",
            dependencies: [
                "DaemonCore", "Wire", "Specs", "WireFormat", "Simulation", "CLibUV", "Platform",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "scrollsim",
            dependencies: [
                "EventEncoding", "Wire", "Specs", "WireFormat", "Simulation", "Layouts", "LayoutCore", "Rendering",
                "Reports", "Daemon", "DaemonCore", "ScrollSimClient", "Platform",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "scrollsim-load",
            dependencies: [
                "Platform", "ScrollSimClient", "WireFormat", .product(name: "Histogram", package: "hdrhistogram-swift"),
            ],
            swiftSettings: strictSettings
        ),
        .target(name: "LayoutTestKit", dependencies: ["LayoutCore", "Platform"], swiftSettings: strictSettings),
        // Counts the test executable's heap allocations per thread (its own malloc): for test targets only.
        .target(name: "AllocationCounting"),
        .target(
            name: "DaemonTestKit",
            dependencies: [
                "DaemonCore", "Wire", "WireFormat", "Specs", "ScrollSimClient",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "FuzzHarness",
            dependencies: [
                "EventEncoding", "Wire", "Specs", "WireFormat", "Simulation", "LayoutCore", "Layouts", "Rendering",
                "Reports", "DaemonCore", "LayoutTestKit", "DaemonTestKit",
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "scrollsim-fuzz",
            dependencies: ["FuzzHarness", "Platform"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LayoutCoreTests", dependencies: ["LayoutCore", "LayoutTestKit"], swiftSettings: strictSettings),
        .testTarget(
            name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics", "Platform"], swiftSettings: strictSettings),
        .testTarget(
            name: "LayoutsTests",
            dependencies: ["Layouts", "LayoutCore", "LayoutTestKit", "Platform"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SimulationTests",
            dependencies: [
                "Simulation", "EventEncoding", "Wire", "Specs", "WireFormat", "LayoutCore", "Layouts", "ScrollPhysics",
                "LayoutTestKit", "Platform",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "WireTests",
            dependencies: [
                "EventEncoding", "Wire", "Specs", "WireFormat", "Simulation", "Layouts", "LayoutCore", "ScrollPhysics",
                "FuzzHarness", "LayoutTestKit", "DaemonTestKit", "Platform",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DaemonTests",
            dependencies: [
                "scrollsim", "Daemon", "EventEncoding", "Wire", "WireFormat", "Simulation", "LayoutCore", "FuzzHarness",
                "LayoutTestKit",
                "DaemonTestKit",
                "Platform", "ScrollSimClient", "CLibUV",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DaemonCoreTests",
            dependencies: [
                "DaemonCore", "Wire", "Specs", "WireFormat", "Simulation", "LayoutCore", "LayoutTestKit",
                "DaemonTestKit",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ReportsTests",
            dependencies: [
                "Reports", "Rendering", "Simulation", "EventEncoding", "Wire", "Specs", "LayoutCore", "LayoutTestKit",
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "ScrollSimClientTests",
            dependencies: ["ScrollSimClient", "Wire", "WireFormat", "DaemonTestKit", "Platform"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ScrollSimTestingTests",
            dependencies: ["ScrollSimTesting", "Simulation"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ScrollSimUIKitTests",
            dependencies: [
                "ScrollSimUIKit", "ScrollSimTesting", "Simulation", "LayoutCore", "Layouts", "AllocationCounting",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CLITests",
            dependencies: ["scrollsim", "LayoutTestKit", "DaemonTestKit"],
            resources: [.copy("Golden"), .copy("Fixtures")],
            swiftSettings: strictSettings
        ),
    ]
)
