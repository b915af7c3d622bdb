import FoundationEssentials
import VitrineSystem

extension Theme {
    /// The name the theme in the file at `path` goes by: the file's name without its extension, as
    /// `deletingPathExtension().lastPathComponent` gives it (`default` for `themes/default.json`). A name
    /// ending in `.json` with no other dot is cut from the path's bytes: URL's path operations build a set
    /// of bytes whose first use costs the start-up a look through every protocol conformance of the binary.
    static func name(ofFile path: String) -> String {
        let fileName = (path.folderAndName?.name ?? path).utf8
        let stemLength = fileName.count - 5
        guard stemLength > 0, fileName.suffix(5).elementsEqual(".json".utf8),
              !fileName.prefix(stemLength).contains(UInt8(ascii: ".")) else {
            return URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        }
        return String(decoding: fileName.prefix(stemLength), as: UTF8.self)
    }
}
