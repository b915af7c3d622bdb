import VitrineCore

extension LogoView {
    /// The two shapes of the logo (`LogoView(type:)`).
    public enum LogoType: String, CaseIterable, Sendable {
        /// 1:1, for compact spaces (40×40 pt in the spec).
        case square
        /// 3:1, for headers (120×40 pt in the spec).
        case wide

        /// The frame's width over its height.
        var aspect: Double { self == .square ? 1 : 3 }
    }

    /// Which asset: the dynamic one follows the gallery's light/dark mode; light and dark stay fixed.
    public enum Variant: String, CaseIterable, Sendable {
        case dynamic
        case light
        case dark

        /// The appearance a fixed variant always shows.
        var fixedAppearance: Appearance? {
            switch self {
            case .dynamic: return nil
            case .light: return .light
            case .dark: return .dark
            }
        }
    }

    /// What a logo shows.
    public struct Content: Equatable, Sendable {
        public var type: LogoType
        public var variant: Variant
        /// The frame's height in points (the spec lays logos out 40 pt tall); the width follows the type.
        public var height: Double
        /// Logos are decorative by default; set this for a logo that names the brand.
        public var isAccessibilityElement: Bool
        public var accessibilityLabel: String?

        public init(type: LogoType = .square, variant: Variant = .dynamic, height: Double = 40,
                    isAccessibilityElement: Bool = false, accessibilityLabel: String? = nil) {
            self.type = type
            self.variant = variant
            self.height = height
            self.isAccessibilityElement = isAccessibilityElement
            self.accessibilityLabel = accessibilityLabel
        }

        /// The asset's name in the spec (`app-logo-square-dark`) and its token path.
        public var assetName: String {
            "app-logo-\(type.rawValue)" + (variant == .dynamic ? "" : "-\(variant.rawValue)")
        }
    }
}
