import Glibc

/// The names in a folder, from `readdir`: what `FileManager.contentsOfDirectory` gives, without
/// Foundation's file manager, whose first use (before the gallery's first frame: the themes folder is
/// listed) costs start-up its set-up and a look through every protocol conformance of the binary.
public enum FolderNames {
    /// The names in the folder at `path` (not `.` and `..`), in the order the file system keeps them; empty
    /// when it cannot be read.
    public static func list(_ path: String) -> [String] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
