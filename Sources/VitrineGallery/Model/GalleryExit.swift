/// Why the gallery's run loop ended.
public enum GalleryExit: Equatable, Sendable {
    /// The user quit (`q`, Ctrl-C).
    case quit
    /// The terminal went away.
    case hangup
    /// A termination signal arrived.
    case signal(Int32)

    /// The process exit status: 0 for quit, 128 + n for signal n, 129 (SIGHUP) for a hang-up.
    public var status: Int32 {
        switch self {
        case .quit: return 0
        case .hangup: return 129
        case let .signal(number): return 128 + number
        }
    }
}
