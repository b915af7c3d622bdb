import VitrineCore

/// The initials of an avatar: at most two grapheme clusters, uppercased, drawn bold on the one
/// full-cell row at the middle of the shape (a ``CentredLabel``). A base part shared by every avatar.
public enum InitialsLabel {
    /// `text` cleaned for display: control characters and escape sequences removed, spaces dropped,
    /// the first two grapheme clusters kept and uppercased (so "jd" → "JD", "é" stays one cluster).
    public static func normalized(_ text: String) -> String {
        let clusters = TerminalText.sanitized(text).filter { !$0.isWhitespace && TextWidth.of($0) > 0 }
        // Uppercasing can split a cluster ("ß" → "SS"); such a cluster is kept as written.
        return clusters.prefix(2).map { cluster in
            let upper = cluster.uppercased()
            return upper.count == 1 ? upper : String(cluster)
        }.joinedText(separator: "")
    }
}
