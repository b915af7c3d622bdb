import Synchronization

/// The cell roles a render declared, in order: what ``ContrastPair/pairs(in:profile:roles:)`` reads.
/// Only a recording render carries one (``RenderContext/recording()``); frames record nothing.
public final class CellRoleLog: Sendable {
    private let state = Mutex<[CellRole.Mark]>([])

    public init() {}

    /// Every mark, in the order made.
    public var marks: [CellRole.Mark] { state.withLock { $0 } }

    func record(_ mark: CellRole.Mark) {
        state.withLock { $0.append(mark) }
    }
}
