// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// The ScrollSim package one level up, named by its directory as SwiftPM names path dependencies.
let scrollSim = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let scrollSimIdentity = scrollSim.lastPathComponent

let package = Package(
    name: "ScrollSimBenchmarks",
    dependencies: [
        .package(path: "../"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "_ScrollSimInternals", package: scrollSimIdentity),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "SimulationBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "_ScrollSimInternals", package: scrollSimIdentity),
            ],
            path: "Benchmarks/SimulationBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "UIKitBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ScrollSimUIKit", package: scrollSimIdentity),
                .product(name: "_ScrollSimInternals", package: scrollSimIdentity),
            ],
            path: "Benchmarks/UIKitBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ReportBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "_ScrollSimInternals", package: scrollSimIdentity),
            ],
            path: "Benchmarks/ReportBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "DaemonBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "_ScrollSimInternals", package: scrollSimIdentity),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Benchmarks/DaemonBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
