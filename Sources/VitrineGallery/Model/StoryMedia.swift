import VitrineCatalog
import VitrineCore

/// What the stories on screen load: the picture files they name (``PictureBook``) and each story's image
/// through the shared loader, with its phase. Part of ``GalleryModel``: it asks for what a shown story needs,
/// takes the answers it waits for, and cancels what left the screen.
public struct StoryMedia: Equatable, Sendable {
    /// The loader every AsyncEmblem loads through (`L`, `--image-loader`).
    public private(set) var loader: SharedImageLoader
    /// How far each story's image load has got (stories whose load was not started are absent).
    public private(set) var phases: [StoryPosition: ImagePhase] = [:]
    /// The picture files shown stories name, read and asked for.
    public private(set) var pictureBook = PictureBook()
    /// A story whose URL is being typed: its image loads again once the field is left, not for every
    /// partial URL (`/test`, `/test.p`, `/test.png` were three requests).
    private var urlBeingTyped: StoryPosition?

    init(loader: SharedImageLoader) {
        self.loader = loader
    }

    /// A load's news: kept only for a load still wanted (a cancelled load may report anyway).
    mutating func loaded(_ phase: ImagePhase, at position: StoryPosition) {
        if phases[position] != nil { phases[position] = phase }
    }

    mutating func received(_ read: [String: LoadedImage]) { pictureBook.received(read) }

    /// Forgets `files` (read again when named next: an edited picture changed on disk).
    mutating func forget(_ files: [String]) { pictureBook.forget(Set(files)) }

    /// Switches to the next loader: every image still loading loads again, through it.
    mutating func switchLoader() -> [GalleryEffect] {
        loader = loader.next
        let loading = phases.filter { $0.value == .loading }.keys.sorted { ($0.component, $0.story) < ($1.component, $1.story) }
        phases = [:]
        return loading.map { .cancelImageLoad($0) }
    }

    /// The image URL of the story at `position` changed: its image loads again, or once typing ends.
    mutating func urlChanged(at position: StoryPosition, typing: Bool) -> [GalleryEffect] {
        if typing {
            urlBeingTyped = position
            return []
        }
        return restart(position)
    }

    /// Typing a URL ended (the field was left, the panel closed): that story's image loads again.
    mutating func typingEnded() -> [GalleryEffect] {
        guard let typed = urlBeingTyped else { return [] }
        urlBeingTyped = nil
        return restart(typed)
    }

    /// The effects that bring the loads in step with the screen: the pictures `shown` stories (and `listed`
    /// ones) name read, their images loaded, loads of stories no longer shown cancelled; files `named` by
    /// no story any more are forgotten.
    mutating func show(_ shown: [(StoryPosition, Story)], listed: [Story], named: @autoclosure () -> Set<String>) -> [GalleryEffect] {
        // With nothing read yet there is nothing to look up: `named` is not made.
        pictureBook.keep(only: named())
        let unread = pictureBook.unread(among: (shown.map(\.1) + listed).flatMap(\.unreadPictures))
        var effects: [GalleryEffect] = unread.isEmpty ? [] : [.readPictures(unread)]
        var starts: [GalleryEffect] = []
        for (position, story) in shown where phases[position] == nil {
            if let request = story.imageRequest {
                phases[position] = .loading
                starts.append(.startImageLoad(position, request.through(loader)))
            }
        }
        for (position, phase) in phases where phase == .loading && !shown.contains(where: { $0.0 == position }) {
            phases[position] = nil
            effects.append(.cancelImageLoad(position))
        }
        return effects + starts
    }

    /// Cancels the load of the story at `position`, if one was started: it starts again when next shown.
    private mutating func restart(_ position: StoryPosition) -> [GalleryEffect] {
        guard phases[position] != nil else { return [] }
        phases[position] = nil
        return [.cancelImageLoad(position)]
    }
}
