import VitrineImages

extension StoryCatalog {
    /// The design system's catalogue with every picture its stories name read (once a process): what
    /// headless drawing (`render`, `diff`, `contrast`, `review`) shows. The gallery reads a story's
    /// pictures only when it shows the story.
    public static let standardWithPictures = standard.readingPictures()

    /// The catalogue with every picture its stories name read from its file.
    public func readingPictures() -> StoryCatalog {
        reading(ImageFile.read(unreadPictures.sorted()))
    }
}
