/// A baseline folder's `baseline.json`: the format version, the Vitrine that recorded it, and the matrix.
public struct BaselineManifest: Codable, Equatable, Sendable {
    /// The format this Vitrine writes and reads.
    public static let currentFormat = 1
    /// The manifest's file name in a baseline folder.
    public static let fileName = "baseline.json"

    public var format: Int
    public var vitrine: String
    public var matrix: BaselineMatrix

    public init(vitrine: String, matrix: BaselineMatrix) {
        format = Self.currentFormat
        self.vitrine = vitrine
        self.matrix = matrix
    }
}
