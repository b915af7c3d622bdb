import VitrineComponents
import VitrineCore

/// The notification avatar of *Building Avatars*: small, squarer, with an indicator.
enum NotificationAvatarStories: StoryBook {
    typealias Shown = NotificationAvatar
    static let name = "Notification avatar"
    static let idPrefix = "notification-avatar"

    static var stories: [Spec] {
        [
            Spec("indicator", "With indicator", "Small, squarer, the indicator at the top right.", .init(initials: "BK")),
            Spec("image", "Image", "An image clipped to the rounded square.", .init(image: SampleImages.nora)),
            Spec("no-indicator", "No indicator", "isNotificationIndicatorVisible = false.",
                 .init(initials: "BK", isNotificationIndicatorVisible: false)),
        ]
    }

    /// What a designer may edit (`e`).
    static let controls: [Control<NotificationAvatar.Content>] = [
        .initials, .image("image", \.image), .toggle("isNotificationIndicatorVisible", \.isNotificationIndicatorVisible),
        .accessibilityLabel(\.accessibilityLabel),
    ]
}
