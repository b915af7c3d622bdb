import Foundation
import Testing
import VitrineCore
import VitrineGallery

@Suite struct KeymapTests {
    @Test(arguments: [
        (Key.up, Action.moveUp), (.character("k"), .moveUp), (.down, .moveDown), (.character("j"), .moveDown),
        (.home, .moveToFirst), (.end, .moveToLast), (.enter, .open), (.right, .open), (.left, .close),
        (.tab, .switchPane), (.character("?"), .showHelp), (.character("q"), .quit), (.control("c"), .quit),
        (.character("d"), .toggleAppearance),
    ])
    func bindings(key: Key, action: Action) {
        #expect(Keymap.action(for: key) == action)
    }

    @Test func unboundKeysDoNothing() {
        #expect(Keymap.action(for: .character("x")) == nil)
        #expect(Keymap.action(for: .function(12)) == nil)
    }

    @Test func noKeyIsBoundTwice() {
        let keys = Keymap.bindings.flatMap(\.keys)
        #expect(Set(keys).count == keys.count)
    }

    @Test func theStatusBarsHintsComeFromTheKeymap() {
        #expect(Keymap.hints(unicode: true) == ["↑↓ move", "⏎ open", "t theme", "d dark", "i tokens", "? help", "q quit"])
        #expect(Keymap.hints(unicode: false) == ["k/j move", "Enter open", "t theme", "d dark", "i tokens", "? help", "q quit"])
        for hint in Keymap.hints(unicode: false) {
            let parts = hint.split(separator: " ")
            for key in parts[0].split(separator: "/") {
                let pressed = key == "Enter" ? Key.enter : Key.character(key.first!)
                #expect(Keymap.bindings.first { $0.keys.contains(pressed) }?.hint == String(parts[1]), "\(hint): \(key)")
            }
        }
    }

    /// The README's keys table is the help's list, row for row: a key bound, renamed or dropped shows there
    /// (its details are in docs/keys.md, a section a row).
    @Test func theReadmeListsEveryKeyAsHelpDoes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Keys\n\n").dropFirst().first?.components(separatedBy: "\n\n").first)
        let rows = section.split(separator: "\n").dropFirst(2).map { row in
            row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(rows.map { $0.first ?? "" } == Keymap.helpRows.map(\.label), "the keys, in the help's order")
        #expect(rows.map { $0.last ?? "" } == Keymap.helpRows.map(\.summary))
        let details = try String(contentsOf: root.appendingPathComponent("docs/keys.md"), encoding: .utf8)
        for key in Keymap.bindings.map(\.label) {
            let first = key.split(separator: " ").first.map(String.init) ?? key
            #expect(details.split(separator: "\n").contains { $0.hasPrefix("## ") && $0.split(separator: " ").contains(Substring(first)) },
                    "docs/keys.md has a section for \(key)")
        }
    }
}
