// swift-tools-version:6.0
import PackageDescription

/// The package's folder, for files the linker reads.
let root = String(#filePath.dropLast("Package.swift".count))

let package = Package(
    name: "Vitrine",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "vitrine", targets: ["vitrine"]),
        .executable(name: "vitrine-serve", targets: ["vitrine-serve"]),
        .library(name: "VitrineCore", targets: ["VitrineCore"]),
        .library(name: "VitrineThemes", targets: ["VitrineThemes"]),
        .library(name: "VitrineImages", targets: ["VitrineImages"]),
        .library(name: "VitrineComponents", targets: ["VitrineComponents"]),
        .library(name: "VitrineGallery", targets: ["VitrineGallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/apple/swift-nio-ssh", from: "0.15.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3" ..< "5.0.0"),
    ],
    targets: [
        // The only module that includes curses; only VitrineTerminal imports it.
        .target(name: "CNcursesw", linkerSettings: [.linkedLibrary("ncursesw")]),
        // libpng's simplified API; only VitrineImages imports it.
        .systemLibrary(name: "CPNG", providers: [.apt(["libpng-dev"])]),
        // Values only: geometry, canvas, colour, text, pixels, resolved tokens, the component protocol.
        .target(name: "VitrineCore"),
        // Reading files anyone may have written (regular files only, bounded): themes' and images' one way in;
        // starting children (close-on-exec pipes, limits before exec).
        .target(name: "VitrineFiles", dependencies: ["CVitrineSystem"]),
        // Theme files: parsing, aliases, $extends, art files, the themes folder.
        .target(name: "VitrineThemes", dependencies: ["VitrineCore", "VitrineFiles"]),
        .target(name: "VitrineImages", dependencies: ["VitrineCore", "VitrineFiles", "CPNG"]),
        .target(name: "VitrineComponents", dependencies: ["VitrineCore"]),
        .target(
            name: "VitrineGallery",
            dependencies: ["VitrineCore", "VitrineComponents", "VitrineThemes", "VitrineImages", "VitrineFiles"],
            exclude: ["Samples"] // the stories' PNGs (scripts/make-sample-images), found beside the executable (SampleImages)
        ),
        .target(name: "VitrineTerminal", dependencies: ["VitrineCore", "CNcursesw"]),
        .executableTarget(
            name: "vitrine",
            dependencies: [
                "VitrineCore", "VitrineComponents", "VitrineGallery", "VitrineTerminal", "VitrineThemes", "VitrineFiles", "VitrineImages",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["startup.order"],
            linkerSettings: [
                // Release: one static executable (glibc, ncurses and libpng linked in: no dynamic loader, no
                // shared libraries mapped), linked by lld with the code start-up runs laid out together
                // (startup.order, written by scripts/startup-order). Peak memory 14.8 → 8.3 MiB (README).
                .unsafeFlags(["-static-executable", "-use-ld=lld", "-Xlinker", "-ltinfo", "-Xlinker", "-lz", "-Xlinker", "-lm",
                              "-Xlinker", "--symbol-ordering-file=\(root)Sources/vitrine/startup.order",
                              "-Xlinker", "--no-warn-symbol-ordering"],
                             .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        // `vitrine serve`: an SSH server (swift-nio-ssh) whose only service is the gallery, one process and
        // pseudo-terminal a session. Its own executable, so the gallery's binary carries no NIO or crypto.
        // glibc's pseudo-terminal and pipe2, which Swift's Glibc module hides, and fork-to-exec with limits set
        // in the child: the system layer's only C (prefix vs_).
        .target(name: "CVitrineSystem"),
        .target(
            name: "VitrineServe",
            dependencies: [
                "VitrineCore", "VitrineFiles", "CVitrineSystem",
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSH", package: "swift-nio-ssh"), .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .executableTarget(
            name: "vitrine-serve",
            dependencies: ["VitrineServe", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Helpers shared by the test targets (the bundled theme, found from the repository).
        .target(name: "VitrineTestSupport", dependencies: ["VitrineCore", "VitrineThemes", "VitrineGallery"],
                path: "Tests/VitrineTestSupport"),
        .testTarget(name: "VitrineCoreTests", dependencies: ["VitrineCore", "VitrineTestSupport"]),
        .testTarget(name: "VitrineThemesTests", dependencies: ["VitrineCore", "VitrineFiles", "VitrineThemes", "VitrineTestSupport"]),
        .testTarget(name: "VitrineTerminalTests", dependencies: ["VitrineTerminal"]),
        .testTarget(name: "VitrineImagesTests", dependencies: ["VitrineImages", "VitrineCore", "VitrineFiles", "CPNG", "VitrineTestSupport"]),
        .testTarget(
            name: "VitrineComponentsTests",
            dependencies: [
                "VitrineCore", "VitrineComponents", "VitrineThemes", "VitrineGallery", "VitrineTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "VitrineGalleryTests",
            dependencies: ["VitrineCore", "VitrineComponents", "VitrineThemes", "VitrineGallery", "VitrineImages", "VitrineTestSupport"]
        ),
        .testTarget(name: "VitrineServeTests", dependencies: ["VitrineServe"]),
        .testTarget(name: "VitrineEndToEndTests", dependencies: ["vitrine", "vitrine-serve", "VitrineCore", "VitrineThemes", "VitrineImages", "VitrineFiles",
                                                        "VitrineGallery", "VitrineTestSupport"]),
    ]
)
