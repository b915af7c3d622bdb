import FoundationEssentials
import VitrineCore

extension AsyncEmblem {
    /// Where loading the URL's image stands; whoever runs the loader updates it.
    public enum Phase: Equatable, Sendable {
        case loading
        case loaded(Bitmap)
        /// Error, timeout or undecodable data: the placeholder shows, the reason goes to the inspector.
        case failed(reason: String)
    }

    /// What an async emblem shows (`BB.AsyncEmblem(url:placeholder:appearance:layout:contentMode:)`).
    public struct Content: Equatable, Sendable {
        public var url: URL
        /// Shown when loading failed, with the same styling and no error mark.
        public var placeholder: Emblem.Icon
        public var appearance: Emblem.Appearance
        public var layout: Emblem.Layout
        public var contentMode: ContentMode
        public var phase: Phase
        public var accessibilityLabel: String?
        /// What a screen reader says after the label about what acting on it does.
        public var accessibilityHint: String?
        /// What a screen reader says of the emblem's current value (a balance, a status).
        public var accessibilityValue: String?

        public init(url: URL, placeholder: Emblem.Icon = .accountBalance, appearance: Emblem.Appearance = .brand,
                    layout: Emblem.Layout = .medium, contentMode: ContentMode = .fit, phase: Phase = .loading,
                    accessibilityLabel: String? = nil, accessibilityHint: String? = nil, accessibilityValue: String? = nil) {
            self.url = url
            self.placeholder = placeholder
            self.appearance = appearance
            self.layout = layout
            self.contentMode = contentMode
            self.phase = phase
            self.accessibilityLabel = accessibilityLabel
            self.accessibilityHint = accessibilityHint
            self.accessibilityValue = accessibilityValue
        }
    }
}
