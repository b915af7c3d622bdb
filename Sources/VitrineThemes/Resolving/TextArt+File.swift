import FoundationEssentials
import VitrineCore
import VitrineSystem

extension TextArt {
    /// The art in `url` (at most ``TextArt/maximumBytes``); throws a reason when it cannot be read.
    static func load(_ url: URL) throws(BoundedFile.Failure) -> TextArt {
        TextArt(file: url.path, text: String(decoding: try BoundedFile.read(url, limit: maximumBytes), as: UTF8.self))
    }
}
