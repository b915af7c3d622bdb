/// A colour a theme overrides with a literal value of its own, dropping the palette entries the theme it
/// extends authored for it (`$extensions.palette`): at 256 and 16 colours it is then converted from its own
/// colour, which may land on its background's entry (issue 28's red danger text on its red chip).
struct DroppedPalette {
    /// The token's path.
    var path: String
    /// The file whose override drops the entries.
    var file: String
    /// The file that authored them, and the entries.
    var baseFile: String
    var palette: PaletteExtension
}
