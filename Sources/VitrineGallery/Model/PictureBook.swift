import VitrineCore

/// The picture files the shown stories name (samples, or typed into controls): those read, by path, and
/// those asked for and not answered yet. Part of ``GalleryModel``: it asks for what is missing, takes the
/// answers it waits for, and forgets what nothing names any more.
public struct PictureBook: Equatable, Sendable {
    /// The pictures read (``GalleryEffect/readPictures(_:)``), by path.
    public private(set) var pictures: [String: LoadedImage] = [:]
    /// Files asked for and not answered yet.
    private var beingRead: Set<String> = []

    public init() {}

    /// Of `files`, those neither read nor asked for, each once: now asked for.
    mutating func unread(among files: [String]) -> [String] {
        var asked: [String] = []
        for file in files where pictures[file] == nil && !beingRead.contains(file) {
            beingRead.insert(file)
            asked.append(file)
        }
        return asked
    }

    /// The answers of a read: those asked for are kept, others (a file forgotten meanwhile) are not.
    mutating func received(_ read: [String: LoadedImage]) {
        for (file, image) in read where beingRead.contains(file) {
            pictures[file] = image
            beingRead.remove(file)
        }
    }

    /// Forgets `files` (read again when they are named next: an edited picture changed on disk).
    mutating func forget(_ files: Set<String>) {
        pictures = pictures.filter { !files.contains($0.key) }
        beingRead.subtract(files)
    }

    /// Forgets every file but `kept` (with nothing read or asked for, there is nothing to look up, and
    /// `kept` is not made).
    mutating func keep(only kept: @autoclosure () -> Set<String>) {
        guard !pictures.isEmpty || !beingRead.isEmpty else { return }
        let kept = kept()
        pictures = pictures.filter { kept.contains($0.key) }
        beingRead.formIntersection(kept)
    }
}
