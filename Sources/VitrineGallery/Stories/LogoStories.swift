import VitrineComponents
import VitrineCore

/// The Logos stories: the spec's six assets at the spec's size, both shapes at twice that size, a
/// frame smaller than the art, and a logo that names the brand for screen readers. The sample bank
/// brand is the same stories under the `harbour-bank` theme (`t`).
enum LogoStories {
    static let all: [Story] = LogoView.LogoType.allCases.flatMap { type in
        LogoView.Variant.allCases.map { variant in
            let content = LogoView.Content(type: type, variant: variant)
            let behaviour = variant == .dynamic ? "follows light/dark (d)" : "stays \(variant.rawValue) whatever the mode"
            return Story(id: "logo/\(content.assetName)", title: content.assetName,
                         summary: "\(type == .square ? "40×40" : "120×40") pt; \(behaviour).", component: LogoView(content))
        }
    } + [
        Story(id: "logo/square-large", title: "Square, 80 pt", summary: "app-logo-square at height 80 pt: 20×10 cells.",
              component: LogoView(.init(type: .square, height: 80))),
        Story(id: "logo/wide-large", title: "Wide, 80 pt", summary: "app-logo-wide at height 80 pt: 60×10 cells.",
              component: LogoView(.init(type: .wide, height: 80))),
        Story(id: "logo/wide-small", title: "Wide, 24 pt", summary: "A frame smaller than the art: scaled down, never spilling over.",
              component: LogoView(.init(type: .wide, height: 24))),
        Story(id: "logo/accessible", title: "Accessibility label", summary: "isAccessibilityElement = true: the logo names the bank.",
              component: LogoView(.init(type: .wide, isAccessibilityElement: true, accessibilityLabel: "Harbour Bank"))),
    ]
}
