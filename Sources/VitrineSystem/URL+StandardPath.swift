import FoundationEssentials
import VitrineCore

extension URL {
    /// The absolute path of this file URL with its `.` and `..` components and repeated slashes taken out,
    /// as `standardizedFileURL.path` gives it (links are not followed), but worked out on the path's text:
    /// URL's standardisation costs some twenty thousand instructions a call, and `t` compares theme files
    /// several times a press. Split on the slash byte, as URL splits it (``Swift/String/foldedParts(climbingAboveTop:)``).
    public var standardPath: String {
        "/" + (filePath.foldedParts(climbingAboveTop: true) ?? []).joinedText(separator: "/")
    }
}
