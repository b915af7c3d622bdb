import VitrineCore

extension Emblem {
    /// What sits in the middle of an emblem.
    public enum Icon: Equatable, Sendable {
        /// The design system's default icon (`icAccountBalance`): a bank building, drawn in pixels.
        case accountBalance
        /// One grapheme cluster (sanitised), drawn in the foreground colour.
        case glyph(String)
        /// A picture (a PNG through the image loader); one that failed shows the account-balance icon.
        case image(LoadedImage)
    }

    /// What an emblem shows.
    public struct Content: Equatable, Sendable {
        public var appearance: Appearance
        public var layout: Layout
        public var icon: Icon
        /// How an image icon fits the tile's inner square.
        public var contentMode: ContentMode
        public var accessibilityLabel: String?

        public init(appearance: Appearance = .brand, layout: Layout = .medium, icon: Icon = .accountBalance,
                    contentMode: ContentMode = .fit, accessibilityLabel: String? = nil) {
            self.appearance = appearance
            self.layout = layout
            self.icon = icon
            self.contentMode = contentMode
            self.accessibilityLabel = accessibilityLabel
        }
    }
}
