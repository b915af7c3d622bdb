/// What a reviewer learns about a component beside its cells: what a screen reader would say and
/// what the cells do not show (the gallery's inspector).
public protocol Inspectable {
    /// What a screen reader would announce for the current content; empty for a decorative component.
    var accessibilityLabel: String { get }

    /// What a screen reader says the component is and its state (none for a component it skips).
    var accessibilityTraits: AccessibilityTraits { get }

    /// What a reviewer should know that the cells do not show, e.g. why an image fell back.
    var inspectorNotes: [String] { get }

    /// True for an inactive (disabled) component, whose text WCAG 2 exempts from contrast minimums (1.4.3).
    var isInactive: Bool { get }

    /// What the look stands for, when it stands for something (``Meaning``).
    var meaning: Meaning? { get }
}

extension Inspectable {
    /// Most components have nothing to add.
    public var inspectorNotes: [String] { [] }

    /// Most components are active.
    public var isInactive: Bool { false }

    /// Most looks stand for nothing beyond their content.
    public var meaning: Meaning? { nil }
}
