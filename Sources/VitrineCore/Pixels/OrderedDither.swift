/// A picture without colour (monochrome): each pixel ink or not by its luma against a 4×4 Bayer threshold,
/// so that a photo's tones show as denser or sparser ink (a face, hair and background told apart) instead of
/// one blob where it is darker than mid-grey.
public enum OrderedDither {
    /// The 4×4 Bayer matrix: the order in which a tile's pixels turn to ink as the tone darkens.
    private static let matrix: [[Int]] = [[0, 8, 2, 10], [12, 4, 14, 6], [3, 11, 1, 9], [15, 7, 13, 5]]

    /// True when `color` at pixel (`x`, `y`) is ink: its luma (0–255) under the matrix's threshold there.
    public static func isInk(_ color: Color, x: Int, y: Int) -> Bool {
        guard let (r, g, b) = color.rgbValue else { return false }
        let luma = (299 * Int(r) + 587 * Int(g) + 114 * Int(b)) / 1000
        let threshold = (matrix[y & 3][x & 3] * 2 + 1) * 8
        return luma < threshold
    }

    /// True when pixel (`x`, `y`) is inked in a tone that covers `coverage` of a surface (0 none, 1 all):
    /// a shade's dots, in the same order as ``isInk(_:x:y:)`` darkens.
    public static func covers(_ coverage: Double, x: Int, y: Int) -> Bool {
        (Double(matrix[y & 3][x & 3]) + 0.5) / 16 < coverage
    }
}
