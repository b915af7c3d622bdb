/// What a screen reader says a component is and what state it is in, as UIKit's `accessibilityTraits`
/// (*Building Avatars*: an avatar with an action handler is a button, otherwise an image).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let image = AccessibilityTraits(rawValue: 1 << 1)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 4)
    /// Its value changes while it is on screen (an image still loading).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 5)

    /// The traits by UIKit's names, `button, selected`; `none` without any.
    public var description: String {
        let names: [(AccessibilityTraits, String)] = [(.button, "button"), (.image, "image"), (.staticText, "staticText"),
                                                      (.selected, "selected"), (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently")]
        let shown = names.filter { contains($0.0) }.map(\.1)
        return shown.isEmpty ? "none" : shown.joinedText(separator: ", ")
    }
}
