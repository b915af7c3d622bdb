/// A renderer bound to one small `Content` value: content in, cells out.
///
/// A component never touches the terminal or a clock: it draws into a canvas area with what the
/// render context gives it, reading only the tokens it declares in ``requiredTokens``. Use-case
/// variants are separate components with their own `Content`, never options piled onto one
/// "supercomponent".
public protocol Component {
    associatedtype Content: Equatable

    /// Every token any content of this component may read; themes are validated against it.
    static var requiredTokens: [TokenRequirement] { get }

    /// Tokens this content names (a custom colour set from the theme), which a theme must hold too.
    var contentTokens: [TokenRequirement] { get }

    init(_ content: Content)

    /// Shows `content` from now on: the one way a component's look changes (*Building Avatars*' `update(_:)`,
    /// which keeps every component's API the same).
    mutating func update(_ content: Content)

    /// The current content.
    var content: Content { get }

    /// True while the component's look changes with the render context's time (the run loop then
    /// draws frames at a steady rate; otherwise it draws none).
    var isAnimating: Bool { get }

    /// The cells the component wants when given at most `maxWidth` columns (sizes may come from tokens).
    func size(fitting maxWidth: Int, context: RenderContext) -> Size

    /// Draws into `area` of `canvas`; anything outside `area` is left untouched.
    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext)
}

extension Component {
    /// Most components are still.
    public var isAnimating: Bool { false }

    /// Most contents name no tokens.
    public var contentTokens: [TokenRequirement] { [] }

    /// Everything a component shows comes from its content, so showing another is being made with it.
    public mutating func update(_ content: Content) {
        self = Self(content)
    }
}
