/// The time animations see: real time since the gallery started, frozen while paused, moved on one
/// frame at a time by stepping. The gallery's only pause state. Pure: real time is passed in.
public struct AnimationClock: Equatable, Sendable {
    /// 30 frames a second while something animates.
    public static let frameInterval = Duration.nanoseconds(1_000_000_000 / 30)

    /// Real time minus this is animation time (grows by each pause's length).
    private var offset: Duration = .zero
    /// The animation time shown while paused.
    private var frozen: Duration?

    public init() {}

    /// True while paused (`p`, or after a step).
    public var isPaused: Bool { frozen != nil }

    /// The animation time at real time `now`.
    public func time(at now: Duration) -> Duration { frozen ?? now - offset }

    /// Freezes, or resumes where it stood.
    mutating func togglePause(at now: Duration) {
        if let stoppedAt = frozen {
            offset = now - stoppedAt
            frozen = nil
        } else {
            frozen = time(at: now)
        }
    }

    /// Freezes, one frame further on.
    mutating func step(at now: Duration) {
        frozen = time(at: now) + Self.frameInterval
    }
}
