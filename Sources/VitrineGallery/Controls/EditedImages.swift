import FoundationEssentials
import Synchronization
import VitrineCore
import VitrineFiles
import VitrineImages

/// Pictures named in controls, by file: each read and decoded once while its file is unchanged, so a
/// story built again for another edit (a toggle) does not decode its picture again, and one built after
/// the file was saved anew shows the new version (a file changed in the last two seconds is read again,
/// as its time stamp may not tell two quick saves apart). At most ``capacity`` kept.
final class EditedImages: Sendable {
    static let shared = EditedImages()
    static let capacity = 16

    private let images = Mutex<[(url: URL, stamp: FileStamp?, image: LoadedImage)]>([])

    func image(at url: URL) -> LoadedImage {
        let stamp = FileStamp(path: url.path)
        return images.withLock { images in
            if let known = images.first(where: { $0.url == url && $0.stamp == stamp }), stamp?.isRecent == false { return known.image }
            let image = LoadedImage.deferred(DeferredImage(source: url.path) { ImageFile.load(url) })
            images.removeAll { $0.url == url }
            images.append((url, stamp, image))
            if images.count > Self.capacity { images.removeFirst() }
            return image
        }
    }
}
