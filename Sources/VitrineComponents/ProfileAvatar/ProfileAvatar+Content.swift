import VitrineCore

extension ProfileAvatar {
    /// What a profile avatar shows: always large, with the user's favourite emoji on its rim.
    public struct Content: Equatable, Sendable, AvatarFaceContent {
        public var image: LoadedImage?
        public var initials: String?
        /// The first grapheme cluster is shown; nil or empty shows no emoji.
        public var emoji: String?
        public var accessibilityLabel: String?

        public init(image: LoadedImage? = nil, initials: String? = nil, emoji: String? = nil, accessibilityLabel: String? = nil) {
            self.image = image
            self.initials = initials
            self.emoji = emoji
            self.accessibilityLabel = accessibilityLabel
        }
    }
}
