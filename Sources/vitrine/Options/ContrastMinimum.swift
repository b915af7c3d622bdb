import ArgumentParser

/// `--min AA|AAA|RATIO`: the contrast text must reach (graphics need 3:1 whatever it is).
struct ContrastMinimum: ExpressibleByArgument {
    let ratio: Double
    let name: String

    init?(argument: String) {
        switch argument.uppercased() {
        case "AA": (ratio, name) = (4.5, "AA")
        case "AAA": (ratio, name) = (7, "AAA")
        default:
            guard let ratio = Double(argument), ratio.isFinite, (1 ... 21).contains(ratio) else { return nil }
            (self.ratio, name) = (ratio, "\(argument):1")
        }
    }

    /// Graphics (shapes against what surrounds them) need 3:1 (WCAG 2.1, 1.4.11).
    static let graphic = 3.0
}
