import Foundation

/// Theme files kept in `Tests/Fixtures`.
public enum Fixtures {
    private static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    private static let folder = tests.appendingPathComponent("Fixtures")

    /// The gallery's sample PNGs (good and broken), in its sources.
    public static let samplePictures = tests.deletingLastPathComponent().appendingPathComponent("Sources/VitrineCatalog/Samples")

    /// A theme shaped like a design tool's export: every W3C token type, aliases inside composites,
    /// `$deprecated`, other tools' `$extensions`, light and dark in two files; it extends the bundled default.
    public static let designToolExport = folder.appendingPathComponent("design-tool-export/brand.json")

    /// The JUnit XML schemas CI servers validate reports against (`Tests/Fixtures/junit`): `ant`, `jenkins`.
    public static func junitSchema(_ name: String) -> URL {
        folder.appendingPathComponent("junit/\(name)-junit.xsd")
    }

    /// A theme mutation of the QA corpus (`Tests/Fixtures/qa-corpus`), by file name.
    public static func qaCase(_ name: String) -> URL {
        folder.appendingPathComponent("qa-corpus/\(name)")
    }
}
