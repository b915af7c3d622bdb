import Synchronization

/// A picture a component was given: decoded pixels, or why there are none (shown in the inspector
/// while the component falls back to what it draws without a picture), or one that is read and decoded
/// the first time it is looked at (the gallery's sample images, so that start-up decodes none).
public enum LoadedImage: Equatable, Sendable {
    case bitmap(Bitmap)
    case unavailable(reason: String)
    case deferred(DeferredImage)

    /// The pixels, when the picture loaded.
    public var bitmap: Bitmap? {
        switch self {
        case let .bitmap(bitmap): return bitmap
        case .unavailable: return nil
        case let .deferred(image): return image.loaded.bitmap
        }
    }

    /// Why the picture is missing, when it is.
    public var failureReason: String? {
        switch self {
        case .bitmap: return nil
        case let .unavailable(reason): return reason
        case let .deferred(image): return image.loaded.failureReason
        }
    }
}

/// A picture loaded once, on first use, by the function it was made with; equal to another when both
/// name the same source.
public final class DeferredImage: Equatable, Sendable {
    /// What the picture is (its file), for equality and notes.
    public let source: String
    private let load: @Sendable () -> LoadedImage
    private let result = Mutex<LoadedImage?>(nil)

    public init(source: String, load: @escaping @Sendable () -> LoadedImage) {
        self.source = source
        self.load = load
    }

    /// The picture, loaded on the first call (never itself deferred).
    public var loaded: LoadedImage {
        if let known = result.withLock({ $0 }) { return known }
        var image = load()
        if case let .deferred(inner) = image { image = inner.loaded }
        let settled = image
        result.withLock { $0 = settled }
        return settled
    }

    public static func == (lhs: DeferredImage, rhs: DeferredImage) -> Bool { lhs.source == rhs.source }
}
