import VitrineComponents
import VitrineCore

/// The Badge stories: every variant, wrapping on 1, 2 and unlimited lines, a custom text colour,
/// an accessibility label, empty text and hostile text.
enum BadgeStories: StoryBook {
    typealias Shown = Badge
    static let name = "Badge"
    static let idPrefix = "badge"

    static let longText = "Your transfer to the savings account is scheduled and will arrive within two working days"

    static let wraps = true

    static var stories: [Spec] {
        Badge.Variant.allCases.map { variant in
            Spec(variant.rawValue, variant.rawValue.capitalized,
                 "The \(variant.rawValue) style (styles.badge\(variant == .default ? "" : variant.rawValue.capitalized)).",
                 .init(text: sampleText(variant), variant: variant))
        } + [
            Spec("long-one-line", "Long text, 1 line", "numberOfLines = 1 (the default): cut with an ellipsis.",
                 .init(text: longText, variant: .info, numberOfLines: 1, maxWidth: 28)),
            Spec("long-two-lines", "Long text, 2 lines", "numberOfLines = 2: wraps once, then cut.",
                 .init(text: longText, variant: .info, numberOfLines: 2, maxWidth: 28)),
            Spec("long-unlimited", "Long text, unlimited", "numberOfLines = 0: as many lines as needed.",
                 .init(text: longText, variant: .info, numberOfLines: 0, maxWidth: 28)),
            Spec("custom-text-color", "Custom text colour", "textColor = \(StoryColors.brandText.summary) overrides the variant's text colour.",
                 .init(text: "Custom", variant: .neutral, textColor: StoryColors.brandText)),
            Spec("accessibility-label", "Accessibility label", "A count whose meaning the label spells out.",
                 .init(text: "3", variant: .danger, accessibilityLabel: "3 failed payments")),
            Spec("empty-text", "Empty text", "text = \"\": the pill keeps its padding.",
                 .init(text: "", variant: .neutral)),
            Spec("hostile-text", "Hostile text", "Escape sequences and control characters are removed.",
                 .init(text: "Paid\u{1B}[2J\u{1B}]0;pwned\u{07}\u{0} ✓\u{9B}31m", variant: .success)),
        ]
    }

    private static func sampleText(_ variant: Badge.Variant) -> String {
        switch variant {
        case .default: return "New"
        case .neutral: return "Default"
        case .info: return "Info"
        case .success: return "Complete"
        case .warning: return "Pending"
        case .danger: return "Error"
        }
    }

    /// What a designer may edit (`e`).
    static let controls: [Control<Badge.Content>] = [
        .text("text", \.text, limit: 200),
        .choice("variant", \.variant),
        .number("numberOfLines", \.numberOfLines, 0 ... 20, hint: "0 = as many as needed"),
        .color("textColor", \.textColor),
        .number("maxWidth", \.maxWidth, 4 ... 200, hint: "columns, caps included; 0 = the width given"),
        .accessibilityLabel(\.accessibilityLabel),
        .isAccessibilityElement(\.isAccessibilityElement),
    ]
}
