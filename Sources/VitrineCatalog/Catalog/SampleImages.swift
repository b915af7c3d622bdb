import FoundationEssentials
import VitrineCore
import VitrineSystem

/// The PNGs the Avatar stories show (made by `scripts/make-sample-images`), in the repository beside the
/// executable as the themes are. A story names its sample by file; the gallery reads it when the story is
/// shown (``GalleryEffect/readPictures(_:)``), headless drawing when the catalogue's pictures are read
/// (``StoryCatalog/standardWithPictures``), through the same loader as any picture: the broken ones
/// exercise its fallbacks, and a binary moved away from them shows every sample's fallback with its reason.
enum SampleImages {
    static let folder = URL(fileURLWithPath: ExecutableFolders.data("samples", inTree: "Sources/VitrineCatalog/Samples")
        ?? "/nonexistent/vitrine/samples", isDirectory: true)



    /// The sample `name` (`nora.png`), named and not read.
    static func load(_ name: String) -> LoadedImage {
        .file(url(name).path)
    }

    /// Where the sample `name` is (a file: no `stat` to guess whether it is a folder).
    static func url(_ name: String) -> URL {
        folder.appendingPathComponent(name, isDirectory: false)
    }
}

extension StoryCatalog {
    /// Where the sample pictures are, or nil when they were not found (a binary copied away from its data:
    /// every sample shows its fallback, and `render` says so).
    public static var samplesFolder: String? {
        ExecutableFolders.isFolder(SampleImages.folder.path) ? SampleImages.folder.path : nil
    }
}

extension SampleImages {
    /// A square portrait.
    static let nora = load("nora.png")
    /// A landscape portrait, which aspect fill crops at the sides.
    static let kai = load("kai.png")
}
