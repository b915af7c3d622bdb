// swift-tools-version:6.1
import PackageDescription

// Benchmarks live in their own package so that `swift test` on the main package never builds the
// benchmark harness. Run them with `swift package --package-path Benchmarks benchmark`.
let package = Package(
    name: "VitrineBenchmarks",
    dependencies: [
        .package(name: "Vitrine", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "VitrineBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "VitrineCore", package: "Vitrine"),
                .product(name: "VitrineCatalog", package: "Vitrine"),
                .product(name: "VitrineGallery", package: "Vitrine"),
                .product(name: "VitrineReview", package: "Vitrine"),
                .product(name: "VitrineTesting", package: "Vitrine"),
                .product(name: "VitrineThemes", package: "Vitrine"),
            ],
            path: "Benchmarks/VitrineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
