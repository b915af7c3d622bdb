import CNcursesw

/// What ``NcursesTerminal/ask(requestedProfile:environment:queryBackground:)`` sent the terminal before its
/// screen opens, the answers not read yet.
public struct StartupQuestions: Sendable {
    /// True when whether the terminal keeps 24-bit colour was asked.
    let asksTrueColor: Bool
    /// What tmux said, inside tmux.
    let tmux: TmuxClient?
    /// The queries written; nil when nothing was asked (not a terminal, `TERM=dumb`, nothing to ask).
    let sent: StartupQuery.Sent?

    /// Inside tmux, the terminfo name of the terminal outside (tmux's attached client), when tmux was asked.
    public var outerTerminal: String? { tmux?.clientTerminal }

    /// The termination signal that arrived since the questions were asked (they catch them), if one did:
    /// the start-up then ends without opening the screen.
    public var signalSinceAsked: Int32? {
        let number = vt_pending_signal()
        return number == 0 ? nil : number
    }

    /// Reads the answers and gives the terminal its modes back, for when the screen is not to open after
    /// all (an error first): the answers then never reach the shell as if typed.
    public func discard() {
        _ = sent?.answers(releasingInput: true)
    }
}
