import FoundationEssentials
import VitrineComponents
import VitrineCore

/// The AsyncEmblem stories: loading (a loader that never finishes), loaded, failed (undecodable data,
/// a missing file), and a slow loader that finishes after two seconds. Their URLs are `file:` URLs of
/// the bundled samples (the gallery touches no network); the loader is the default one.
enum AsyncEmblemStories: StoryBook {
    typealias Shown = AsyncEmblem
    static let name = "AsyncEmblem"
    static let idPrefix = "async-emblem"

    static var stories: [Spec] {
        [
            Spec("loading", "Loading", "A loader that never finishes: the shimmer runs while the story is shown.",
                 .init(url: URL(string: "https://images.invalid/never.png")!, appearance: .brand, layout: .large), interactive: true),
            Spec("loaded", "Loaded", "kai.png loaded from a file: URL, contentMode = .fill.",
                 .init(url: SampleImages.url("kai.png"), appearance: .info, layout: .large, contentMode: .fill),
                 interactive: true),
            Spec("failed", "Failed", "not-a-png.png cannot be decoded: the placeholder, same styling, no error mark.",
                 .init(url: SampleImages.url("not-a-png.png"), appearance: .success, layout: .large),
                 interactive: true),
            Spec("failed-custom-placeholder", "Failed, custom placeholder", "A missing file, placeholder = a glyph (€).",
                 .init(url: SampleImages.url("missing.png"), placeholder: .glyph("€"), appearance: .warning,
                       layout: .medium),
                 interactive: true),
            Spec("accessible", "Label, hint and value", "accessibilityLabel, accessibilityValue and accessibilityHint, read in that order.",
                 .init(url: SampleImages.url("kai.png"), appearance: .info, layout: .large, contentMode: .fill,
                       accessibilityLabel: "Kai's savings", accessibilityHint: "Opens the account", accessibilityValue: "1,204 euros"),
                 interactive: true),
            Spec("slow", "Slow loader", "The image arrives after 2 seconds (open the story and watch).",
                 .init(url: SampleImages.url("nora.png"), appearance: .category3, layout: .xLarge, contentMode: .fill),
                 interactive: true),
        ]
    }

    /// What a designer may edit (`e`): a URL typed here goes through the story's loader, `http(s)` only
    /// with `--allow-network`.
    static let controls: [Control<AsyncEmblem.Content>] = [
        .url("url", \.url),
        .choice("appearance", \.appearance),
        .choice("layout", \.layout),
        .choice("contentMode", \.contentMode),
        .icon("placeholder", \.placeholder),
        .accessibilityLabel(\.accessibilityLabel),
        .text("accessibilityHint", \.accessibilityHint, limit: 200, hint: "what acting on it does"),
        .text("accessibilityValue", \.accessibilityValue, limit: 200, hint: "its current value"),
    ]

    /// The phase of the image's load.
    static func content(_ content: AsyncEmblem.Content, showing interaction: StoryInteraction) -> AsyncEmblem.Content {
        var shown = content
        shown.phase = AsyncEmblem.Phase(interaction.imagePhase)
        return shown
    }

    /// The content's URL, through the default loader; the loading story's never finishes, the slow one's
    /// waits two seconds first (whatever URL is typed into them).
    static func imageRequest(for content: AsyncEmblem.Content, story: String, allowingNetwork: Bool) -> ImageRequest? {
        let pace: ImageRequest.Pace = story == "loading" ? .never : story == "slow" ? .delayed(.seconds(2)) : .immediate
        return ImageRequest(url: content.url, pace: pace, allowsNetwork: allowingNetwork)
    }
}

extension AsyncEmblem.Phase {
    /// The component's phase for where the gallery's load stands.
    public init(_ phase: ImagePhase) {
        switch phase {
        case .loading: self = .loading
        case let .loaded(bitmap): self = .loaded(bitmap)
        case let .failed(reason): self = .failed(reason: reason)
        }
    }
}
