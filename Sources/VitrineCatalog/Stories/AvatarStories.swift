import VitrineComponents
import VitrineCore

/// The Avatar stories: each variant (initials, icon, image) at each size, custom colours, the disabled
/// state, awkward initials, and every way an image can fail to load.
enum AvatarStories: StoryBook {
    typealias Shown = Avatar
    static let name = "Avatar"
    static let idPrefix = "avatar"

    static var stories: [Spec] {
        AvatarSize.allCases.flatMap { size in
            [
                Spec("initials-\(size.rawValue)", "Initials, \(size.rawValue)", "initials = \"JD\", size = .\(size.rawValue).",
                     .init(size: size, initials: "JD")),
                Spec("icon-\(size.rawValue)", "Icon, \(size.rawValue)", "No image, no initials: the placeholder icon, size = .\(size.rawValue).",
                     .init(size: size)),
                Spec("image-\(size.rawValue)", "Image, \(size.rawValue)", "image = nora.png, clipped to the circle, size = .\(size.rawValue).",
                     .init(size: size, image: SampleImages.nora, initials: "NS")),
            ]
        } + [
            Spec("image-landscape", "Image, aspect fill", "A 72×40 image fills the circle; its sides are cropped.",
                 .init(size: .large, image: SampleImages.kai)),
            Spec("custom-initials-color", "Custom initials colour", "initialsColor = \(StoryColors.brandText.summary), as the theme and mode resolve it.",
                 .init(size: .large, initials: "XY", initialsColor: StoryColors.brandText)),
            Spec("custom-icon-color", "Custom icon colour", "iconColor = \(StoryColors.brandText.summary) overrides Neutral 80.",
                 .init(size: .large, iconColor: StoryColors.brandText)),
            Spec("disabled", "Disabled", "isDisabled: the disabled background (Surface disabled), initials dim.",
                 .init(size: .large, initials: "JD", isDisabled: true)),
            Spec("disabled-icon", "Disabled, icon", "isDisabled with the placeholder icon.",
                 .init(size: .large, isDisabled: true)),
            Spec("disabled-image", "Disabled, image", "isDisabled with an image: the image fades into the disabled background.",
                 .init(size: .large, image: SampleImages.nora, isDisabled: true)),
            Spec("disabled-custom-background", "Disabled, custom background", "disabledBackgroundColor = \(StoryColors.dangerSurface.summary).",
                 .init(size: .large, initials: "JD", isDisabled: true, disabledBackgroundColor: StoryColors.dangerSurface)),
            Spec("wide-initials", "Wide initials", "initials = \"山田太郎\": two wide characters are kept, four columns.",
                 .init(size: .default, initials: "山田太郎")),
            Spec("emoji-initials", "Emoji initials", "initials = \"🦊\": one emoji, two columns.",
                 .init(size: .default, initials: "🦊")),
            Spec("combining-marks", "Combining marks", "initials = \"e\\u{301}lodie\": \"é\" is one cluster; shows \"ÉL\".",
                 .init(size: .default, initials: "e\u{301}lodie")),
            Spec("long-initials", "Over-long initials", "initials = \"jean-luc picard\": only the first two clusters, uppercased.",
                 .init(size: .default, initials: "jean-luc picard")),
            Spec("empty-initials", "Empty initials", "initials = \"\": the placeholder icon.",
                 .init(size: .default, initials: "")),
            Spec("hostile-initials", "Hostile initials", "Escape sequences and control characters are removed: \"ESC[31mx BEL y\" shows \"XY\".",
                 .init(size: .default, initials: "\u{1B}[31mx\u{07}y")),
            Spec("image-missing", "Image missing", "image = missing.png (no such file): falls back to the initials.",
                 .init(size: .default, image: SampleImages.load("missing.png"), initials: "MS")),
            Spec("image-truncated", "Image truncated", "image = truncated.png (cut short): falls back to the icon.",
                 .init(size: .default, image: SampleImages.load("truncated.png"))),
            Spec("image-not-png", "Image not a PNG", "image = not-a-png.png (text with escape sequences): falls back to the initials.",
                 .init(size: .default, image: SampleImages.load("not-a-png.png"), initials: "NP")),
            Spec("image-too-large", "Image too large", "image = huge.png (header claims 30000×30000): refused before decoding.",
                 .init(size: .default, image: SampleImages.load("huge.png"), initials: "HG")),
            Spec("image-corrupt", "Image corrupt", "image = bad-crc.png (a damaged checksum): falls back to the icon.",
                 .init(size: .default, image: SampleImages.load("bad-crc.png"))),
            Spec("accessibility-label", "Accessibility label", "accessibilityLabel = \"Nora Sand, account owner\".",
                 .init(size: .default, image: SampleImages.nora, accessibilityLabel: "Nora Sand, account owner")),
            Spec("decorative", "Decorative", "isAccessibilityElement = false: screen readers skip it.",
                 .init(size: .default, initials: "JD", isAccessibilityElement: false)),
        ]
    }

    /// What a designer may edit (`e`).
    static let controls: [Control<Avatar.Content>] = [
        .choice("size", \.size),
        .text("initials", \.initials, limit: 2, hint: "at most 2 characters (grapheme clusters)"),
        .image("image", \.image),
        .toggle("isDisabled", \.isDisabled),
        .color("iconColor", \.iconColor),
        .color("initialsColor", \.initialsColor),
        .color("disabledBackgroundColor", \.disabledBackgroundColor),
        .accessibilityLabel(\.accessibilityLabel),
        .isAccessibilityElement(\.isAccessibilityElement),
    ]
}
