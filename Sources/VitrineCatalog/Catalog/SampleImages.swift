import FoundationEssentials
import VitrineCore
import VitrineSystem

/// The PNGs the Avatar stories show (made by `scripts/make-sample-images`), in the repository beside the
/// executable as the themes are. A story names its sample by file; the gallery reads it when the story is
/// shown (``GalleryEffect/readPictures(_:)``), headless drawing when the catalogue's pictures are read
/// (``StoryCatalog/standardWithPictures``), through the same loader as any picture: the broken ones
/// exercise its fallbacks, and a binary moved away from them shows every sample's fallback with its reason.
enum SampleImages {
    /// The folder, as a path: the catalogue names a sample by path at start-up, and a `URL` there cost the
    /// first frame a tenth of a millisecond (Foundation's path code met for the first time).
    static let folder = ExecutableFolders.data("samples", inTree: "Sources/VitrineCatalog/Samples") ?? "/nonexistent/vitrine/samples"

    /// The sample `name` (`nora.png`), named and not read.
    static func load(_ name: String) -> LoadedImage {
        .file(path(name))
    }

    /// Where the sample `name` is.
    static func path(_ name: String) -> String {
        folder + "/" + name
    }

    /// Where the sample `name` is, as a file URL (AsyncEmblem loads by URL).
    static func url(_ name: String) -> URL {
        URL(fileURLWithPath: path(name), isDirectory: false)
    }
}

extension StoryCatalog {
    /// Where the sample pictures are, or nil when they were not found (a binary copied away from its data:
    /// every sample shows its fallback, and `render` says so).
    public static var samplesFolder: String? {
        ExecutableFolders.isFolder(SampleImages.folder) ? SampleImages.folder : nil
    }
}

extension SampleImages {
    /// A square portrait.
    static let nora = load("nora.png")
    /// A landscape portrait, which aspect fill crops at the sides.
    static let kai = load("kai.png")
}
