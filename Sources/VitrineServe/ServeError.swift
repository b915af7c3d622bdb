/// A reason the server cannot start or a request is refused, in words for the person running it.
public struct ServeError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
