import FoundationEssentials
import VitrineCore
import VitrineSystem

extension TextArt {
    /// The art in the file at `path` (at most ``TextArt/maximumBytes``); throws a reason when it cannot be
    /// read. `followingLinks` false: `path` is a real path already checked (see ``BoundedFile/read(_:limit:followingLinks:)``).
    static func load(atPath path: String, followingLinks: Bool = true) throws(BoundedFile.Failure) -> TextArt {
        let bytes = try BoundedFile.read(atPath: path, limit: maximumBytes, followingLinks: followingLinks)
        return TextArt(file: path, text: String(decoding: bytes, as: UTF8.self))
    }
}
