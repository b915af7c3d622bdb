// swift-tools-version:6.0
import PackageDescription

/// The package's folder, for files the linker reads.
let root = String(#filePath.dropLast("Package.swift".count))

// Linux only: ncursesw and libpng from Debian, glibc, inotify (VitrineTerminal's file watcher) and
// /proc/self/exe (VitrineSystem finds the executable's folder with it).
/// Release builds of the gallery's modules reach concrete type metadata through accessor functions rather
/// than by demangling a name at run time: every such name whose type has a conformance requirement made
/// start-up scan the static binary's conformance records (callgrind: half of `vitrine stories`, and twice
/// that once stories became generic values). A little more code for a faster start.
let startUpSettings: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
]

let package = Package(
    name: "Vitrine",
    products: [
        .executable(name: "vitrine", targets: ["vitrine"]),
        .executable(name: "vitrine-serve", targets: ["vitrine-serve"]),
        .library(name: "VitrineCore", targets: ["VitrineCore"]),
        .library(name: "VitrineThemes", targets: ["VitrineThemes"]),
        .library(name: "VitrineImages", targets: ["VitrineImages"]),
        .library(name: "VitrineComponents", targets: ["VitrineComponents"]),
        .library(name: "VitrineCatalog", targets: ["VitrineCatalog"]),
        .library(name: "VitrineGallery", targets: ["VitrineGallery"]),
        .library(name: "VitrineTerminalProtocol", targets: ["VitrineTerminalProtocol"]),
        .library(name: "VitrineTesting", targets: ["VitrineTesting"]),
        .library(name: "VitrineReview", targets: ["VitrineReview"]),
        .library(name: "VitrineServe", targets: ["VitrineServe"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // swift-nio-ssh 0.15.1 with the patches its README.md lists (FoundationEssentials imports, RSA user keys):
        // upstream's link all of Foundation and ICU's data into vitrine-serve (66 MB stripped; 22 MB without).
        .package(path: "Sources/Vendored/swift-nio-ssh"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3" ..< "5.0.0"),
    ],
    targets: [
        // The only module that includes curses; only VitrineTerminal imports it. ncurses is linked from its
        // static archives in every build, so that the shim's own _nc_scroll_optimize_sp (no scrolling of the
        // terminal's regions, see ncurses_overrides.c) is the one doupdate calls (the shared library's call stays inside it),
        // and its calls of write() go through the shim's __wrap_write, which holds its output until the first
        // frame and sends both in one write (calls to other descriptors go straight through).
        .target(name: "CNcursesw", linkerSettings: [.unsafeFlags(["-Xlinker", "-l:libncursesw.a", "-Xlinker", "-l:libtinfo.a",
                                                                   "-Xlinker", "--wrap=write"])]),
        // libpng's simplified API; only VitrineImages imports it.
        .systemLibrary(name: "CPNG", providers: [.apt(["libpng-dev"])]),
        // Values only: geometry, canvas, colour, text, pixels, resolved tokens, the component protocol.
        .target(name: "VitrineCore", swiftSettings: startUpSettings),
        // The system layer: reading files anyone may have written (regular files only, bounded), writing them
        // whole, finding the executable's folder, starting children (clean signals, close-on-exec pipes,
        // limits before exec), threads and the one condition lock (plain locks are Synchronization's Mutex).
        .target(name: "VitrineSystem", dependencies: ["CVitrineSystem", "VitrineCore"], swiftSettings: startUpSettings),
        // Theme files: parsing, aliases, $extends, art files, the themes folder.
        .target(name: "VitrineThemes", dependencies: ["VitrineCore", "VitrineSystem"], swiftSettings: startUpSettings),
        .target(name: "VitrineImages", dependencies: ["VitrineCore", "VitrineSystem", "CPNG"], swiftSettings: startUpSettings),
        .target(name: "VitrineComponents", dependencies: ["VitrineCore"], swiftSettings: startUpSettings),
        // The catalogue: one StoryBook a component, stories as values, their controls and sample pictures.
        .target(
            name: "VitrineCatalog",
            dependencies: ["VitrineCore", "VitrineComponents", "VitrineThemes", "VitrineImages", "VitrineSystem"],
            exclude: ["Samples"], // the stories' PNGs (scripts/make-sample-images), found beside the executable (SampleImages)
            swiftSettings: startUpSettings
        ),
        // The gallery: its model (one pure update), screen and runtime.
        .target(name: "VitrineGallery", dependencies: ["VitrineCore", "VitrineCatalog", "VitrineReview", "VitrineThemes", "VitrineImages", "VitrineSystem"],
                swiftSettings: startUpSettings),
        // What the QA commands compare and report: theme diffs, contrast, the review page and its pictures.
        .target(name: "VitrineReview", dependencies: ["VitrineCore", "VitrineCatalog", "VitrineThemes"], swiftSettings: startUpSettings),
        // Terminal answers (OSC 11, XTGETTCAP, DECRQSS, DA1) and late answers filtered out of the input: pure,
        // so the fuzzers feed it bytes.
        .target(name: "VitrineTerminalProtocol", dependencies: ["VitrineCore"], swiftSettings: startUpSettings),
        .target(name: "VitrineTerminal", dependencies: ["VitrineCore", "VitrineTerminalProtocol", "VitrineSystem", "CNcursesw"], swiftSettings: startUpSettings),
        // A terminal in memory for tests and benchmarks, apart from the code that ships (as NIOEmbedded is).
        .target(name: "VitrineTesting", dependencies: ["VitrineCore"]),
        .executableTarget(
            name: "vitrine",
            dependencies: [
                "VitrineCore", "VitrineComponents", "VitrineCatalog", "VitrineGallery", "VitrineReview", "VitrineTerminal", "VitrineThemes",
                "VitrineSystem", "VitrineImages",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: startUpSettings,
            linkerSettings: [
                // Release: one static executable (glibc, ncurses and libpng linked in: no dynamic loader, no
                // shared libraries mapped), linked by lld with the code start-up runs laid out together
                // (Benchmarks/Generated/vitrine.order, written by scripts/startup-order). Peak memory 14.8 → 8.3 MiB (docs/performance.md).
                .unsafeFlags(["-static-executable", "-use-ld=lld", "-Xlinker", "-lz", "-Xlinker", "-lm",
                              "-Xlinker", "--symbol-ordering-file=\(root)Benchmarks/Generated/vitrine.order",
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
                "VitrineCore", "VitrineSystem", "CVitrineSystem",
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSH", package: "swift-nio-ssh"), .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .executableTarget(
            name: "vitrine-serve",
            dependencies: ["VitrineServe", "VitrineSystem", "VitrineCore", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            // The systemd unit that runs it (scripts/release ships it; ServeServiceTests verifies it).
            exclude: ["vitrine-serve.service"],
            linkerSettings: [
                // Release: a static executable, as the gallery's. Position-independent, it carried 96,000
                // relocations that dirtied 16 MiB of its own pages at start (20 MiB RSS before any session).
                // The code it runs laid out together, as the gallery's (Benchmarks/Generated/vitrine-serve.order, scripts/startup-order).
                .unsafeFlags(["-static-executable", "-use-ld=lld",
                              "-Xlinker", "--symbol-ordering-file=\(root)Benchmarks/Generated/vitrine-serve.order",
                              "-Xlinker", "--no-warn-symbol-ordering"],
                             .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        // Helpers shared by the test targets (the bundled theme, found from the repository).
        .target(name: "VitrineTestSupport", dependencies: ["VitrineCore", "VitrineThemes", "VitrineCatalog", "VitrineGallery"],
                path: "Tests/VitrineTestSupport"),
        .testTarget(name: "VitrineCoreTests", dependencies: ["VitrineCore", "VitrineTesting", "VitrineTestSupport"]),
        .testTarget(name: "VitrineTerminalProtocolTests", dependencies: ["VitrineCore", "VitrineTerminalProtocol"]),
        .testTarget(name: "VitrineThemesTests", dependencies: ["VitrineCore", "VitrineSystem", "VitrineThemes", "VitrineTestSupport"]),
        .testTarget(name: "VitrineTerminalTests", dependencies: ["VitrineTerminal", "VitrineCore", "CNcursesw", "VitrineTestSupport"]),
        .testTarget(name: "VitrineImagesTests", dependencies: ["VitrineImages", "VitrineCore", "VitrineSystem", "CPNG", "VitrineTestSupport"]),
        .testTarget(
            name: "VitrineComponentsTests",
            dependencies: [
                "VitrineCore", "VitrineComponents", "VitrineThemes", "VitrineCatalog", "VitrineGallery", "VitrineTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "VitrineGalleryTests",
            dependencies: ["VitrineCore", "VitrineComponents", "VitrineThemes", "VitrineCatalog", "VitrineGallery", "VitrineReview", "VitrineImages",
                           "VitrineSystem", "VitrineTesting", "VitrineTestSupport"]
        ),
        .testTarget(
            name: "VitrineServeTests",
            dependencies: ["VitrineServe", .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                           .product(name: "NIOSSH", package: "swift-nio-ssh"), "VitrineTestSupport"]
        ),
        .testTarget(name: "VitrineSystemTests", dependencies: ["VitrineSystem", "VitrineTestSupport"]),
        .testTarget(name: "VitrineEndToEndTests", dependencies: ["vitrine", "vitrine-serve", "VitrineCore", "VitrineThemes", "VitrineImages", "VitrineSystem",
                                                        "VitrineCatalog", "VitrineTestSupport"]),
    ]
)
