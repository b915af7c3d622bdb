extension Double {
    /// The number with exactly `decimals` digits after the point, rounded half away from zero, as
    /// `String(format: "%.2f")` writes it without Foundation: `3.38`, `0.050`, `-1.00`.
    public func fixed(_ decimals: Int) -> String {
        guard isFinite else { return description }
        var scale = 1.0
        for _ in 0 ..< decimals { scale *= 10 }
        let scaled = (abs(self) * scale).rounded()
        guard scaled < 9e15 else { return description }
        let whole = Int(scaled)
        let integer = String(whole / Int(scale)), fraction = String(whole % Int(scale))
        let padded = String(repeating: "0", count: max(0, decimals - fraction.count)) + fraction
        return (self < 0 && whole != 0 ? "-" : "") + integer + (decimals > 0 ? "." + padded : "")
    }
}
