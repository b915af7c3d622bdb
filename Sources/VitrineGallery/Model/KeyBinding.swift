import VitrineCore

/// Keys bound to one action, with the words the help overlay shows for them.
public struct KeyBinding: Sendable {
    public let keys: [Key]
    /// How the keys are written in help, e.g. "↑ k".
    public let label: String
    public let summary: String
    public let action: Action
    /// The word the status bar shows beside the keys, for the few bindings it offers.
    public var hint: String?
    /// True when help lists the binding on the row of the one before it (`t T  next / previous theme`).
    public var sharesHelpRow = false
}
