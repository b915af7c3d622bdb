import FoundationEssentials
import VitrineCore
import VitrineSystem

/// Loads PNG files for components, turning every failure into a reason instead of an error.
public enum ImageFile {
    /// The largest file read (8 MiB); anything bigger is refused before reading.
    public static let maximumBytes = 8 << 20

    /// The decoded image at `url`, or why it could not be loaded (the reason names the file).
    public static func load(_ url: URL) -> LoadedImage {
        do {
            return .bitmap(try PNGDecoder.decode(try read(url)))
        } catch {
            return .unavailable(reason: TerminalText.sanitized("\(url.lastPathComponent): \(error)"))
        }
    }

    /// Each of `paths` read as a picture file (``LoadedImage/file(path:contents:)``), by path.
    public static func read(_ paths: [String]) -> [String: LoadedImage] {
        Dictionary(paths.map { ($0, load(URL(fileURLWithPath: $0))) }, uniquingKeysWith: { first, _ in first })
    }

    /// The bytes of a regular file of at most `maximumBytes` (so a FIFO or /dev/zero cannot hang or flood).
    static func read(_ url: URL) throws(ImageError) -> [UInt8] {
        do {
            return try BoundedFile.read(url, limit: maximumBytes)
        } catch {
            if case let .tooLarge(size, limit) = error { throw .tooManyBytes(size, limit: limit) }
            throw .unreadable(error.description)
        }
    }
}
