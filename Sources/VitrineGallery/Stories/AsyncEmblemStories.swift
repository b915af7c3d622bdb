import FoundationEssentials
import VitrineComponents
import VitrineCore
import VitrineImages

/// The AsyncEmblem stories: loading (a loader that never finishes), loaded, failed (undecodable data,
/// a missing file), and a slow loader that finishes after two seconds. Their URLs are `file:` URLs of
/// the bundled samples (the gallery touches no network); the loader is the default one.
enum AsyncEmblemStories {
    static let loader = URLImageLoader(timeout: .seconds(10))

    static var all: [Story] {
        [
            story("loading", "Loading", "A loader that never finishes: the shimmer runs while the story is shown.",
                  url: URL(string: "https://images.invalid/never.png")!, loader: NeverFinishingLoader(), appearance: .brand, layout: .large),
            story("loaded", "Loaded", "kai.png loaded from a file: URL, contentMode = .fill.",
                  url: SampleImages.folder.appendingPathComponent("kai.png"), loader: loader, appearance: .info, layout: .large, contentMode: .fill),
            story("failed", "Failed", "not-a-png.png cannot be decoded: the placeholder, same styling, no error mark.",
                  url: SampleImages.folder.appendingPathComponent("not-a-png.png"), loader: loader, appearance: .success, layout: .large),
            story("failed-custom-placeholder", "Failed, custom placeholder", "A missing file, placeholder = a glyph (€).",
                  url: SampleImages.folder.appendingPathComponent("missing.png"), loader: loader, appearance: .warning, layout: .medium,
                  placeholder: .glyph("€")),
            story("slow", "Slow loader", "The image arrives after 2 seconds (open the story and watch).",
                  url: SampleImages.folder.appendingPathComponent("nora.png"), loader: DelayedLoader(delay: .seconds(2), loader: loader),
                  appearance: .category3, layout: .xLarge, contentMode: .fill),
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
    ]

    private static func story(_ name: String, _ title: String, _ summary: String, url: URL, loader: any AsyncEmblemImageLoader,
                              appearance: Emblem.Appearance, layout: Emblem.Layout, contentMode: ContentMode = .fit,
                              placeholder: Emblem.Icon = .accountBalance) -> Story {
        let content = AsyncEmblem.Content(url: url, placeholder: placeholder, appearance: appearance, layout: layout, contentMode: contentMode)
        return .editable(content, controls: controls) { content, environment in
            Story(id: "async-emblem/\(name)", title: title, summary: summary,
                  imageRequest: ImageRequest(url: content.url, loader: environment.map { $0.gated(loader) } ?? loader)) { interaction in
                var shown = content
                shown.phase = interaction.imagePhase
                return AsyncEmblem(shown)
            }
        }
    }
}
