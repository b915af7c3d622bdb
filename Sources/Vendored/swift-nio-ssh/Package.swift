// swift-tools-version:6.1
// swift-nio-ssh's NIOSSH module (Apple Inc. and the SwiftNIO project authors, Apache License 2.0:
// LICENSE.txt), vendored by Vitrine with the patches its README.md lists; foundation-essentials.patch imports
// FoundationEssentials and NIOFoundationEssentialsCompat where upstream imports Foundation and
// NIOFoundationCompat, so that vitrine-serve links neither full Foundation nor ICU's data. README.md says
// which release and how to refresh it (scripts/vendor-nio-ssh).
import PackageDescription

let package = Package(
    name: "swift-nio-ssh",
    products: [
        .library(name: "NIOSSH", targets: ["NIOSSH"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", "1.0.0" ..< "6.0.0"),
        .package(url: "https://github.com/apple/swift-atomics.git", from: "1.0.2"),
    ],
    targets: [
        .target(
            name: "NIOSSH",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOFoundationEssentialsCompat", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "Atomics", package: "swift-atomics"),
            ],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
    ]
)
