import Foundation
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineThemes

/// Keys and pastes, any bytes, into the gallery with a story's controls panel open (what `e` edits and a
/// paste reaches), each update drawn at a fixed size: the model and the screen must take anything.
private let catalog = StoryCatalog.standard
private let theme: Theme = {
    let themes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../themes/default.json")
    return try! catalog.loadTheme(from: themes.standardized)
}()
private let screen = GalleryScreen(catalog: catalog)
private let stories = catalog.allStories.map(\.id)

/// The key a byte stands for, with what follows it when it is a paste (the bytes up to the next 0).
private func keys(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 1
    while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case 0: keys.append(.enter)
        case 1: keys.append(.tab)
        case 2: keys.append(.backTab)
        case 3: keys.append(.escape)
        case 4: keys.append(.backspace)
        case 5: keys.append(.up)
        case 6: keys.append(.down)
        case 7: keys.append(.left)
        case 8: keys.append(.right)
        case 9:
            let end = bytes[index...].firstIndex(of: 0) ?? bytes.endIndex
            keys.append(.paste(String(decoding: bytes[index ..< end], as: UTF8.self)))
            index = end
        case 10: keys.append(.character("e"))
        default: keys.append(.character(Character(Unicode.Scalar(byte))))
        }
    }
    return keys
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzControls(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let first = bytes.first else { return 0 }
    let id = stories[Int(first) % stories.count]
    var model = GalleryModel(catalog: catalog, themes: ThemeSelection(theme: theme, files: []), at: catalog.position(ofStory: id))
    _ = model.start()
    _ = model.update(.key(.tab))
    _ = model.update(.key(.character("e")))
    for key in keys(bytes).prefix(256) {
        let effects = model.update(.key(key))
        if effects.contains(where: { if case .exit = $0 { return true } else { return false } }) { break }
        _ = screen.frame(for: model, size: Size(width: 100, height: 30), profile: .ansi256, glyphs: .unicode)
    }
    return 0
}
