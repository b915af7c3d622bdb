import ArgumentParser
import VitrineCore

/// `--min AA|AAA|RATIO`: the contrast text must reach (graphics need 3:1 whatever it is).
struct ContrastMinimum: ExpressibleByArgument {
    let ratio: Double
    let name: String

    init?(argument: String) {
        switch argument.uppercased() {
        case "AA": (ratio, name) = (ContrastPair.Kind.text.minimumRatio, "AA")
        case "AAA": (ratio, name) = (ContrastPair.Kind.enhancedTextRatio, "AAA")
        default:
            guard let ratio = Double(argument), ratio.isFinite, (1 ... 21).contains(ratio) else { return nil }
            (self.ratio, name) = (ratio, "\(argument):1")
        }
    }

    /// How `--help` shows the default.
    var defaultValueDescription: String { name }
}
