import FoundationEssentials
import VitrineCore
import VitrineImages
import VitrineSystem

/// What edited content is read against: file paths typed in a control are relative to the working
/// directory the gallery started in, and `http(s)` URLs load only with `--allow-network`.
public struct ControlEnvironment: Equatable, Sendable {
    public var workingDirectory: URL
    public var allowsNetwork: Bool

    public init(workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
                allowsNetwork: Bool = false) {
        // As a directory, so a relative path resolves inside it rather than beside it.
        self.workingDirectory = URL(fileURLWithPath: workingDirectory.filePath, isDirectory: true)
        self.allowsNetwork = allowsNetwork
    }

    /// The URL `text` names: `http(s):` and `file:` URLs as written, anything else a file path relative
    /// to the working directory.
    public func url(_ text: String) -> URL {
        if let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https", "file"].contains(scheme) { return url }
        return TypedPath.url(text, relativeTo: workingDirectory).standardizedFileURL
    }

    /// The picture file `path` names (relative to the working directory), not read yet: the gallery reads
    /// it (``GalleryEffect/readPictures(_:)``) before it is drawn; nil for an empty path.
    public func image(_ path: String) -> LoadedImage? {
        path.isEmpty ? nil : .file(url(path).path)
    }
}
