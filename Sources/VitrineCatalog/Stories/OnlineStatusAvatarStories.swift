import VitrineComponents
import VitrineCore

/// The online-status avatar of *Building Avatars*: every status at every size.
enum OnlineStatusAvatarStories: StoryBook {
    typealias Shown = OnlineStatusAvatar
    static let name = "Online-status avatar"
    static let idPrefix = "online-status-avatar"

    static var stories: [Spec] {
        OnlineStatusAvatar.Status.allCases.flatMap { status in
            OnlineStatusAvatar.Size.allCases.map { size in
                Spec("\(size.rawValue)-\(status.rawValue)", "\(size.rawValue.capitalized), \(status.rawValue)",
                     "size = .\(size.rawValue), status = .\(status.rawValue).",
                     .init(size: size, image: status == .away ? SampleImages.nora : nil, initials: "AK", status: status))
            }
        }
    }

    /// What a designer may edit (`e`).
    static let controls: [Control<OnlineStatusAvatar.Content>] = [
        .choice("size", \.size), .choice("status", \.status), .initials, .image("image", \.image),
        .accessibilityLabel(\.accessibilityLabel),
    ]
}
