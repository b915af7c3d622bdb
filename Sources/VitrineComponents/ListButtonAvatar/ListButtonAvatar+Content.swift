import VitrineCore

extension ListButtonAvatar {
    /// What a list-button avatar shows: a medium avatar and the name it stands for, as one button.
    public struct Content: Equatable, Sendable, AvatarFaceContent {
        public var image: LoadedImage?
        public var initials: String?
        /// The name beside the avatar (sanitised, cut with an ellipsis when too long).
        public var title: String
        /// Keyboard focus is on the button.
        public var isFocused: Bool
        /// The button was pressed (Enter) and its item is selected: the avatar shows a check mark.
        public var isSelected: Bool

        public init(image: LoadedImage? = nil, initials: String? = nil, title: String, isFocused: Bool = false,
                    isSelected: Bool = false) {
            self.image = image
            self.initials = initials
            self.title = title
            self.isFocused = isFocused
            self.isSelected = isSelected
        }
    }
}
