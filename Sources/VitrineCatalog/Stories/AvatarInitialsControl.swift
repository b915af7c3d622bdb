import VitrineComponents

/// A content with optional initials (every use-case avatar's).
protocol AvatarInitialsContent {
    var initials: String? { get set }
}

extension ProfileAvatar.Content: AvatarInitialsContent {}
extension NotificationAvatar.Content: AvatarInitialsContent {}
extension OnlineStatusAvatar.Content: AvatarInitialsContent {}
extension ListButtonAvatar.Content: AvatarInitialsContent {}

extension Control where Content: AvatarInitialsContent {
    /// The spec's initials limit, as every avatar takes them.
    static var initials: Control {
        .text("initials", \.initials, limit: 2, hint: "at most 2 characters (grapheme clusters)")
    }
}
