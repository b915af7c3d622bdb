import VitrineComponents
import VitrineCore

/// The list-button avatar of *Building Avatars*: an avatar and a title as one button. The interactive
/// stories follow the gallery's focus (Tab) and Enter; the others show a state as it is.
enum ListButtonAvatarStories: StoryBook {
    typealias Shown = ListButtonAvatar
    static let name = "List-button avatar"
    static let idPrefix = "list-button-avatar"

    static var stories: [Spec] {
        [
            Spec("interactive", "Interactive", "Focus the story (Tab) to focus the button; Enter selects or deselects it.",
                 .init(initials: "NS", title: "Nora Sand"), interactive: true),
            Spec("image", "Image, interactive", "The same button with an image.", .init(image: SampleImages.nora, title: "Nora Sand"),
                 interactive: true),
            Spec("focused-selected", "Focused and selected", "As it looks after Enter.",
                 .init(initials: "NS", title: "Nora Sand", isFocused: true, isSelected: true)),
            Spec("long-title", "Long title", "A title longer than the pane is cut with an ellipsis.",
                 .init(initials: "AM", title: String(repeating: "Alexandria Montgomery-Smythe ", count: 4))),
        ]
    }

    /// A list of users, as *Building Avatars* opens with: pictures and initials mixed, one already
    /// selected, names of every length and script (the list sheet, `v`).
    static var list: [Spec] {
        [
            Spec("list-nora", "Nora Sand", "A picture.", .init(image: SampleImages.nora, title: "Nora Sand"), interactive: true),
            Spec("list-alex", "Alex Kim", "Initials.", .init(initials: "AK", title: "Alex Kim"), interactive: true),
            Spec("list-kai", "Kai Moana", "A landscape picture, cropped to the circle.", .init(image: SampleImages.kai, title: "Kai Moana"), interactive: true),
            Spec("list-emile", "Émile Lefèvre", "Accented initials, selected.", .init(initials: "ÉL", title: "Émile Lefèvre", isSelected: true), interactive: true),
            Spec("list-wei", "王伟", "Wide initials and name.", .init(initials: "王", title: "王伟"), interactive: true),
            Spec("list-priya", "Priya Natarajan-Okonkwo", "A name longer than the row: cut with an ellipsis.",
                 .init(initials: "PN", title: "Priya Natarajan-Okonkwo, Head of Treasury Operations"), interactive: true),
        ]
    }

    /// What a designer may edit (`e`).
    static let controls: [Control<ListButtonAvatar.Content>] = [
        .text("title", \.title, limit: 200), .initials, .image("image", \.image),
        .toggle("isFocused", \.isFocused, hint: "focusing the story pane (Tab) focuses it too"),
        .toggle("isSelected", \.isSelected, hint: "Enter toggles it"),
    ]

    /// Focus on the story pane focuses the button; Enter selects it (or deselects one selected in its content).
    static func content(_ content: ListButtonAvatar.Content, showing interaction: StoryInteraction) -> ListButtonAvatar.Content {
        var shown = content
        shown.isFocused = content.isFocused || interaction.isFocused
        shown.isSelected = content.isSelected != interaction.isActivated
        return shown
    }
}
