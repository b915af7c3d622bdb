import VitrineCore

extension Avatar {
    /// What an avatar shows: the spec's properties, with colours that default to its semantic tokens.
    public struct Content: Equatable, Sendable, AvatarFaceContent {
        public var size: AvatarSize
        /// Takes precedence over the initials; one that failed to load falls back to initials or icon.
        public var image: LoadedImage?
        /// Up to 2 grapheme clusters are shown, uppercased; empty or nil shows the placeholder icon.
        public var initials: String?
        /// Overrides `theme.color.avatar.icon` (Neutral 80).
        public var iconColor: ContentColor?
        /// Overrides `theme.color.avatar.initials` (Text default).
        public var initialsColor: ContentColor?
        /// A disabled avatar takes the disabled background (iOS: `isUserInteractionEnabled = false`).
        public var isDisabled: Bool
        /// Overrides `theme.color.avatar.disabled-background` (Surface disabled).
        public var disabledBackgroundColor: ContentColor?
        /// What a screen reader says; derived from the face when nil.
        public var accessibilityLabel: String?
        /// False for a decorative avatar, which screen readers skip (its label is then empty).
        public var isAccessibilityElement: Bool

        public init(size: AvatarSize = .default, image: LoadedImage? = nil, initials: String? = nil,
                    iconColor: ContentColor? = nil, initialsColor: ContentColor? = nil, isDisabled: Bool = false,
                    disabledBackgroundColor: ContentColor? = nil, accessibilityLabel: String? = nil,
                    isAccessibilityElement: Bool = true) {
            self.size = size
            self.image = image
            self.initials = initials
            self.iconColor = iconColor
            self.initialsColor = initialsColor
            self.isDisabled = isDisabled
            self.disabledBackgroundColor = disabledBackgroundColor
            self.accessibilityLabel = accessibilityLabel
            self.isAccessibilityElement = isAccessibilityElement
        }
    }
}
