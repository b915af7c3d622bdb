/// What a component's look stands for, so `vitrine contrast` can tell when two looks that mean different
/// things become one at a colour profile or to a colour-blind eye: a badge's variant, an emblem's
/// appearance, a status dot's status.
public struct Meaning: Hashable, Sendable {
    /// The looks compared with each other: `badge variant`.
    public let family: String
    /// `danger`.
    public let name: String
    /// True when the look says something on its own (danger, success, a status), so another meaning that
    /// looks like it misleads; false for looks that only tell things apart (an emblem's categories).
    public let isSemantic: Bool

    public init(family: String, name: String, isSemantic: Bool) {
        (self.family, self.name, self.isSemantic) = (family, name, isSemantic)
    }
}
