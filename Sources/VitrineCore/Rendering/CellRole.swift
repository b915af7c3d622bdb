/// What drawn cells are for, which sets the contrast they need (WCAG 2.1). A component declares it for
/// the cells it draws (``RenderContext/mark(_:_:)``); text needs no mark, and a block nobody marked
/// counts as a meaningful graphic, so a component that forgets to mark is never let off.
public enum CellRole: Hashable, Sendable {
    /// A shape that carries meaning (a status dot, an icon, a focus bar, a check) drawn in this colour:
    /// 3:1 against what it touches (1.4.11).
    case graphic(Color)
    /// Letters drawn in pixels at WCAG's large-text size (a large avatar's block initials): 3:1 for AA,
    /// 4.5:1 for AAA (1.4.3, 1.4.6).
    case largeText
    /// A surface whose edge carries no meaning (an avatar's circle, a pill, a tile; its text does):
    /// measured and summarised, never gated.
    case decorative
    /// A logo's art and name, which 1.4.3 exempts.
    case logotype
    /// A picture's pixels, which are not measured against each other.
    case picture

    /// One declaration: `role` for every cell of `rect` (canvas coordinates); a later mark wins.
    public struct Mark: Hashable, Sendable {
        public let rect: Rect
        public let role: CellRole

        public init(_ role: CellRole, _ rect: Rect) {
            self.role = role
            self.rect = rect
        }
    }
}
