import Foundation
import VitrineCore

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

    /// The bytes of a regular file of at most `maximumBytes` (so a FIFO or /dev/zero cannot hang or flood).
    static func read(_ url: URL) throws(ImageError) -> [UInt8] {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        } catch {
            throw .unreadable("no such file")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { throw .unreadable("not a regular file") }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumBytes else { throw .tooManyBytes(size, limit: maximumBytes) }
        guard let data = FileManager.default.contents(atPath: url.path) else { throw .unreadable("cannot be read") }
        guard data.count <= maximumBytes else { throw .tooManyBytes(data.count, limit: maximumBytes) }
        return [UInt8](data)
    }
}
