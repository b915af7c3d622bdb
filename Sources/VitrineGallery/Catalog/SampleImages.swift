import Foundation
import VitrineCore
import VitrineImages

/// The PNGs the Avatar stories show, bundled with the gallery (made by `scripts/make-sample-images`),
/// loaded through the same loader as any image: the broken ones exercise its fallbacks.
enum SampleImages {
    static let folder = Bundle.module.url(forResource: "Samples", withExtension: nil)
        ?? Bundle.module.bundleURL.appendingPathComponent("Samples")

    /// The sample `name` (`nora.png`), loaded now; a missing or broken one comes back with its reason.
    static func load(_ name: String) -> LoadedImage {
        ImageFile.load(folder.appendingPathComponent(name))
    }
}

extension SampleImages {
    /// A square portrait.
    static let nora = load("nora.png")
    /// A landscape portrait, which aspect fill crops at the sides.
    static let kai = load("kai.png")
}
