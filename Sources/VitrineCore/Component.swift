/// A renderer bound to one small `Content` value: content in, cells out.
///
/// A component never touches the terminal or a clock: it draws into a canvas area with what the
/// render context gives it. Use-case variants are separate components with their own `Content`,
/// never options piled onto one "supercomponent".
public protocol Component {
    associatedtype Content: Equatable

    /// Every token path any content of this component may read; themes are validated against it.
    static var requiredTokens: [String] { get }

    init(_ content: Content)

    /// The current content.
    var content: Content { get }

    /// Replaces the content; the next render shows it.
    mutating func update(_ content: Content)

    /// What a screen reader would announce for the current content (shown in the gallery for review).
    var accessibilityLabel: String { get }

    /// The token paths the current content reads, in the order they matter (for the inspector).
    var tokensUsed: [String] { get }

    /// True while the component's look changes with the render context's time (the run loop then
    /// draws frames at a steady rate; otherwise it draws none).
    var isAnimating: Bool { get }

    /// What a reviewer should know that the cells do not show, e.g. why an image fell back (inspector).
    var inspectorNotes: [String] { get }

    /// The cells the component wants when given at most `maxWidth` columns (sizes may come from tokens).
    func size(fitting maxWidth: Int, context: RenderContext) -> Size

    /// Draws into `area` of `canvas`; anything outside `area` is left untouched.
    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext)
}

extension Component {
    /// Most components have nothing to add.
    public var inspectorNotes: [String] { [] }

    /// Most components are still.
    public var isAnimating: Bool { false }

    /// Showing new content is building the component anew from it: a component keeps no other state.
    public mutating func update(_ content: Content) {
        self = Self(content)
    }
}
