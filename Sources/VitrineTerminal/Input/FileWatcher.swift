import FoundationEssentials
import Glibc
import VitrineSystem

/// Watches files through inotify on their folders, so that editors that save by writing a new file
/// and renaming it over the old one are seen too. One inotify instance for the life of the process:
/// ``watch(files:)`` only adds and removes folder watches. Its descriptor is polled beside stdin: no
/// wake-ups while nothing changes.
final class FileWatcher {
    /// The inotify descriptor; readable when something changed.
    let descriptor: Int32
    /// The watched folders by watch descriptor.
    /// Paths are ``ExactPath``s, compared byte for byte as the kernel names files: String's `==` takes a
    /// folder `café` and a folder `cafe` + U+0301 as one, and the second was never watched.
    private var folders: [Int32: ExactPath] = [:]
    private var files: Set<ExactPath> = []
    /// ``place(of:)``'s answers, at most ``placesKept`` of them.
    private var places: [ExactPath: (path: ExactPath, folder: ExactPath)] = [:]
    private static let placesKept = 256
    private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: MemoryLayout<inotify_event>.alignment)
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)

    /// nil when inotify is unavailable, e.g. past the user's 128 instances (`fs.inotify.max_user_instances`)
    /// with that many galleries running: then live reload is off, nothing else changes.
    convenience init?() {
        self.init(descriptor: inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)))
    }

    /// A watcher over an inotify `descriptor` it then owns; nil when the descriptor is not valid.
    init?(descriptor: Int32) {
        self.descriptor = descriptor
        // Every property is set: a failed init still runs deinit, which frees what there is (once).
        guard descriptor >= 0 else { return nil }
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
        buffer.deallocate()
    }

    /// Watches exactly `files` (replacing the previous list): their folders gain watches, folders no
    /// longer needed lose theirs.
    func watch(files: [String]) {
        let watched = files.map(place(of:))
        self.files = Set(watched.map(\.path))
        let wanted = Set(watched.map(\.folder))
        for (watch, folder) in folders where !wanted.contains(folder) {
            inotify_rm_watch(descriptor, watch)
            folders[watch] = nil
        }
        for folder in wanted where !folders.values.contains(folder) {
            let watch = inotify_add_watch(descriptor, folder.path, Self.mask)
            if watch >= 0 { folders[watch] = folder }
        }
    }

    /// The absolute, standardised path of `file` and its folder, remembered: `t` among themes watches the
    /// same few files again and again, and URL's standardisation is most of a watch's cost.
    private func place(of file: String) -> (path: ExactPath, folder: ExactPath) {
        if let known = places[ExactPath(file)] { return known }
        // inotify reports a watched folder and a name; absolute paths keep that true if the directory changes.
        let path = URL(fileURLWithPath: file).standardPath
        let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "/"
        let place = (ExactPath(path), ExactPath(folder))
        if places.count >= Self.placesKept { places.removeAll() }
        places[ExactPath(file)] = place
        return place
    }

    /// Reads every pending notification; true when one concerned a watched file.
    func takeChanges() -> Bool {
        var changed = false
        let header = MemoryLayout<inotify_event>.size
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            guard count > 0 else { return changed }
            var offset = 0
            while offset + header <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                if event.len > 0, let folder = folders[event.wd] {
                    let name = String(cString: buffer.baseAddress!.advanced(by: offset + header).assumingMemoryBound(to: CChar.self))
                    if files.contains(ExactPath(folder.path == "/" ? "/" + name : folder.path + "/" + name)) { changed = true }
                }
                offset += header + Int(event.len)
            }
        }
    }
}
