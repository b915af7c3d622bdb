import VitrineCore

extension Badge {
    /// The design system's badge styles (`styles.badge`, `styles.badgeNeutral`, …).
    public enum Variant: String, CaseIterable, Sendable {
        case `default`
        case neutral
        case info
        case success
        case warning
        case danger

        /// `theme.color.badge.<variant>.background`: the pill.
        public var backgroundToken: ColorToken { ColorToken(TokenPath("theme.color.badge.\(rawValue).background")) }
        /// `theme.color.badge.<variant>.foreground`: the text.
        public var foregroundToken: ColorToken { ColorToken(TokenPath("theme.color.badge.\(rawValue).foreground")) }

        /// How the variant stays recognisable without colour.
        public var monochromeAttributes: TextAttributes {
            switch self {
            case .default, .neutral: return [.reverse]
            case .info: return [.reverse, .italic]
            case .success: return [.reverse, .bold]
            case .warning: return [.reverse, .underline]
            case .danger: return [.reverse, .bold, .underline]
            }
        }
    }
}
