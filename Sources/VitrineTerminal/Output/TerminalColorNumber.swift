import VitrineCore

/// The colour numbers ncurses takes for a colour already converted to the terminal's profile.
enum TerminalColorNumber {
    /// -1 for the terminal default; a palette index; or 0xRRGGBB on a direct-colour terminal (where values
    /// below 8 would be read as palette indexes, so they are nudged to the nearly identical 0x000008). A
    /// direct-colour terminal reads any number from 8 up as 0xRRGGBB, so a palette colour past the first
    /// eight (compare mode's 256-colour half, a theme's indexed token) goes there as its xterm value.
    static func number(for color: Color, colors: Int) -> Int32 {
        switch color {
        case .terminalDefault:
            return -1
        case let .indexed(index):
            if colors > 256, index >= 8, let (r, g, b) = color.rgbValue { return direct(r, g, b) }
            return colors >= 16 ? Int32(index) : Int32(index % 8)
        case let .rgb(r, g, b), let .authored(r, g, b, _):
            return direct(r, g, b)
        }
    }

    private static func direct(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int32 {
        let value = Int32(r) << 16 | Int32(g) << 8 | Int32(b)
        return value < 8 ? 8 : value
    }
}
