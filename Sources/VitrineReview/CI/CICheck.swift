/// One check a QA command made, as CI reports it: a story in a mode and profile, or a theme file, and
/// what failed in it (nothing: it passed).
public struct CICheck: Sendable {
    /// What groups checks: a story (`badge/danger`), a theme file.
    public let group: String
    /// Which check of the group: `light · 256`.
    public let name: String
    public let findings: [CIFinding]

    public init(group: String, name: String, findings: [CIFinding] = []) {
        self.group = group
        self.name = name
        self.findings = findings
    }

    /// True when no finding fails it.
    public var passed: Bool { !findings.contains(where: \.fails) }
}
