import VitrineCore

extension OnlineStatusAvatar {
    /// The two sizes an online-status avatar comes in (the article's Small and Medium avatars).
    public enum Size: String, CaseIterable, Sendable {
        case small
        case medium

        var avatarSize: AvatarSize { self == .small ? .small : .default }
    }

    /// A user's presence, shown as the dot's colour (`theme.color.avatar.status.<name>`).
    public enum Status: String, CaseIterable, Sendable {
        case online
        case away
        case busy
        case offline

        /// The status dot as a glyph: a disc in colour; without colour (`shapes`) a shape each (● ◐ ⊖ ○, or
        /// `@ z - o` in ASCII), since the dots' colours are what tells them apart.
        public func glyph(_ shapes: GlyphSet?) -> String {
            switch shapes {
            case nil: return "●"
            case .unicode?: return [.online: "●", .away: "◐", .busy: "⊖", .offline: "○"][self]!
            case .ascii?: return [.online: "@", .away: "z", .busy: "-", .offline: "o"][self]!
            }
        }
    }

    /// What an online-status avatar shows.
    public struct Content: Equatable, Sendable, AvatarFaceContent {
        public var size: Size
        public var image: LoadedImage?
        public var initials: String?
        public var status: Status
        public var accessibilityLabel: String?

        public init(size: Size = .medium, image: LoadedImage? = nil, initials: String? = nil, status: Status = .online,
                    accessibilityLabel: String? = nil) {
            self.size = size
            self.image = image
            self.initials = initials
            self.status = status
            self.accessibilityLabel = accessibilityLabel
        }
    }
}
