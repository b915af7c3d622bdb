import VitrineCore

extension Badge {
    /// What a badge shows.
    public struct Content: Equatable, Sendable {
        /// The label; control characters and escape sequences are removed before drawing.
        public var text: String
        public var variant: Variant
        /// Overrides the variant's text colour.
        public var textColor: ContentColor?
        /// Lines the text may wrap onto; 0 allows as many as needed. Cut text ends in an ellipsis.
        public var numberOfLines: Int
        /// The widest the pill may be, caps included; nil uses the width it is given.
        public var maxWidth: Int?
        /// What a screen reader would say; the text when nil.
        public var accessibilityLabel: String?
        /// False for a badge screen readers skip (its meaning said elsewhere).
        public var isAccessibilityElement: Bool

        public init(text: String = "", variant: Variant = .default, textColor: ContentColor? = nil,
                    numberOfLines: Int = 1, maxWidth: Int? = nil, accessibilityLabel: String? = nil, isAccessibilityElement: Bool = true) {
            self.text = text
            self.variant = variant
            self.textColor = textColor
            self.numberOfLines = numberOfLines
            self.maxWidth = maxWidth
            self.accessibilityLabel = accessibilityLabel
            self.isAccessibilityElement = isAccessibilityElement
        }
    }
}
