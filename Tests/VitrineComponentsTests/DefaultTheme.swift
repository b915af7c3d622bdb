import Foundation
import VitrineCore
import VitrineGallery

/// The repository's bundled default theme, loaded as the gallery loads it.
enum DefaultTheme {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("themes/default.json")

    static func load() throws -> Theme {
        try Theme.load(from: url, requiredTokens: StoryCatalog.standard.requiredTokens)
    }
}
