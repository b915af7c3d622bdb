import VitrineCore

/// A story's page: one of a book's specs with its content as shown (the spec's own, or as a designer
/// edited it). The one place a book's generic types are erased: ``Story`` holds a page as
/// ``ErasedStoryPage``.
struct StoryPage<Book: StoryBook>: ErasedStoryPage, Equatable {
    let spec: StorySpec<Book.Shown.Content>
    /// The content shown: the spec's, or edited.
    private(set) var content: Book.Shown.Content
    /// True when an edited `http(s)` image may load (`--allow-network`).
    private(set) var allowsNetwork = false

    init(_ spec: StorySpec<Book.Shown.Content>) {
        self.spec = spec
        content = spec.content
    }

    /// The fields a designer may edit, with the spec's values (made when asked: the catalogue is built at
    /// start-up, and a book's controls are key paths the runtime makes on first use).
    var controls: ControlSet {
        // As shown and edited: sanitised, like every text that reaches the screen (a hostile story's text).
        ControlSet(fields: Book.controls.map(\.field), defaults: Book.controls.map { control in
            if case let .text(text) = control.read(spec.content) { return .text(TerminalText.sanitized(text)) }
            return control.read(spec.content)
        })
    }

    var id: String { "\(Book.idPrefix)/\(spec.name)" }
    var title: String { spec.title }
    var summary: String { spec.summary }

    func component(showing interaction: StoryInteraction) -> any Component & Inspectable & Sendable {
        Book.Shown(spec.isInteractive ? Book.content(content, showing: interaction) : content)
    }

    var isInteractive: Bool { spec.isInteractive }

    var imageRequest: ImageRequest? { Book.imageRequest(for: content, story: spec.name, allowingNetwork: allowsNetwork) }

    func edited(_ values: [ControlValue], environment: ControlEnvironment) -> any ErasedStoryPage {
        var page = self
        // Only what was edited is written: a value shown as it came (a bundled picture) stays as it is.
        let defaults = controls.defaults
        for (index, control) in Book.controls.enumerated() where values.indices.contains(index) && values[index] != defaults[index] {
            control.write(&page.content, values[index], environment)
        }
        page.allowsNetwork = environment.allowsNetwork
        return page
    }

    var unreadPictures: [String] {
        // By index: this runs for any book through the erased page, where `compactMap` is the generic code
        // that looks its iterator up through every protocol conformance of the binary, before the first frame.
        let controls = Book.controls
        var files: [String] = []
        for index in controls.indices {
            if let file = controls[index].picture?.get(content)?.unreadFile { files.append(file) }
        }
        return files
    }

    func reading(_ pictures: [String: LoadedImage]) -> any ErasedStoryPage {
        var page = self
        // By index too: `compactMap(\.picture)` made its key path anew on each call (`swift_getKeyPath`, some
        // 60,000 instructions), and a story showing a picture file is read so three times a frame.
        let controls = Book.controls
        for index in controls.indices {
            if let field = controls[index].picture, let image = field.get(content), image.unreadFile != nil {
                field.set(&page.content, image.reading(pictures))
            }
        }
        return page
    }

    func isEqual(to other: any ErasedStoryPage) -> Bool { (other as? Self) == self }
}

/// A ``StoryPage`` of any book: what ``Story`` needs of it.
protocol ErasedStoryPage: Sendable {
    var id: String { get }
    var title: String { get }
    var summary: String { get }
    /// The story's editable fields and their values as the story comes.
    var controls: ControlSet { get }
    /// True when the content follows the gallery's interaction.
    var isInteractive: Bool { get }
    /// The image the shown content waits for.
    var imageRequest: ImageRequest? { get }
    /// The component for the shown content under `interaction`.
    func component(showing interaction: StoryInteraction) -> any Component & Inspectable & Sendable
    /// The page with `values` (one per field of ``controls``), paths and URLs read against `environment`.
    func edited(_ values: [ControlValue], environment: ControlEnvironment) -> any ErasedStoryPage
    /// The picture files the shown content names that have not been read.
    var unreadPictures: [String] { get }
    /// The page with the contents of its unread picture files taken from `pictures` (by path).
    func reading(_ pictures: [String: LoadedImage]) -> any ErasedStoryPage
    func isEqual(to other: any ErasedStoryPage) -> Bool
}
