/// A terminal in memory: scripted events in, frames out. Used by tests and benchmarks.
public final class MemoryTerminal: TerminalBackend {
    public private(set) var size: Size
    public let profile: ColorProfile
    public let glyphs: GlyphSet

    /// Events still to be delivered, in order.
    public var pendingEvents: [TerminalEvent]
    /// The timeouts the run loop asked for, one per `nextEvent` call (nil = block).
    public private(set) var requestedTimeouts: [Duration?] = []
    /// The screen as the terminal shows it now (after conversion for the profile).
    public private(set) var screen: Canvas
    /// The files the run loop last asked to watch.
    public private(set) var watchedFiles: [String] = []
    /// How many cells each `present` wrote.
    public private(set) var cellsWritten: [Int] = []
    private var lastFrame: Canvas?
    private var converter: StyleConverter

    public init(size: Size, profile: ColorProfile = .trueColor, glyphs: GlyphSet = .unicode,
                events: [TerminalEvent] = []) {
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

    /// Delivers the next scripted event; when none is left, a hang-up (as a real terminal that closed).
    public func nextEvent(timeout: Duration?) -> TerminalEvent? {
        requestedTimeouts.append(timeout)
        if pendingEvents.isEmpty { return timeout == nil ? .hangup : nil }
        return pendingEvents.removeFirst()
    }

    public func watch(files: [String]) {
        watchedFiles = files
    }

    public func present(_ frame: Canvas) {
        if screen.size != frame.size { screen = Canvas(size: frame.size) }
        let changes = frame.changes(since: lastFrame)
        for change in changes {
            let style = converter.convert(change.cell.style)
            screen.write(Cell(change.cell.text, style: style), at: change.point)
            let next = Point(x: change.point.x + 1, y: change.point.y)
            if frame[next.x, next.y].isContinuation { screen.write(Cell("", style: style), at: next) }
        }
        cellsWritten.append(changes.count)
        lastFrame = frame
    }
}
