import FoundationEssentials
import VitrineCore
import VitrineFiles
import VitrineImages

/// The PNGs the Avatar stories show (made by `scripts/make-sample-images`), in the repository beside the
/// executable as the themes are, loaded through the same loader as any image: the broken ones exercise
/// its fallbacks, and a binary moved away from them shows every sample's fallback with its reason.
enum SampleImages {
    static let folder = URL(fileURLWithPath: ExecutableFolders.nearest("Sources/VitrineGallery/Samples")
        ?? "/nonexistent/vitrine/Sources/VitrineGallery/Samples", isDirectory: true)

    /// The sample `name` (`nora.png`), read and decoded the first time a story shows it (start-up decodes
    /// none); a missing or broken one comes back with its reason.
    static func load(_ name: String) -> LoadedImage {
        let url = folder.appendingPathComponent(name)
        return .deferred(DeferredImage(source: url.path) { ImageFile.load(url) })
    }
}

extension SampleImages {
    /// A square portrait.
    static let nora = load("nora.png")
    /// A landscape portrait, which aspect fill crops at the sides.
    static let kai = load("kai.png")
}
