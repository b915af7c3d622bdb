import FoundationEssentials
import Testing
@testable import VitrineThemes

/// A theme's name cut from its path's bytes is what URL's path operations give.
@Suite struct ThemeNameTests {
    @Test(arguments: [
        "/t/default.json", "/t/a.b.json", "/t/.json", "/t/..json", "/t/a..json", "/t/a.", "/t/x", "/d.d/x", "/t/a b.json", "/t/é.json",
        "/t/a.json.", "/t/a.js on", "/t/a.%41", "/.json", "/x.json", "/t/\u{600}.json", "/t/e\u{301}.json", "/t/x.JSON", "/t/brand@KEY.json",
        "/t/.hidden.json", "/t/a\u{202E}.json", "rel/theme.json",
    ])
    func aNameIsWhatURLGives(path: String) {
        let url = URL(fileURLWithPath: path)
        let name = Theme.name(ofFile: url.path)
        #expect(name.utf8.elementsEqual(url.deletingPathExtension().lastPathComponent.utf8), "\(path): \(name)")
    }
}
