import Synchronization
import VitrineCore

/// A terminal in memory: scripted events in, frames out. Used by tests and benchmarks.
public final class MemoryTerminal: TerminalBackend {
    public private(set) var size: Size
    public let profile: ColorProfile
    public let glyphs: GlyphSet

    /// Events still to be delivered, in order, each arriving while the run loop waits; nil stands for a
    /// timeout passing (an animation frame).
    public var pendingEvents: [TerminalEvent?]
    /// Events that arrived together (a paste, keys typed faster than frames): all already waiting when
    /// the run loop next looks, delivered before `pendingEvents`.
    public var burst: [TerminalEvent] = []
    /// The timeouts the run loop asked for, one per `nextEvent` call (nil = block).
    public private(set) var requestedTimeouts: [Duration?] = []
    /// The screen as the terminal shows it now (after conversion for the profile).
    public private(set) var screen: Canvas
    /// The files the run loop last asked to watch.
    public private(set) var watchedFiles: [String] = []
    /// How many cells each `present` wrote.
    public private(set) var cellsWritten: [Int] = []
    /// What was put on the clipboard, in order.
    public private(set) var clipboard: [String] = []
    /// The last frame presented, whole (``screen`` shows it as far as each `present`'s area let it through).
    public private(set) var presented: Canvas?
    /// Wake-ups asked for by other threads, delivered before scripted events.
    private let wakes = WakeCounter()
    private var converter: StyleConverter

    public init(size: Size, profile: ColorProfile = .trueColor, glyphs: GlyphSet = .unicode,
                events: [TerminalEvent?] = []) {
        self.size = size
        self.profile = profile
        self.glyphs = glyphs
        pendingEvents = events
        screen = Canvas(size: size)
        converter = StyleConverter(profile: profile)
    }

    /// Changes the size as a terminal window would, queueing the resize event.
    public func resize(to newSize: Size) {
        size = newSize
        pendingEvents.insert(.resize(newSize), at: 0)
    }

    /// True when another thread asked for a wake-up that `nextEvent` has not delivered yet.
    public var isWakePending: Bool { wakes.isPending }

    /// Delivers a pending wake-up, else the next scripted event; when none is left, a hang-up (as a real
    /// terminal that closed).
    public func nextEvent(timeout: Duration?) -> TerminalEvent? {
        requestedTimeouts.append(timeout)
        if wakes.take() { return .woken }
        if !burst.isEmpty { return burst.removeFirst() }
        if pendingEvents.isEmpty { return .hangup }
        return pendingEvents.removeFirst()
    }

    public func pendingEvent() -> TerminalEvent? {
        burst.isEmpty ? nil : burst.removeFirst()
    }

    public var waker: @Sendable () -> Void {
        let wakes = self.wakes
        return { wakes.add() }
    }

    public func watch(files: [String]) {
        watchedFiles = files
    }

    public func copyToClipboard(_ text: String) {
        clipboard.append(text)
    }

    /// Like the real terminal, applies only the changes inside `area`: a frame that changed outside it
    /// leaves ``screen`` behind, as a real terminal would be.
    public func present(_ frame: Canvas, changedIn area: Rect?) {
        if screen.size != frame.size { screen = Canvas(size: frame.size) }
        let changes = frame.changes(since: presented).filter { area?.contains($0.point) ?? true }
        for change in changes {
            let style = converter.convert(change.cell.style)
            screen.write(Cell(change.cell.glyph, style: style), at: change.point)
            let next = Point(x: change.point.x + 1, y: change.point.y)
            if frame[next.x, next.y].isContinuation { screen.write(Cell(.continuation, style: style), at: next) }
        }
        cellsWritten.append(changes.count)
        presented = frame
    }
}

/// Wake-ups counted across threads.
private final class WakeCounter: Sendable {
    private let count = Mutex(0)

    func add() { count.withLock { $0 += 1 } }

    var isPending: Bool { count.withLock { $0 > 0 } }

    /// True (and one fewer) when a wake-up is waiting.
    func take() -> Bool {
        count.withLock { count in
            guard count > 0 else { return false }
            count -= 1
            return true
        }
    }
}
