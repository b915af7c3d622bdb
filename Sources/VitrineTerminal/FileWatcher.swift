import Glibc

/// Watches files through inotify on their folders, so that editors that save by writing a new file
/// and renaming it over the old one are seen too. Its descriptor is polled beside stdin: no wake-ups
/// while nothing changes.
final class FileWatcher {
    /// The inotify descriptor; readable when something changed.
    let descriptor: Int32
    private var folders: [Int32: String] = [:]
    private let files: Set<String>

    /// nil when inotify is unavailable (then live reload is off, nothing else changes).
    init?(files: [String]) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.files = Set(files.map(Self.absolute))
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
        for folder in Set(self.files.map(Self.folder)) {
            let watch = inotify_add_watch(descriptor, folder, mask)
            if watch >= 0 { folders[watch] = folder }
        }
    }

    deinit { Glibc.close(descriptor) }

    /// Reads every pending notification; true when one concerned a watched file.
    func takeChanges() -> Bool {
        var changed = false
        let capacity = 4096
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer, capacity)
            guard count > 0 else { return changed }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameStart = buffer.advanced(by: offset + MemoryLayout<inotify_event>.size)
                if event.len > 0, let folder = folders[event.wd] {
                    let name = String(cString: nameStart.assumingMemoryBound(to: CChar.self))
                    if files.contains(folder + "/" + name) { changed = true }
                }
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
            }
        }
    }

    private static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return standardized(path) }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        return standardized(String(cString: buffer) + "/" + path)
    }

    /// Removes `.` and `..` components and doubled slashes (no symlinks are followed).
    private static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func folder(_ path: String) -> String {
        let parent = path.split(separator: "/").dropLast().joined(separator: "/")
        return "/" + parent
    }
}
