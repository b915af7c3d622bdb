import Foundation

/// A fresh folder under the temporary directory, removed when the value goes away.
public final class TemporaryFolder: @unchecked Sendable {
    public let url: URL

    public init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to file `name` in the folder (replacing it) and returns its URL.
    @discardableResult
    public func write(_ name: String, _ text: String) -> URL {
        let file = url.appendingPathComponent(name)
        try? Data(text.utf8).write(to: file)
        return file
    }

    /// Copies the repository's theme `name` (e.g. `default`) into the folder.
    @discardableResult
    public func copyBundledTheme(_ name: String) -> URL {
        let source = DefaultTheme.url.deletingLastPathComponent().appendingPathComponent(name + ".json")
        let text = (try? String(contentsOf: source, encoding: .utf8)) ?? ""
        return write(name + ".json", text)
    }
}
