/// The time animations see: real time since the gallery started, frozen while paused, moved on one
/// frame at a time by stepping. Pure: the run loop passes in the real time.
struct AnimationClock {
    /// 30 frames a second while something animates.
    static let frameInterval = Duration.nanoseconds(1_000_000_000 / 30)

    /// Real time minus this is animation time (grows by each pause's length).
    private var offset: Duration = .zero
    /// The animation time shown while paused.
    private var frozen: Duration?

    /// The animation time at real time `now`.
    func time(at now: Duration) -> Duration { frozen ?? now - offset }

    /// Follows the gallery's pause state: freezes, or resumes where it stood.
    mutating func setPaused(_ paused: Bool, at now: Duration) {
        if paused, frozen == nil {
            frozen = time(at: now)
        } else if !paused, let stoppedAt = frozen {
            offset = now - stoppedAt
            frozen = nil
        }
    }

    /// Freezes, one frame further on.
    mutating func step(at now: Duration) {
        frozen = time(at: now) + Self.frameInterval
    }
}
