// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for every parser that reads untrusted input. A package of their own, so that
// `swift test` never builds them; they link only with `--sanitize=fuzzer`. Run one with
// `scripts/fuzz NAME [SECONDS]` (NAME: theme, art, png, keys, text, color, controls, baseline, serve).
let package = Package(
    name: "VitrineFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Vitrine", path: "../.."),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3" ..< "5.0.0"),
        .package(path: "../../Sources/Vendored/swift-nio-ssh"),
    ],
    targets: [
        .executableTarget(name: "ThemeFuzz", dependencies: [
            .product(name: "VitrineCore", package: "Vitrine"), .product(name: "VitrineThemes", package: "Vitrine"),
        ]),
        .executableTarget(name: "ArtFuzz", dependencies: [.product(name: "VitrineCore", package: "Vitrine")]),
        .executableTarget(name: "PNGFuzz", dependencies: [.product(name: "VitrineImages", package: "Vitrine")]),
        .executableTarget(name: "KeysFuzz", dependencies: [.product(name: "VitrineCore", package: "Vitrine"),
                                                           .product(name: "VitrineTerminalProtocol", package: "Vitrine")]),
        .executableTarget(name: "TextFuzz", dependencies: [.product(name: "VitrineCore", package: "Vitrine")]),
        .executableTarget(name: "ColorFuzz", dependencies: [
            .product(name: "VitrineCore", package: "Vitrine"), .product(name: "VitrineThemes", package: "Vitrine"),
        ]),
        .executableTarget(name: "BaselineFuzz", dependencies: [.product(name: "VitrineReview", package: "Vitrine")]),
        .executableTarget(name: "ServeFuzz", dependencies: [
            .product(name: "VitrineServe", package: "Vitrine"), .product(name: "NIOSSH", package: "swift-nio-ssh"),
            .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOEmbedded", package: "swift-nio"),
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
        .executableTarget(name: "ControlsFuzz", dependencies: [
            .product(name: "VitrineCore", package: "Vitrine"), .product(name: "VitrineThemes", package: "Vitrine"),
            .product(name: "VitrineCatalog", package: "Vitrine"), .product(name: "VitrineGallery", package: "Vitrine"),
        ]),
    ]
)
