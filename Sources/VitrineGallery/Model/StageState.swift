import VitrineCatalog
import VitrineSystem

/// What the stage shows (``StageMode``) and, on a matrix, list, widths or states sheet, the entry selected.
/// Part of ``GalleryModel``: `v` and `c` change it, and a sheet takes the moving keys while the story pane
/// has the focus.
public struct StageState: Equatable, Sendable {
    public private(set) var mode: StageMode
    /// The entry selected on a matrix, list, widths or states sheet (on the stories sheet the shown story is).
    public private(set) var sheetSelection = 0

    init(_ mode: StageMode) {
        self.mode = mode
    }

    /// Compare mode (`c`), when on.
    public var comparison: Comparison? {
        if case let .compare(comparison) = mode { return comparison }
        return nil
    }

    /// The sheet shown (`v`), when one is.
    public var sheetKind: StorySheet.Kind? {
        if case let .sheet(kind) = mode { return kind }
        return nil
    }

    /// Shows the next of `kinds` (the shown story's sheets) after the one shown (the first from the story
    /// alone), or after the last the story alone again.
    mutating func showNextSheet(among kinds: [StorySheet.Kind]) {
        var next = 0
        if let kind = sheetKind, let index = kinds.firstIndex(of: kind) { next = index + 1 }
        (mode, sheetSelection) = (next < kinds.count ? .sheet(kinds[next]) : .story, 0)
    }

    /// Turns compare mode on, to its next axis, or off after the last.
    mutating func cycleComparison() {
        mode = comparison.map { $0.axis.next.map { .compare(Comparison(axis: $0)) } ?? .story } ?? .compare(Comparison(axis: .themes))
    }

    /// The stage takes the moving keys: a matrix, list, widths or states sheet (on the stories sheet they move
    /// to another story).
    var takesMoves: Bool { sheetKind.map { $0 != .stories } ?? false }

    /// A move through a sheet: ↑ ↓ a row, ← → an entry, Home End the first and last.
    enum SheetMove: Sendable {
        case up, down, left, right, first, last
    }

    /// Moves the selection through `sheet`; false when the stage takes no moves. On labelled rows (a
    /// matrix, light and dark) ↑ ↓ go to the row above or below, keeping the column, and ← → along the row;
    /// on a sheet that flows (widths, states, a list) every move goes entry by entry.
    mutating func move(_ move: SheetMove, in sheet: StorySheet) -> Bool {
        let count = sheet.entries.count
        guard takesMoves, count > 0 else { return false }
        let (row, column) = sheet.place(ofEntry: sheetSelection)
        let grid = sheet.rows.count > 1 && sheet.rows.allSatisfy { $0.label != nil }
        switch move {
        case .up where grid && row > 0: sheetSelection = sheet.entry(row: row - 1, column: column)
        case .down where grid && row + 1 < sheet.rows.count: sheetSelection = sheet.entry(row: row + 1, column: column)
        case .up where grid, .down where grid: break
        case .left where grid && column == 0, .right where grid && column + 1 >= sheet.rows[row].entries.count: break
        case .up, .left: sheetSelection = max(0, sheetSelection - 1)
        case .down, .right: sheetSelection = min(count - 1, sheetSelection + 1)
        case .first: sheetSelection = 0
        case .last: sheetSelection = count - 1
        }
        return true
    }

    /// Selects entry `index` of the sheet shown (the story the sheet opened from).
    mutating func select(_ index: Int) {
        sheetSelection = max(0, index)
    }

    /// Back to the story alone (Esc, or Enter on an entry).
    mutating func leaveSheet() {
        (mode, sheetSelection) = (.story, 0)
    }

    /// Another story is shown, whose sheets are `kinds`: the selection starts over, and a sheet it lacks
    /// (states, widths) becomes its component's stories.
    mutating func storyChanged(sheets kinds: [StorySheet.Kind]) {
        sheetSelection = 0
        if let kind = sheetKind, !kinds.contains(kind) { mode = .sheet(.stories) }
    }

    /// Shows what a followed gallery's stage is; what this gallery lacks shows the story alone.
    mutating func follow(_ shared: SharedView.Stage) {
        if case let .sheet(name) = shared, let kind = StorySheet.Kind(rawValue: name) {
            if sheetKind != kind { (mode, sheetSelection) = (.sheet(kind), 0) }
        } else if case let .compare(name) = shared, let axis = Comparison.Axis(rawValue: name) {
            if comparison?.axis != axis { mode = .compare(Comparison(axis: axis)) }
        } else {
            mode = .story
        }
    }

    /// Applies `change` to compare mode when it is on; the effects it asks for.
    mutating func changingComparison(_ change: (inout Comparison) -> [GalleryEffect]) -> [GalleryEffect] {
        guard case var .compare(comparison) = mode else { return [] }
        let effects = change(&comparison)
        mode = .compare(comparison)
        return effects
    }
}
