import Foundation

/// Reads a whole file that anyone may have put there (a theme, an art file, an image), but only a
/// regular file and only up to a size: a FIFO, a device or `/dev/zero` would never end.
public enum BoundedFile {
    /// Why a file was not read.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case missing
        case notARegularFile
        /// `size` bytes, over `limit`.
        case tooLarge(size: Int, limit: Int)
        /// The file exists but reading it failed (permissions, I/O).
        case unreadable(String)

        public var description: String {
            switch self {
            case .missing: return "no such file"
            case .notARegularFile: return "not a regular file"
            case let .tooLarge(size, limit): return "\(size) bytes, larger than \(limit)"
            case let .unreadable(reason): return "cannot be read (\(reason))"
            }
        }
    }

    /// The bytes of `url`; the size is checked before reading and again after (the file may grow).
    public static func read(_ url: URL, limit: Int) throws(Failure) -> Data {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { throw .missing }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { throw .notARegularFile }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= limit else { throw .tooLarge(size: size, limit: limit) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(error.localizedDescription)
        }
        guard data.count <= limit else { throw .tooLarge(size: data.count, limit: limit) }
        return data
    }
}
