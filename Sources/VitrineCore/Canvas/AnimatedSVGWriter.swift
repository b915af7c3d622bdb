/// An animated story as one self-contained SVG that loops (`render --format svg --animate`): the frames
/// the gallery draws, each a group shown in its own slot of the loop by a CSS animation, so that browsers
/// and GitHub's image view play it with no script. A frame the same as the one before is not repeated: the
/// one before shows longer. A viewer without CSS animations (rsvg-convert) shows the first frame, and so
/// does a reader who asked for reduced motion.
public enum AnimatedSVGWriter {
    /// The document for `frames`, one every `interval` (the gallery's 30 fps), as sent at `profile`,
    /// captioned with `stamp`. All frames are the size of the first.
    public static func render(frames: [Canvas], interval: Duration, profile: ColorProfile, stamp: String) -> String {
        guard let first = frames.first else { return SVGWriter.render(Canvas(size: .zero), profile: profile, stamp: stamp) }
        let runs = Self.runs(frames.map { $0.converted(for: profile) })
        let slot = Double(interval.components.attoseconds) / 1e18 + Double(interval.components.seconds)
        let period = slot * Double(frames.count)
        var style = ".f { visibility: hidden; animation-duration: \(seconds(period)); animation-iteration-count: infinite; "
            + "animation-timing-function: step-end; }\n#f0 { visibility: visible; }\n"
            + "@media (prefers-reduced-motion: reduce) { .f { animation: none; } }\n"
        var body = "", start = 0
        for (index, run) in runs.enumerated() {
            let share = Double(run.slots) / Double(frames.count) * 100
            style += "@keyframes k\(index) { 0% { visibility: visible; } \(percent(share)) { visibility: hidden; } 100% { visibility: hidden; } }\n"
                + "#f\(index) { animation-name: k\(index); animation-delay: \(seconds(slot * Double(start))); }\n"
            body += "<g id=\"f\(index)\" class=\"f\">\n" + SVGWriter.cells(of: run.frame) + "</g>\n"
            start += run.slots
        }
        return SVGWriter.document(cells: first.size, stamp: stamp, captioned: true, body: "<style>\n\(style)</style>\n" + body)
    }

    /// `frames` as runs of equal neighbours: each frame, and how many slots of the loop it shows for.
    public static func runs(_ frames: [Canvas]) -> [(frame: Canvas, slots: Int)] {
        var runs: [(frame: Canvas, slots: Int)] = []
        for frame in frames {
            if let last = runs.last, last.frame == frame { runs[runs.count - 1].slots += 1 } else { runs.append((frame, 1)) }
        }
        return runs
    }

    private static func seconds(_ value: Double) -> String {
        "\(Double(Int((value * 1000).rounded())) / 1000)s"
    }

    private static func percent(_ value: Double) -> String {
        "\(Double(Int((value * 1000).rounded())) / 1000)%"
    }
}
