extension Duration {
    /// The duration in seconds, as a `Double` (for arithmetic and APIs that take `TimeInterval`).
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
