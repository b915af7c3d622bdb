extension Duration {
    /// Whole milliseconds, rounded up so that a wait never ends before the duration (0 when not positive),
    /// as `poll` and ncurses' timeouts take them.
    var millisecondsRoundedUp: Int32 {
        guard self > .zero else { return 0 }
        let (seconds, attoseconds) = components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
