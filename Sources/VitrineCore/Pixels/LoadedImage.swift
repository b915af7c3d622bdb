/// A picture a component was given: decoded pixels, why there are none (shown in the inspector while
/// the component falls back to what it draws without a picture), or a picture file with what reading it
/// gave. A component never reads a file: the gallery reads a named file (an effect) and gives the
/// component the file with its contents.
public indirect enum LoadedImage: Equatable, Sendable {
    case bitmap(Bitmap)
    case unavailable(reason: String)
    /// The picture in the file at `path` (a sample, or one typed into a control); `contents` is what
    /// reading it gave, nil while it has not been read.
    case file(path: String, contents: LoadedImage?)

    /// The picture named by the file at `path`, not read yet.
    public static func file(_ path: String) -> LoadedImage { .file(path: path, contents: nil) }

    /// The pixels, when the picture loaded.
    public var bitmap: Bitmap? {
        switch self {
        case let .bitmap(bitmap): return bitmap
        case .unavailable: return nil
        case let .file(_, contents): return contents?.bitmap
        }
    }

    /// Why the picture is missing, when it is.
    public var failureReason: String? {
        switch self {
        case .bitmap: return nil
        case let .unavailable(reason): return reason
        case let .file(_, contents?): return contents.failureReason
        case .file(_, nil): return "not read yet"
        }
    }

    /// The file this picture names when it has not been read yet.
    public var unreadFile: String? {
        if case let .file(path, nil) = self { return path }
        return nil
    }

    /// This picture with an unread file's contents taken from `read` (by path), when it has them.
    public func reading(_ read: [String: LoadedImage]) -> LoadedImage {
        guard case let .file(path, nil) = self, let contents = read[path] else { return self }
        return .file(path: path, contents: contents)
    }
}
