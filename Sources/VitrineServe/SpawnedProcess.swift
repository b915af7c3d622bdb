import CVitrineSystem
import Glibc
import Synchronization
import VitrineSystem

/// A `vitrine` child of the server: a gallery on a pseudo-terminal of its own (a new session whose
/// controlling terminal it is), or a command whose output comes through a pipe. Its memory and CPU time
/// are bounded with rlimits in force before its first instruction; it is hung up, killed and reaped from any thread.
///
/// Once reaped it is signalled and resized no more (its pid may be another's); ``closeDescriptors()`` gives
/// back every descriptor the server holds for it (ptys are a pool the whole host shares), once nothing
/// names them any more (the session directory writes to a gallery's session socket by its number).
public final class SpawnedProcess: @unchecked Sendable {
    public let pid: pid_t
    /// The pty's master side (a gallery) or the read end of the output pipe (a command), non-blocking;
    /// open until ``closeDescriptors()``.
    public let descriptor: Int32
    public let isTerminal: Bool
    /// A gallery's session socket (its descriptor 3: what it shows comes in, what it follows goes out),
    /// non-blocking; -1 for a command. Open until ``closeDescriptors()``.
    public let sessionSocket: Int32
    /// Whether the child was reaped, whether its descriptors were closed, and a command's standard input (the
    /// write end of its pipe) until ``feedInput(_:)`` takes it (-1 then). Signals and resizes are sent under
    /// this lock, so never to a pid or descriptor that was given back.
    private let state: Mutex<(reaped: Bool, closed: Bool, input: Int32)>

    /// Address space and CPU seconds a child may use.
    static let memoryLimit: UInt64 = 1 << 30
    static let cpuSeconds: UInt64 = 3600

    private init(pid: pid_t, descriptor: Int32, isTerminal: Bool, sessionSocket: Int32, input: Int32) {
        self.pid = pid
        self.descriptor = descriptor
        self.isTerminal = isTerminal
        self.sessionSocket = sessionSocket
        state = Mutex((false, false, input))
    }

    /// Starts `arguments` (the program first) with exactly `environment`, on a new pseudo-terminal of
    /// `columns`×`rows` (`terminal`) with a session socket as its descriptor 3 (`VITRINE_SESSION_FD=3` in
    /// `environment` tells it so), or with stdout and stderr into one pipe and stdin from another
    /// (``feedInput(_:)``).
    public static func start(_ arguments: [String], environment: [String: String], terminal: (columns: Int, rows: Int)?) throws -> SpawnedProcess {
        var parent: Int32 = -1, childEnd: Int32 = -1, childInput: Int32 = -1, input: Int32 = -1
        var socket: Int32 = -1, childSocket: Int32 = -1
        var childPath: String?
        if let terminal {
            guard let sockets = CleanSpawn.socketPair() else { throw ServeError("no socket to be had (\(String(cString: strerror(errno))))") }
            (socket, childSocket) = sockets
            var name = [CChar](repeating: 0, count: 128)
            guard vs_open_pty(&parent, &name, name.count, UInt16(clamping: terminal.columns), UInt16(clamping: terminal.rows)) == 0 else {
                _ = (close(socket), close(childSocket))
                throw ServeError("no pseudo-terminal to be had (\(String(cString: strerror(errno))))")
            }
            childPath = name.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        } else {
            guard let ends = CleanSpawn.pipe() else { throw ServeError("no pipe to be had") }
            guard let inputEnds = CleanSpawn.pipe() else {
                _ = (close(ends.read), close(ends.write))
                throw ServeError("no pipe to be had")
            }
            (parent, childEnd) = ends
            (childInput, input) = inputEnds
        }
        let environment = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let started = CleanSpawn.startLimited(arguments, environment: environment, terminalPath: childPath, input: childInput,
                                              output: childEnd, session: childSocket, memory: memoryLimit, cpuSeconds: cpuSeconds)
        if childEnd >= 0 { close(childEnd) }
        if childSocket >= 0 { close(childSocket) }
        if childInput >= 0 { close(childInput) }
        guard case let .success(pid) = started else {
            close(parent)
            if input >= 0 { close(input) }
            if socket >= 0 { close(socket) }
            throw ServeError("cannot start \(arguments[0]): \(started)")
        }
        for descriptor in [parent, socket] where descriptor >= 0 { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) }
        return SpawnedProcess(pid: pid, descriptor: parent, isTerminal: terminal != nil, sessionSocket: socket, input: input)
    }

    /// Tells the gallery its terminal's new size (it gets SIGWINCH); nothing once it was reaped.
    public func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
        state.withLock { state in
            guard !state.reaped, !state.closed, isTerminal else { return }
            _ = ioctl(descriptor, UInt(TIOCSWINSZ), &size)
        }
    }

    /// Gives a command what the client sent as its standard input, then end-of-file, on a thread of its own
    /// (the child may take its time reading; the event loop never waits for it). Once only.
    public func feedInput(_ bytes: [UInt8]) {
        let descriptor = state.withLock { state in
            defer { state.input = -1 }
            return state.closed ? -1 : state.input
        }
        guard descriptor >= 0 else { return }
        BackgroundThread.start(stackSize: 128 * 1024) {
            _ = WholeWrite.write(bytes, to: descriptor)
            close(descriptor)
        }
    }

    /// Sends `signal` to the child's whole session (a gallery and anything it started); nothing once it
    /// was reaped.
    public func signal(_ number: Int32) {
        state.withLock { state in
            guard !state.reaped else { return }
            _ = kill(-pid, number)
            _ = kill(pid, number)
        }
    }

    /// Waits for the child to end (after `signal`) and reaps it; its exit status, or 128 + the signal that
    /// ended it. Once only.
    public func reap() -> Int32 {
        // Waited for without reaping first: while it is a zombie its pid is nobody else's, so a signal
        // sent meanwhile (under the lock) reaches no stranger.
        var information = siginfo_t()
        while waitid(P_PID, id_t(pid), &information, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
        return state.withLock { state in
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            state.reaped = true
            return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        }
    }

    /// Closes the server's descriptors for the child: its pty (or output pipe), session socket and unfed
    /// input. Called once nothing writes to them by number any more (the session left the directory): a
    /// number given back is the next descriptor the server opens. Once; the deinit does it otherwise.
    public func closeDescriptors() {
        state.withLock { state in
            guard !state.closed else { return }
            state.closed = true
            close(descriptor)
            if sessionSocket >= 0 { close(sessionSocket) }
            if state.input >= 0 { close(state.input) }
            state.input = -1
        }
    }

    deinit { closeDescriptors() }
}
