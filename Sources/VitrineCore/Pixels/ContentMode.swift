/// How a picture is scaled into a frame of another shape (the spec's `contentMode`).
public enum ContentMode: String, CaseIterable, Sendable {
    /// Covers the whole frame, centred; what sticks out is cropped (aspect fill).
    case fill
    /// Shows the whole picture, centred; the rest of the frame stays transparent (aspect fit).
    case fit
}
