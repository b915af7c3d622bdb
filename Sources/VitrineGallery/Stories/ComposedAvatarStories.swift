import VitrineComponents
import VitrineCore

/// The use-case avatars of *Building Avatars*, each its own component with its own `Content`.
enum ComposedAvatarStories {
    static let profile: [Story] = [
        Story(id: "profile-avatar/emoji", title: "With emoji", summary: "Large, initials, favourite emoji 🌊 in a notch.",
              component: ProfileAvatar(.init(initials: "NS", emoji: "🌊"))),
        Story(id: "profile-avatar/image-emoji", title: "Image and emoji", summary: "Large, image, favourite emoji ⭐.",
              component: ProfileAvatar(.init(image: SampleImages.nora, initials: "NS", emoji: "⭐"))),
        Story(id: "profile-avatar/no-emoji", title: "No emoji", summary: "emoji = nil: no notch.",
              component: ProfileAvatar(.init(image: SampleImages.kai))),
    ]

    static let notification: [Story] = [
        Story(id: "notification-avatar/indicator", title: "With indicator", summary: "Small, squarer, the indicator at the top right.",
              component: NotificationAvatar(.init(initials: "BK"))),
        Story(id: "notification-avatar/image", title: "Image", summary: "An image clipped to the rounded square.",
              component: NotificationAvatar(.init(image: SampleImages.nora))),
        Story(id: "notification-avatar/no-indicator", title: "No indicator", summary: "isNotificationIndicatorVisible = false.",
              component: NotificationAvatar(.init(initials: "BK", isNotificationIndicatorVisible: false))),
    ]

    static let onlineStatus: [Story] = OnlineStatusAvatar.Status.allCases.flatMap { status in
        OnlineStatusAvatar.Size.allCases.map { size in
            Story(id: "online-status-avatar/\(size.rawValue)-\(status.rawValue)", title: "\(size.rawValue.capitalized), \(status.rawValue)",
                  summary: "size = .\(size.rawValue), status = .\(status.rawValue).",
                  component: OnlineStatusAvatar(.init(size: size, image: status == .away ? SampleImages.nora : nil,
                                                      initials: "AK", status: status)))
        }
    }

    static let listButton: [Story] = [
        Story(id: "list-button-avatar/interactive", title: "Interactive",
              summary: "Focus the story (Tab) to focus the button; Enter selects or deselects it.") { interaction in
            ListButtonAvatar(.init(initials: "NS", title: "Nora Sand", isFocused: interaction.isFocused,
                                   isSelected: interaction.isActivated))
        },
        Story(id: "list-button-avatar/image", title: "Image, interactive", summary: "The same button with an image.") { interaction in
            ListButtonAvatar(.init(image: SampleImages.nora, title: "Nora Sand", isFocused: interaction.isFocused,
                                   isSelected: interaction.isActivated))
        },
        Story(id: "list-button-avatar/focused-selected", title: "Focused and selected", summary: "As it looks after Enter.",
              component: ListButtonAvatar(.init(initials: "NS", title: "Nora Sand", isFocused: true, isSelected: true))),
        Story(id: "list-button-avatar/long-title", title: "Long title", summary: "A title longer than the pane is cut with an ellipsis.",
              component: ListButtonAvatar(.init(initials: "AM", title: String(repeating: "Alexandria Montgomery-Smythe ", count: 4)))),
    ]
}
