import VitrineCore
import VitrineSystem

extension TextArt {
    /// The art in the file `name` of the folder open as `folder` (``BoundedFile/openFolderWithoutLinks(_:)``),
    /// whose path is `path` (at most ``TextArt/maximumBytes``; a file that is a link is refused); throws a
    /// reason when it cannot be read.
    static func load(named name: String, inFolder folder: Int32, path: String) throws(BoundedFile.Failure) -> TextArt {
        let bytes = try BoundedFile.read(named: name, inFolder: folder, limit: maximumBytes)
        return TextArt(file: path, text: String(decoding: bytes, as: UTF8.self))
    }
}
