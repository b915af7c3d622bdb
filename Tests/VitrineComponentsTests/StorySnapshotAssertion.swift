import SnapshotTesting
import VitrineCatalog
import VitrineCore

/// Asserts one story's snapshot, the way every story snapshot is recorded: the story drawn alone on its page,
/// `width` columns wide in `context`, as text with its style layer (``StyleLayer``), after its inspector notes
/// when `withNotes`. The file is named `name` beside the calling test's.
func assertStorySnapshot(_ story: Story, named name: String, width: Int, context: RenderContext, withNotes: Bool = false,
                         fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
                         line: UInt = #line, column: UInt = #column) {
    let drawn = StyleLayer.describe(story.standaloneCanvas(width: width, context: context))
    let text = withNotes ? (story.inspectorNotes + [drawn]).joined(separator: "\n") : drawn
    assertSnapshot(of: text, as: .lines, named: name, fileID: fileID, file: file, testName: testName, line: line, column: column)
}
