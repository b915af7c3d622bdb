import VitrineCore

/// What the terminal was last sent, one ``CellCode`` a cell, so that the next frame sends only the cells
/// that will look different. Codes are compared after conversion to the terminal's colours, so cells
/// whose colours differ only before it (two themes' near-white pages at 256 colours) are not sent at
/// all; and the terminal keeps 8 bytes a cell instead of a whole previous canvas (32).
struct SentScreen {
    private(set) var size: Size = .zero
    private var codes: [CellCode] = []
    /// The codes of the row being sent, before they are compared with `codes` (a row of the widest frame).
    private var fresh: [CellCode] = []

    /// Forgets what was sent: the next frame is sent whole (after a resize).
    mutating func forget() {
        size = .zero
        codes = []
        fresh = []
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
        if fresh.count < size.width { fresh = Array(repeating: .unsent, count: size.width) }
        let width = size.width
        var count = 0
        frame.withCells { cells in
            codes.withUnsafeMutableBufferPointer { codes in
                fresh.withUnsafeMutableBufferPointer { fresh in
                    for row in area.y ..< area.maxY {
                        let (first, end, rowEnd) = (row * width + area.x, row * width + area.maxX, (row + 1) * width)
                        guard first < end else { continue }
                        Self.code(cells, first ..< end, rowEnd: rowEnd, into: fresh, coder: &coder)
                        var index = first
                        while index < end {
                            while index < end, fresh[index - first] == codes[index], !codes[index].alwaysSent { index += 1 }
                            guard index < end else { break }
                            if fresh[index - first] == .unsent { // a continuation starts no run
                                codes[index] = .unsent
                                index += 1
                                continue
                            }
                            // A run: the cells that differ, and the continuations of wide ones among them.
                            let runStart = index
                            repeat {
                                let next = fresh[index - first]
                                if next != .unsent { count &+= 1 }
                                codes[index] = next
                                index += 1
                            } while index < end && (fresh[index - first] != codes[index] || codes[index].alwaysSent)
                            // A wide grapheme on the area's last column takes its continuation along.
                            if index == end && end < rowEnd && cells[end].isContinuation {
                                codes[end] = .unsent
                                emit(runStart, end + 1, row)
                            } else {
                                emit(runStart, index, row)
                            }
                        }
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

    /// The codes of `cells[range]` (a continuation's ``CellCode/unsent``) into `fresh` from its start. A cell
    /// like its left neighbour (most are: a page's blank) takes the neighbour's code without the coder, and
    /// a run of them is found and written at once.
    private static func code<Coder: CellCoder>(_ cells: UnsafeBufferPointer<Cell>, _ range: Range<Int>, rowEnd: Int,
                                               into fresh: UnsafeMutableBufferPointer<CellCode>, coder: inout Coder) {
        let start = range.lowerBound
        // The last narrow cell coded and its code; a continuation never matches a cell that is coded.
        var (previous, previousCode) = (Cell(.continuation), CellCode.unsent)
        var index = start
        while index < range.upperBound {
            let cell = cells[index]
            if cell.isContinuation {
                fresh[index - start] = .unsent
                index += 1
                continue
            }
            if cell == previous {
                // Every cell of the run but its last is followed by its equal, no continuation: narrow.
                var end = index + 1
                while end < range.upperBound && cells[end] == previous { end += 1 }
                let lastIsWide = end < rowEnd && cells[end].isContinuation
                let narrowEnd = lastIsWide ? end - 1 : end
                UnsafeMutableBufferPointer(rebasing: fresh[index - start ..< narrowEnd - start]).update(repeating: previousCode)
                index = narrowEnd
                guard lastIsWide else { continue }
            }
            let isWide = index + 1 < rowEnd && cells[index + 1].isContinuation
            let code = coder.code(cell, isWide: isWide)
            fresh[index - start] = code
            if !isWide { (previous, previousCode) = (cell, code) }
            index += 1
        }
    }
}

/// Makes the ``CellCode`` of a cell as a terminal would show it.
protocol CellCoder {
    /// The code of `cell`; `isWide` tells whether its next cell is its continuation.
    mutating func code(_ cell: borrowing Cell, isWide: Bool) -> CellCode
}
