/// Why a picture of the screen was not saved, in words for the status bar.
public struct SaveFailure: Error, Equatable, Sendable {
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}
