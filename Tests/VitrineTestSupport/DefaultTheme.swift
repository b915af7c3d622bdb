import Foundation
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineThemes

/// The repository's bundled default theme, loaded and validated as the gallery loads it.
public enum DefaultTheme {
    public static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("themes/default.json")

    public static func load() throws -> Theme {
        try StoryCatalog.standardWithPictures.loadTheme(from: url)
    }

    /// The default theme, loaded once for every test that only reads it.
    public static let loaded = try! load()

    /// The names of the bundled themes.
    public static let bundledNames = ["default", "high-contrast", "harbour-bank"]

    /// The bundled theme `name`, loaded as the gallery loads it.
    public static func bundled(_ name: String) throws -> Theme {
        try StoryCatalog.standardWithPictures.loadTheme(from: url.deletingLastPathComponent().appendingPathComponent(name + ".json"))
    }
}
