import VitrineCore

/// What the terminal was last sent, one ``CellCode`` a cell, so that the next frame sends only the cells
/// that will look different. Codes are compared after conversion to the terminal's colours, so cells
/// whose colours differ only before it (two themes' near-white pages at 256 colours) are not sent at
/// all; and the terminal keeps 8 bytes a cell instead of a whole previous canvas (32).
struct SentScreen {
    private(set) var size: Size = .zero
    private var codes: [CellCode] = []

    /// Forgets what was sent: the next frame is sent whole (after a resize).
    mutating func forget() {
        size = .zero
        codes = []
    }

    /// Calls `send` with each run of neighbouring cells on one row of `frame` that must be sent (left
    /// to right, top to bottom): the run's first point, its cells and their codes. A run never starts on
    /// a continuation cell and keeps the continuation of a wide grapheme it ends with; a continuation's
    /// code is ``CellCode/unsent``. Then remembers `frame` as sent.
    /// - Parameters:
    ///   - area: where `frame` may differ from the last frame sent; nil (or a new size) looks at every cell.
    ///   - coder: makes each cell's code (a concrete type, so that the call is inlined: a 300×100 frame
    ///     is thirty thousand of them).
    /// - Returns: how many cells were sent, continuations not counted.
    @discardableResult
    mutating func send<Coder: CellCoder>(_ frame: Canvas, within area: Rect? = nil, coder: inout Coder,
                                         _ send: (Point, UnsafeBufferPointer<Cell>, UnsafeBufferPointer<CellCode>) -> Void) -> Int {
        var area = area?.intersection(frame.bounds) ?? frame.bounds
        if size != frame.size {
            size = frame.size
            codes = Array(repeating: .unsent, count: size.width * size.height)
            area = frame.bounds
        }
        let width = size.width
        var count = 0
        frame.withCells { cells in
            codes.withUnsafeMutableBufferPointer { codes in
                for row in area.y ..< area.maxY {
                    let (first, end, rowEnd) = (row * width + area.x, row * width + area.maxX, (row + 1) * width)
                    guard first < end else { continue }
                    var sentInRow = 0
                    // The first cell of the run being gathered, -1 for none.
                    var runStart = -1
                    // Whether the cell at `index` is a continuation, carried over from the look-ahead.
                    var isContinuation = cells[first].isContinuation
                    for index in first ..< end {
                        let nextIsContinuation = index + 1 < rowEnd && cells[index + 1].isContinuation
                        if isContinuation {
                            codes[index] = .unsent
                            isContinuation = nextIsContinuation
                            continue
                        }
                        isContinuation = nextIsContinuation
                        let next = coder.code(cells[index], isWide: nextIsContinuation)
                        if next == codes[index] && !next.alwaysSent {
                            if runStart >= 0 { emit(runStart, index, row) }
                            runStart = -1
                            continue
                        }
                        codes[index] = next
                        sentInRow &+= 1
                        if runStart < 0 { runStart = index }
                    }
                    count += sentInRow
                    guard runStart >= 0 else { continue }
                    // A wide grapheme on the area's last column takes its continuation along.
                    if end < rowEnd && cells[end].isContinuation {
                        codes[end] = .unsent
                        emit(runStart, end + 1, row)
                    } else {
                        emit(runStart, end, row)
                    }
                }

                func emit(_ start: Int, _ end: Int, _ row: Int) {
                    send(Point(x: start - row * width, y: row), UnsafeBufferPointer(rebasing: cells[start ..< end]),
                         UnsafeBufferPointer(rebasing: UnsafeBufferPointer(codes)[start ..< end]))
                }
            }
        }
        return count
    }
}

/// Makes the ``CellCode`` of a cell as a terminal would show it.
protocol CellCoder {
    /// The code of `cell`; `isWide` tells whether its next cell is its continuation.
    mutating func code(_ cell: borrowing Cell, isWide: Bool) -> CellCode
}
