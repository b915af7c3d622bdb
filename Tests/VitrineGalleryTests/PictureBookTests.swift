import Testing
import VitrineCore
@testable import VitrineGallery

/// The gallery's picture files: each asked for once, answers taken only when awaited, forgotten when
/// nothing names them or when an edited one changes.
@Suite struct PictureBookTests {
    @Test func eachFileIsAskedForOnceAndOnlyAwaitedAnswersAreKept() {
        var book = PictureBook()
        #expect(book.unread(among: ["a.png", "b.png", "a.png"]) == ["a.png", "b.png"])
        #expect(book.unread(among: ["a.png"]).isEmpty, "asked for already")
        book.received(["a.png": .unavailable(reason: "x"), "z.png": .unavailable(reason: "y")])
        #expect(book.pictures.keys.sorted() == ["a.png"], "an answer nobody waits for is not taken")
        book.keep(only: ["a.png"])
        book.received(["b.png": .unavailable(reason: "late")])
        #expect(book.pictures["b.png"] == nil, "b was forgotten while it was read")
        book.forget(["a.png"])
        #expect(book.pictures.isEmpty && book.unread(among: ["a.png"]) == ["a.png"], "forgotten, it is read again")
    }
}
