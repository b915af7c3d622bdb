import Foundation

/// A fresh folder under the temporary directory, removed when the value goes away.
public final class TemporaryFolder: @unchecked Sendable {
    public let url: URL

    public init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to file `name` (which may name subfolders) in the folder, replacing it, and returns its URL.
    @discardableResult
    public func write(_ name: String, _ text: String) -> URL {
        let file = url.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: file)
        return file
    }

    /// Copies the repository's theme `name` (e.g. `default`) into the folder, with the logo art files
    /// the bundled themes name.
    @discardableResult
    public func copyBundledTheme(_ name: String) -> URL {
        let themes = DefaultTheme.url.deletingLastPathComponent()
        let logos = url.appendingPathComponent("logos")
        if !FileManager.default.fileExists(atPath: logos.path) {
            try? FileManager.default.copyItem(at: themes.appendingPathComponent("logos"), to: logos)
        }
        let text = (try? String(contentsOf: themes.appendingPathComponent(name + ".json"), encoding: .utf8)) ?? ""
        return write(name + ".json", text)
    }
}
