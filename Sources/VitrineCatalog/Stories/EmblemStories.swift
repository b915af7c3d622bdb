import VitrineComponents
import VitrineCore

/// The Emblem stories: every appearance (medium), every layout (brand), a glyph, images fitted and
/// filled, and an image that failed to load.
enum EmblemStories: StoryBook {
    typealias Shown = Emblem
    static let name = "Emblem"
    static let idPrefix = "emblem"

    static var stories: [Spec] {
        Emblem.Appearance.allCases.map { appearance in
            Spec(appearance.rawValue, "Appearance \(appearance.rawValue)", "appearance = .\(appearance.rawValue), layout = .medium.",
                 .init(appearance: appearance))
        } + Emblem.Layout.allCases.map { layout in
            Spec("layout-\(layout.rawValue)", "Layout \(layout.rawValue)", "layout = .\(layout.rawValue) (theme.dimension.*.emblem).",
                 .init(layout: layout))
        } + [
            Spec("glyph", "Glyph icon", "icon = a glyph (€), in the foreground colour.", .init(appearance: .success, layout: .large, icon: .glyph("€"))),
            Spec("image-fit", "Image, fit", "contentMode = .fit: the whole 72×40 image, letterboxed.",
                 .init(appearance: .info, layout: .xLarge, icon: .image(SampleImages.kai), contentMode: .fit)),
            Spec("image-fill", "Image, fill", "contentMode = .fill: the image covers the icon square, cropped.",
                 .init(appearance: .info, layout: .xLarge, icon: .image(SampleImages.kai), contentMode: .fill)),
            Spec("accessibility-label", "Accessibility label", "accessibilityLabel = \"Savings account\": the tile names what it stands for.",
                 .init(appearance: .category3, layout: .large, accessibilityLabel: "Savings account")),
            Spec("image-broken", "Image unavailable", "A PNG that cannot be read: the default icon, the reason in the inspector.",
                 .init(appearance: .warning, layout: .large, icon: .image(SampleImages.load("truncated.png")))),
        ]
    }

    /// Every appearance at every layout, a row an appearance.
    static var matrix: [(label: String, specs: [Spec])] {
        Emblem.Appearance.allCases.map { appearance in
            (appearance.rawValue, Emblem.Layout.allCases.map { layout in
                Spec("\(appearance.rawValue)-\(layout.rawValue)", layout.rawValue, "appearance = .\(appearance.rawValue), layout = .\(layout.rawValue).",
                     .init(appearance: appearance, layout: layout))
            })
        }
    }

    /// What a designer may edit (`e`).
    static let controls: [Control<Emblem.Content>] = [
        .choice("appearance", \.appearance),
        .choice("layout", \.layout),
        .icon("icon", \.icon),
        .choice("contentMode", \.contentMode),
        .accessibilityLabel(\.accessibilityLabel),
    ]
}
