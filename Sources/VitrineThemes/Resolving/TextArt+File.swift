import VitrineCore
import VitrineSystem

extension TextArt {
    /// The art in the file `name` of the folder `folder()` opens (``BoundedFile/openFolderWithoutLinks(_:)``),
    /// whose path is `path` (at most ``TextArt/maximumBytes``; a file that is a link is refused); read once
    /// while unchanged (``ThemeFileBytes``), the folder opened only to read it. Throws a reason when it cannot be read.
    static func load(named name: String, inFolder folder: () throws(BoundedFile.Failure) -> Int32, path: String) throws(BoundedFile.Failure) -> TextArt {
        let bytes = try ThemeFileBytes.shared.bytes(at: path) { () throws(BoundedFile.Failure) in
            try BoundedFile.read(named: name, inFolder: try folder(), limit: maximumBytes)
        }
        return TextArt(file: path, text: String(decoding: bytes, as: UTF8.self))
    }
}
