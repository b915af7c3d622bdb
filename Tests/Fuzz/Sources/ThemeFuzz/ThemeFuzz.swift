import Foundation
import VitrineCore
import VitrineThemes

/// A theme file as the gallery loads it: parsed, its aliases resolved, validated. Any input must give a
/// theme or a `ThemeError`, within bounds, never a crash or a hang.
private let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-theme-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try? Data("ART\n".utf8).write(to: url.appendingPathComponent("art.txt"))
    return url
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTheme(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let file = folder.appendingPathComponent("theme.json")
    try? Data(bytes: start, count: count).write(to: file)
    do {
        let theme = try Theme.load(from: file, requiredTokens: [ColorToken("c.x").requirement])
        for token in theme.light.sortedTokens + theme.dark.sortedTokens { _ = token.value.description }
    } catch {
        _ = error.description
    }
    return 0
}
