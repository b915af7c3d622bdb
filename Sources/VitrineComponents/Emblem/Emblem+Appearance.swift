import VitrineCore

extension Emblem {
    /// The emblem's colour scheme (`BB.Emblem.Appearance`), read from `theme.color.emblem.<name>.*`.
    public enum Appearance: String, CaseIterable, Sendable {
        case brand, info, success, warning, danger
        case category1, category2, category3, category4, category5, category6, category7, category8, category9, category10

        /// The name in token paths: `brand`, …, `category-1`.
        public var tokenName: String {
            // String(…) first: `+` with a substring is generic code whose first use looks through every protocol
            // conformance of the binary, at start-up (the catalogue asks).
            rawValue.hasPrefix("category") ? "category-" + String(rawValue.dropFirst("category".count)) : rawValue
        }

        public var backgroundToken: ColorToken { ColorToken(TokenPath("theme.color.emblem.\(tokenName).background")) }
        public var foregroundToken: ColorToken { ColorToken(TokenPath("theme.color.emblem.\(tokenName).foreground")) }
        public var borderToken: ColorToken { ColorToken(TokenPath("theme.color.emblem.\(tokenName).border")) }
    }
}
