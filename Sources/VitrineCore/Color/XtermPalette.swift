/// The standard xterm 256-colour palette: 16 ANSI colours, a 6×6×6 cube and 24 greys.
public enum XtermPalette {
    /// The levels of the 6×6×6 cube's axes.
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// xterm's default RGB values for the 16 ANSI colours.
    static let ansi: [(r: UInt8, g: UInt8, b: UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The RGB value of palette entry `index` (0–255; other values are clamped).
    public static func rgb(ofIndex index: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let index = min(max(index, 0), 255)
        if index < 16 { return ansi[index] }
        if index >= 232 {
            let level = UInt8(8 + 10 * (index - 232))
            return (level, level, level)
        }
        let cube = index - 16
        return (UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[cube / 6 % 6]), UInt8(cubeLevels[cube % 6]))
    }
}
