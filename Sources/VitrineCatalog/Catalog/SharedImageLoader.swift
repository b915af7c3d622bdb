import FoundationEssentials
import VitrineCore
import VitrineImages

/// The loader every AsyncEmblem in the gallery loads through, as the spec's
/// `DesignSystem.shared.emblemImageLoader` sets it for a whole app (`L`, `--image-loader`). A story's own
/// pace still applies on top (the loading story never finishes, the slow one waits).
public enum SharedImageLoader: String, CaseIterable, Sendable {
    /// The default loader: `file:` URLs and paths, `http(s)` with `--allow-network`.
    case standard
    /// A custom loader, as the spec's example writes one: whatever the URL, the bundled sample picture.
    case custom
    /// Every load fails, as on a device without a network: the placeholders show.
    case offline
    /// The default loader two seconds late, as on a slow network: the shimmer shows first.
    case slow

    /// The next one, for `L`.
    public var next: SharedImageLoader {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// How the status bar and the inspector name it.
    public var summary: String {
        switch self {
        case .standard: return "standard loader"
        case .custom: return "custom loader (always kai.png)"
        case .offline: return "offline loader (every load fails)"
        case .slow: return "slow loader (2 s late)"
        }
    }

    /// `base`, the default loader, as this setting makes it.
    func loader(wrapping base: any AsyncEmblemImageLoader) -> any AsyncEmblemImageLoader {
        switch self {
        case .standard: return base
        case .custom: return FixedPictureLoader(file: SampleImages.url("kai.png"))
        case .offline: return OfflineLoader()
        case .slow: return DelayedLoader(delay: .seconds(2), loader: base)
        }
    }
}

/// The spec's custom loader: one picture whatever the URL.
struct FixedPictureLoader: AsyncEmblemImageLoader {
    let file: URL

    func loadImage(from url: URL, cancellation: LoadCancellation) throws -> Bitmap {
        try URLImageLoader(timeout: .seconds(10)).loadImage(from: file, cancellation: cancellation)
    }
}

/// A loader without a network: every load fails at once.
struct OfflineLoader: AsyncEmblemImageLoader {
    func loadImage(from url: URL, cancellation: LoadCancellation) throws -> Bitmap {
        throw ImageError.network("offline: the shared loader (L) fails every load")
    }
}
