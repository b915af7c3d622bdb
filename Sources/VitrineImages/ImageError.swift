/// Why an image could not be loaded.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read (missing, a folder, a device, no permission).
    case unreadable(String)
    /// The file or data is larger than the loader accepts.
    case tooManyBytes(Int, limit: Int)
    /// The image's header asks for more pixels than the decoder allows.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// libpng refused the data (not a PNG, truncated, corrupt); its message.
    case undecodable(String)

    public var description: String {
        switch self {
        case let .unreadable(reason): return "unreadable: \(reason)"
        case let .tooManyBytes(count, limit): return "too large: \(count) bytes (limit \(limit))"
        case let .tooManyPixels(width, height, limit):
            return "too large: \(width)×\(height) pixels (limit \(limit) pixels)"
        case let .undecodable(message): return "not a readable PNG: \(message)"
        }
    }
}
