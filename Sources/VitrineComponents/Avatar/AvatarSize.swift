import VitrineCore

/// The design system's avatar sizes (`AvatarSize`). The spec names them without figures; these are
/// the usual iOS avatar sizes, drawn through the shared ``PointScale``.
public enum AvatarSize: String, CaseIterable, Sendable {
    case small
    case `default`
    case large

    /// The side in points: 32, 40 and 64.
    public var points: Double {
        switch self {
        case .small: return 32
        case .default: return 40
        case .large: return 64
        }
    }

    /// The cells the avatar's square takes: 8×4, 10×5 and 16×8.
    public var cells: Size { PointScale.cells(width: points, height: points) }

    /// How the inspector describes the size: `small (32 pt, 8x4 cells)`.
    public var summary: String { "\(rawValue) (\(Int(points)) pt, \(cells.width)x\(cells.height) cells)" }
}
