import Glibc

/// Where the running executable is, and folders found beside it or in one of its parents: the
/// repository's `themes` and sample pictures when Vitrine runs from `.build`, with no resource bundle
/// (whose generated accessor would link all of Foundation).
public enum ExecutableFolders {
    /// The executable's path, links resolved (`/proc/self/exe`); `fallback` when it cannot be read.
    public static func executablePath(fallback: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return fallback }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `relative` (`themes`) beside the folder of `executablePath` or in one of its parents, nearest first.
    public static func candidates(_ relative: String, executablePath: String) -> [String] {
        var folder = executablePath.split(separator: "/").dropLast().map(String.init)
        var candidates: [String] = []
        while !folder.isEmpty {
            candidates.append("/" + (folder + [relative]).joined(separator: "/"))
            folder.removeLast()
        }
        return candidates
    }

    /// True when `path` is a folder.
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The nearest `relative` folder that exists beside the running executable or above it.
    public static func nearest(_ relative: String) -> String? {
        candidates(relative, executablePath: executablePath(fallback: CommandLine.arguments[0])).first(where: isFolder)
    }
}
