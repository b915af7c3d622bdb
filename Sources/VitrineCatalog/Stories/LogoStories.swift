import VitrineComponents
import VitrineCore

/// The Logos stories: the spec's six assets at the spec's size, both shapes at twice that size, a
/// frame smaller than the art, and a logo that names the brand for screen readers. The sample bank
/// brand is the same stories under the `harbour-bank` theme (`t`).
enum LogoStories: StoryBook {
    typealias Shown = LogoView
    static let name = "Logos"
    static let idPrefix = "logo"

    static var stories: [Spec] {
        LogoView.LogoType.allCases.flatMap { type in
            LogoView.Variant.allCases.map { variant in
                let content = LogoView.Content(type: type, variant: variant)
                let behaviour = variant == .dynamic ? "follows light/dark (d)" : "stays \(variant.rawValue) whatever the mode"
                return Spec(content.assetName, content.assetName, "\(type == .square ? "40×40" : "120×40") pt; \(behaviour).", content)
            }
        } + [
            Spec("square-large", "Square, 80 pt", "app-logo-square at height 80 pt: 20×10 cells.", .init(type: .square, height: 80)),
            Spec("wide-large", "Wide, 80 pt", "app-logo-wide at height 80 pt: 60×10 cells.", .init(type: .wide, height: 80)),
            Spec("wide-small", "Wide, 24 pt", "The theme's own 24 pt art (a theme without it: the largest art that fits, else its wordmark).", .init(type: .wide, height: 24)),
            Spec("square-small", "Square, 24 pt", "The mark alone, the theme's 24 pt art: 40 pt art scaled to 6×3 cells would not read.",
                 .init(type: .square, height: 24)),
            Spec("wide-32pt", "Wide, 32 pt", "No art of its own at 32 pt: the largest art that fits (the 24 pt art), never spilling over.", .init(type: .wide, height: 32)),
            Spec("accessible", "Accessibility label", "isAccessibilityElement = true: the logo names the bank.",
                 .init(type: .wide, isAccessibilityElement: true, accessibilityLabel: "Harbour Bank")),
        ]
    }

    /// The sizes: both shapes at every height the control offers (8 to 240 pt), a row a height, each
    /// drawn as its frame allows (the art for the height, the largest that fits, scaled, or its wordmark).
    static var matrix: [(label: String, specs: [Spec])] {
        stride(from: 8, through: 240, by: 8).map { height in
            ("\(height) pt", LogoView.LogoType.allCases.map { type in
                Spec("\(type.rawValue)-\(height)pt", type.rawValue, "app-logo-\(type.rawValue) at \(height) pt.", .init(type: type, height: Double(height)))
            })
        }
    }

    /// What a designer may edit (`e`).
    static let controls: [Control<LogoView.Content>] = [
        .choice("type", \.type),
        .choice("variant", \.variant),
        .points("height", \.height, 8 ... 240, step: 8, hint: "pt; 24, 40, 80 and 120 may have their own art"),
        .accessibilityLabel(\.accessibilityLabel),
        .isAccessibilityElement(\.isAccessibilityElement),
    ]
}
