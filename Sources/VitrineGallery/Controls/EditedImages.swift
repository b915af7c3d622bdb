import FoundationEssentials
import Synchronization
import VitrineCore
import VitrineImages

/// Pictures named in controls, by file: each read and decoded once, and again only after the gallery's
/// watched files changed (the model watches every picture an edit names, so a designer's new save
/// shows, while drawing a frame never touches the disk). At most ``capacity`` kept.
final class EditedImages: Sendable {
    static let shared = EditedImages()
    static let capacity = 16

    private let images = Mutex<[(url: URL, fileChanges: Int, image: LoadedImage)]>([])

    /// The picture at `url` as of the `fileChanges`-th change of the watched files.
    func image(at url: URL, fileChanges: Int) -> LoadedImage {
        images.withLock { images in
            if let known = images.first(where: { $0.url == url && $0.fileChanges == fileChanges }) { return known.image }
            let image = LoadedImage.deferred(DeferredImage(source: url.path) { ImageFile.load(url) })
            images.removeAll { $0.url == url }
            images.append((url, fileChanges, image))
            if images.count > Self.capacity { images.removeFirst() }
            return image
        }
    }
}
