/// How a line is drawn (`strokeStyle`): one of the format's keywords, or dashes of given lengths.
public enum StrokeStyle: Equatable, Sendable, CustomStringConvertible {
    /// `solid`, `dashed`, `dotted`, `double`, `groove`, `ridge`, `outset` or `inset`.
    case keyword(String)
    /// Dash and gap lengths in points, repeated, and the shape of each dash's ends (`round`, `butt`, `square`).
    case dashes([Double], lineCap: String)

    /// The format's stroke keywords.
    public static let keywords: Set<String> = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

    public var description: String {
        switch self {
        case let .keyword(name): return name
        case let .dashes(lengths, lineCap): return "dashes " + lengths.map(\.lengthDescription).joinedText(separator: " ") + " \(lineCap)"
        }
    }
}

extension Double {
    /// A length as CSS writes it: `0`, `4px` (Vitrine's point is the format's px).
    public var lengthDescription: String { self == 0 ? "0" : "\(compactDescription)px" }
}
