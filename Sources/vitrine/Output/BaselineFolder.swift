import FoundationEssentials
import Glibc
import VitrineReview
import VitrineSystem

/// A baseline on disk: `baseline.json` and one text file a story and theme (`THEME/COMPONENT/STORY.txt`).
/// Read with bounds, listed without following links, written whole and never through a link.
struct BaselineFolder {
    let url: URL

    /// The largest record or manifest read.
    static let maximumFile = 1 << 20

    /// The manifest, or why there is none to use (exit 2).
    func manifest() throws -> BaselineManifest {
        let file = url.appendingPathComponent(BaselineManifest.fileName)
        let bytes: [UInt8]
        do { bytes = try BoundedFile.read(file, limit: Self.maximumFile) } catch {
            throw BaselineFolderError("\(file.path): \(error) (record one first: vitrine baseline record \(url.path))")
        }
        do { return try BaselineManifest.read(bytes) } catch { throw BaselineFolderError("\(file.path): \(error)") }
    }

    /// The record at `path`: nil when there is no file, `.some(nil)` when the file is not a record.
    func record(at path: String, theme: String, storyID: String) -> BaselineRecord?? {
        let file = url.appendingPathComponent(path)
        var status = stat()
        guard lstat(file.path, &status) == 0 else { return nil }
        guard status.st_mode & S_IFMT == S_IFREG, let bytes = try? BoundedFile.read(file, limit: Self.maximumFile) else { return .some(nil) }
        return .some(BaselineRecord(text: String(decoding: bytes, as: UTF8.self), theme: theme, storyID: storyID))
    }

    /// Every record file, as `THEME/COMPONENT/STORY.txt`: regular files three levels down, links not followed.
    func recordFiles() -> [String] {
        func entries(_ relative: String, folders: Bool) -> [String] {
            let names = FolderNames.list(url.appendingPathComponent(relative).path)
            return names.filter { name in
                var status = stat()
                guard !name.hasPrefix("."), lstat(url.appendingPathComponent(relative).appendingPathComponent(name).path, &status) == 0 else { return false }
                return folders ? status.st_mode & S_IFMT == S_IFDIR : status.st_mode & S_IFMT == S_IFREG && name.hasSuffix(".txt")
            }.map { relative.isEmpty ? $0 : relative + "/" + $0 }
        }
        return entries("", folders: true).flatMap { entries($0, folders: true) }.flatMap { entries($0, folders: false) }.sorted()
    }

    /// Writes the manifest and `records`, and removes `gone` record files.
    func write(_ manifest: BaselineManifest, records: [BaselineRecord], removing gone: [String] = []) throws {
        let folder = try OutputFolder(url, replacing: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try folder.write(Array(try encoder.encode(manifest)) + [0x0A], to: BaselineManifest.fileName)
        for record in records { try folder.write(Array(record.text.utf8), to: record.path) }
        for path in gone { try folder.remove(path) }
    }
}

/// Why a baseline folder cannot be used.
struct BaselineFolderError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
