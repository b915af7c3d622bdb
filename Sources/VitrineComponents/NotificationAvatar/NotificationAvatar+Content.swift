import VitrineCore

extension NotificationAvatar {
    /// What a notification avatar shows: always small and squarer, maybe with its indicator.
    public struct Content: Equatable, Sendable, AvatarFaceContent {
        public var image: LoadedImage?
        public var initials: String?
        /// Shows the notification indicator at the top right.
        public var isNotificationIndicatorVisible: Bool
        public var accessibilityLabel: String?

        public init(image: LoadedImage? = nil, initials: String? = nil, isNotificationIndicatorVisible: Bool = true,
                    accessibilityLabel: String? = nil) {
            self.image = image
            self.initials = initials
            self.isNotificationIndicatorVisible = isNotificationIndicatorVisible
            self.accessibilityLabel = accessibilityLabel
        }
    }
}
