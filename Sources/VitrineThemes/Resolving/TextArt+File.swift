import FoundationEssentials
import VitrineCore
import VitrineSystem

extension TextArt {
    /// The art in `url` (at most ``TextArt/maximumBytes``); throws a reason when it cannot be read.
    /// `followingLinks` false: `url` is a real path already checked (see ``BoundedFile/read(_:limit:followingLinks:)``).
    static func load(_ url: URL, followingLinks: Bool = true) throws(BoundedFile.Failure) -> TextArt {
        let bytes = try BoundedFile.read(url, limit: maximumBytes, followingLinks: followingLinks)
        return TextArt(file: url.path, text: String(decoding: bytes, as: UTF8.self))
    }
}
