import FoundationEssentials

/// A path a person typed (an option, a field, a variable), as a file URL, without the home-folder lookup
/// Foundation makes for a leading `~user`: that reads the user database, which a static binary cannot
/// (the lookup crashed it). `~` and `~/…` are `$HOME`'s when it is an absolute path; any other leading
/// `~` is part of an ordinary name.
public enum TypedPath {
    /// `text` as a file URL, a relative path taken relative to `base` (the working directory by default).
    public static func url(_ text: String, relativeTo base: URL? = nil,
                           home: String? = ProcessEnvironment.variables["HOME"]) -> URL {
        URL(fileURLWithPath: expanded(text, home: home), relativeTo: base)
    }

    /// Absolute `path` relative to the absolute `folder` (`../tokens/color.tokens.json`). Folder names are
    /// split on the slash byte and compared byte for byte, as the kernel does: `café` and `cafe` + U+0301
    /// are two folders, which String's `==` takes as one.
    public static func relative(_ path: String, from folder: String) -> String {
        let (target, base) = (path.slashSeparatedParts(), folder.slashSeparatedParts())
        let shared = zip(target, base).prefix { $0.utf8.elementsEqual($1.utf8) }.count
        return (Array(repeating: "..", count: base.count - shared) + target.dropFirst(shared)).joined(separator: "/")
    }

    /// `text` with `~` and `~/` replaced by `home`, and any other leading `~` kept as a name (`./~user`).
    public static func expanded(_ text: String, home: String?) -> String {
        guard text.hasPrefix("~") else { return text }
        if text == "~" || text.hasPrefix("~/"), let home, home.hasPrefix("/") { return home + text.dropFirst() }
        return "./" + text
    }
}
