import VitrineComponents
import VitrineCore

/// The profile avatar of *Building Avatars*: initials or an image, with the favourite emoji in a notch.
enum ProfileAvatarStories: StoryBook {
    typealias Shown = ProfileAvatar
    static let name = "Profile avatar"
    static let idPrefix = "profile-avatar"

    static var stories: [Spec] {
        [
            Spec("emoji", "With emoji", "Large, initials, favourite emoji 🌊 in a notch.", .init(initials: "NS", emoji: "🌊")),
            Spec("image-emoji", "Image and emoji", "Large, image, favourite emoji ⭐.", .init(image: SampleImages.nora, initials: "NS", emoji: "⭐")),
            Spec("no-emoji", "No emoji", "emoji = nil: no notch.", .init(image: SampleImages.kai)),
        ]
    }

    /// What a designer may edit (`e`).
    static let controls: [Control<ProfileAvatar.Content>] = [
        .initials, .text("emoji", \.emoji, limit: 1, hint: "one character; empty: no notch"), .image("image", \.image),
        .accessibilityLabel(\.accessibilityLabel),
    ]
}
