import Foundation
import VitrineCore
import VitrineImages

/// The PNGs the Avatar stories show, bundled with the gallery (made by `scripts/make-sample-images`),
/// loaded through the same loader as any image: the broken ones exercise its fallbacks.
enum SampleImages {
    static let folder = Bundle.module.url(forResource: "Samples", withExtension: nil)
        ?? Bundle.module.bundleURL.appendingPathComponent("Samples")

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
