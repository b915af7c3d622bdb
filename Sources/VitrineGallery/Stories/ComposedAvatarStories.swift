import VitrineComponents
import VitrineCore

/// The use-case avatars of *Building Avatars*, each its own component with its own `Content`.
enum ComposedAvatarStories {
    static var profile: [Story] {
        [
            profileStory("emoji", "With emoji", "Large, initials, favourite emoji 🌊 in a notch.", .init(initials: "NS", emoji: "🌊")),
            profileStory("image-emoji", "Image and emoji", "Large, image, favourite emoji ⭐.", .init(image: SampleImages.nora, initials: "NS", emoji: "⭐")),
            profileStory("no-emoji", "No emoji", "emoji = nil: no notch.", .init(image: SampleImages.kai)),
        ]
    }

    static var notification: [Story] {
        [
            notificationStory("indicator", "With indicator", "Small, squarer, the indicator at the top right.", .init(initials: "BK")),
            notificationStory("image", "Image", "An image clipped to the rounded square.", .init(image: SampleImages.nora)),
            notificationStory("no-indicator", "No indicator", "isNotificationIndicatorVisible = false.",
                              .init(initials: "BK", isNotificationIndicatorVisible: false)),
        ]
    }

    static var onlineStatus: [Story] {
        OnlineStatusAvatar.Status.allCases.flatMap { status in
            OnlineStatusAvatar.Size.allCases.map { size in
                Story.editable(OnlineStatusAvatar.Content(size: size, image: status == .away ? SampleImages.nora : nil, initials: "AK", status: status),
                               controls: [.choice("size", \.size), .choice("status", \.status), initials(), .image("image", \.image)]) { content, _ in
                    Story(id: "online-status-avatar/\(size.rawValue)-\(status.rawValue)", title: "\(size.rawValue.capitalized), \(status.rawValue)",
                          summary: "size = .\(size.rawValue), status = .\(status.rawValue).", component: OnlineStatusAvatar(content))
                }
            }
        }
    }

    static var listButton: [Story] {
        [
            listButtonStory("interactive", "Interactive", "Focus the story (Tab) to focus the button; Enter selects or deselects it.",
                            .init(initials: "NS", title: "Nora Sand"), interactive: true),
            listButtonStory("image", "Image, interactive", "The same button with an image.", .init(image: SampleImages.nora, title: "Nora Sand"),
                            interactive: true),
            listButtonStory("focused-selected", "Focused and selected", "As it looks after Enter.",
                            .init(initials: "NS", title: "Nora Sand", isFocused: true, isSelected: true)),
            listButtonStory("long-title", "Long title", "A title longer than the pane is cut with an ellipsis.",
                            .init(initials: "AM", title: String(repeating: "Alexandria Montgomery-Smythe ", count: 4))),
        ]
    }

    /// The spec's initials limit, as every avatar takes them.
    private static func initials<Content>() -> Control<Content> where Content: AvatarInitialsContent {
        .text("initials", \.initials, limit: 2, hint: "at most 2 characters (grapheme clusters)")
    }

    private static func profileStory(_ name: String, _ title: String, _ summary: String, _ content: ProfileAvatar.Content) -> Story {
        .editable(content, controls: [initials(), .text("emoji", \.emoji, limit: 1, hint: "one character; empty: no notch"), .image("image", \.image)]) {
            content, _ in
            Story(id: "profile-avatar/\(name)", title: title, summary: summary, component: ProfileAvatar(content))
        }
    }

    private static func notificationStory(_ name: String, _ title: String, _ summary: String, _ content: NotificationAvatar.Content) -> Story {
        .editable(content, controls: [initials(), .image("image", \.image), .toggle("isNotificationIndicatorVisible", \.isNotificationIndicatorVisible)]) {
            content, _ in
            Story(id: "notification-avatar/\(name)", title: title, summary: summary, component: NotificationAvatar(content))
        }
    }

    /// An interactive story follows the gallery's focus and Enter; the others show the content as it is.
    private static func listButtonStory(_ name: String, _ title: String, _ summary: String, _ content: ListButtonAvatar.Content,
                                        interactive: Bool = false) -> Story {
        .editable(content, controls: [.text("title", \.title, limit: 200), initials(), .image("image", \.image)]) { content, _ in
            guard interactive else {
                return Story(id: "list-button-avatar/\(name)", title: title, summary: summary, component: ListButtonAvatar(content))
            }
            return Story(id: "list-button-avatar/\(name)", title: title, summary: summary) { interaction in
                var shown = content
                shown.isFocused = interaction.isFocused
                shown.isSelected = interaction.isActivated
                return ListButtonAvatar(shown)
            }
        }
    }
}

/// A content with optional initials (every avatar's).
protocol AvatarInitialsContent {
    var initials: String? { get set }
}

extension ProfileAvatar.Content: AvatarInitialsContent {}
extension NotificationAvatar.Content: AvatarInitialsContent {}
extension OnlineStatusAvatar.Content: AvatarInitialsContent {}
extension ListButtonAvatar.Content: AvatarInitialsContent {}
