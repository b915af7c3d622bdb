import FoundationEssentials

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

    /// The manifest in `bytes` (a file from a repository: anyone may have written it), or why it cannot be
    /// used: not a manifest, another format, or a matrix that cannot be drawn (``BaselineMatrix/problem``).
    /// Checked whole before any story is drawn.
    public static func read(_ bytes: [UInt8]) throws(Refusal) -> BaselineManifest {
        guard let manifest = try? JSONDecoder().decode(BaselineManifest.self, from: Data(bytes)) else {
            throw Refusal("not a baseline manifest")
        }
        guard manifest.format == currentFormat else {
            throw Refusal("format \(manifest.format); this Vitrine reads format \(currentFormat): record it again")
        }
        if let problem = manifest.matrix.problem { throw Refusal(problem) }
        return manifest
    }

    /// Why a manifest cannot be used.
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
