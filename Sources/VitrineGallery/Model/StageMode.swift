import VitrineCatalog

/// What the story pane's stage shows: the story, a sheet of many stories at once (`v`), or the story
/// twice, compared (`c`). One at a time, so the status bar never names a mode the stage does not show. Part of
/// ``StageState``.
public enum StageMode: Equatable, Sendable {
    case story
    case sheet(StorySheet.Kind)
    case compare(Comparison)
}
