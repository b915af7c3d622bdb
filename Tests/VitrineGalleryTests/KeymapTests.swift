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
}
