import Testing
@testable import VitrineReview

/// `review --format tar`'s archive: ustar headers, a long path split at a `/`, and a name no header can hold
/// refused (it was left out of the archive without a word).
@Suite struct TarArchiveTests {
    @Test func aLongPathIsSplitAndOneTooLongIsRefused() throws {
        let long = String(repeating: "a", count: 90) + "/" + String(repeating: "b", count: 90) + ".svg"
        let archive = try TarArchive.bytes(of: [ReviewPage.File(path: long, contents: "x")], folder: "review")
        #expect(archive.count == 512 + 512 + 1024, "a header, one block of contents, two blocks of zeros")
        #expect(String(decoding: archive[345 ..< 345 + 97], as: UTF8.self) == "review/" + String(repeating: "a", count: 90), "the prefix field")
        #expect(String(decoding: archive[257 ..< 263], as: UTF8.self) == "ustar\0")
        let tooLong = String(repeating: "c", count: 300)
        #expect(throws: TarArchive.NameTooLong.self) { try TarArchive.bytes(of: [ReviewPage.File(path: tooLong, contents: "x")], folder: "review") }
    }
}
