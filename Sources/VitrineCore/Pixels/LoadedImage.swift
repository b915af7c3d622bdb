/// A picture a component was given: decoded pixels, or why there are none (shown in the inspector
/// while the component falls back to what it draws without a picture).
public enum LoadedImage: Equatable, Sendable {
    case bitmap(Bitmap)
    case unavailable(reason: String)

    /// The pixels, when the picture loaded.
    public var bitmap: Bitmap? {
        if case let .bitmap(bitmap) = self { return bitmap }
        return nil
    }

    /// Why the picture is missing, when it is.
    public var failureReason: String? {
        if case let .unavailable(reason) = self { return reason }
        return nil
    }
}
