import VitrineCore

/// One theme file as parsed: its tokens and the top-level `$extends` and `$description`.
struct TokenFile {
    /// Every token in the file, by dotted path.
    var tokens: [String: RawToken]
    /// The theme this one extends: a theme name in the same folder, or a path relative to the file.
    var extends: String?
    var description: String?
    /// `$modes.dark`: a file, relative to this one, whose tokens are this file's dark values.
    var darkFile: String?
    /// Colours whose override dropped the palette entries of the theme extended (through every `$extends`).
    var droppedPalettes: [DroppedPalette] = []
}
