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
    /// The URL's scheme is neither `file` nor `http(s)`.
    case unsupportedURL(String)
    /// The server answered with a status other than 200.
    case httpStatus(Int)
    /// Nothing complete arrived within the loader's timeout.
    case timedOut(Duration)
    /// The connection failed (refused, reset, DNS).
    case network(String)
    /// An `http(s)` URL while the network is off (the gallery without `--allow-network`).
    case networkNotAllowed
    /// The load was cancelled (its story is no longer shown).
    case cancelled

    public var description: String {
        switch self {
        case let .unreadable(reason): return "unreadable: \(reason)"
        case let .tooManyBytes(count, limit): return "too large: \(count) bytes (limit \(limit))"
        case let .tooManyPixels(width, height, limit):
            return "too large: \(width)×\(height) pixels (limit \(limit) pixels)"
        case let .undecodable(message): return "not a readable PNG: \(message)"
        case let .unsupportedURL(url): return "unsupported URL: \(url)"
        case let .httpStatus(status): return "HTTP status \(status)"
        case let .timedOut(limit): return "timed out after \(Int((limit.inSeconds * 1000).rounded())) ms"
        case let .network(reason): return "network error: \(reason)"
        case .networkNotAllowed: return "the network is off: start the gallery with --allow-network to load http(s) URLs"
        case .cancelled: return "cancelled"
        }
    }
}
