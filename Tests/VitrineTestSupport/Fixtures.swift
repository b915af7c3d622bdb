import Foundation

/// Theme files kept in `Tests/Fixtures`.
public enum Fixtures {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// A theme shaped like a design tool's export: every W3C token type, aliases inside composites,
    /// `$deprecated`, other tools' `$extensions`, light and dark in two files; it extends the bundled default.
    public static let designToolExport = folder.appendingPathComponent("design-tool-export/brand.json")
}
