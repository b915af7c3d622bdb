// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Vitrine",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "vitrine", targets: ["vitrine"]),
        .library(name: "VitrineCore", targets: ["VitrineCore"]),
        .library(name: "VitrineComponents", targets: ["VitrineComponents"]),
        .library(name: "VitrineGallery", targets: ["VitrineGallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The only module that includes curses; only VitrineTerminal imports it.
        .target(name: "CNcursesw", linkerSettings: [.linkedLibrary("ncursesw")]),
        // libpng's simplified API; only VitrineImages imports it.
        .systemLibrary(name: "CPNG", providers: [.apt(["libpng-dev"])]),
        .target(name: "VitrineCore"),
        .target(name: "VitrineImages", dependencies: ["VitrineCore", "CPNG"]),
        .target(name: "VitrineComponents", dependencies: ["VitrineCore"]),
        .target(
            name: "VitrineGallery",
            dependencies: ["VitrineCore", "VitrineComponents", "VitrineImages"],
            resources: [.copy("Samples")] // the Avatar stories' PNGs (scripts/make-sample-images)
        ),
        .target(name: "VitrineTerminal", dependencies: ["VitrineCore", "CNcursesw"]),
        .executableTarget(
            name: "vitrine",
            dependencies: [
                "VitrineCore", "VitrineComponents", "VitrineGallery", "VitrineTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Helpers shared by the test targets (the bundled theme, found from the repository).
        .target(name: "VitrineTestSupport", dependencies: ["VitrineCore", "VitrineGallery"], path: "Tests/VitrineTestSupport"),
        .testTarget(name: "VitrineCoreTests", dependencies: ["VitrineCore", "VitrineTestSupport"]),
        .testTarget(name: "VitrineTerminalTests", dependencies: ["VitrineTerminal"]),
        .testTarget(name: "VitrineImagesTests", dependencies: ["VitrineImages", "VitrineCore", "VitrineTestSupport"]),
        .testTarget(
            name: "VitrineComponentsTests",
            dependencies: [
                "VitrineCore", "VitrineComponents", "VitrineGallery", "VitrineTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "VitrineGalleryTests",
            dependencies: ["VitrineCore", "VitrineComponents", "VitrineGallery", "VitrineTestSupport"]
        ),
        .testTarget(name: "VitrineEndToEndTests", dependencies: ["vitrine", "VitrineCore", "VitrineTestSupport"]),
    ]
)
