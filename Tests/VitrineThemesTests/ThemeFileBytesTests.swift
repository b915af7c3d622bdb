import Foundation
import Synchronization
import Testing
@testable import VitrineThemes
import VitrineSystem
import VitrineTestSupport

/// `ThemeFileBytes`: a file is read once while it is unchanged, again once it changed; a file changed in the
/// last moments, or past the bounds, is not kept.
@Suite struct ThemeFileBytesTests {
    let folder = TemporaryFolder()
    let kept = ThemeFileBytes()

    /// Writes `text` to `name`, dated a minute back (as a file not being edited is); its path.
    private func settled(_ name: String, _ text: String) throws -> String {
        let url = folder.write(name, text)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: url.path)
        return url.path
    }

    /// The bytes at `path` through `kept`, counting the reads in `reads`.
    private func bytes(_ path: String, _ reads: inout Int) throws -> [UInt8] {
        try kept.bytes(at: path) { () throws(BoundedFile.Failure) in
            reads += 1
            return try BoundedFile.read(URL(fileURLWithPath: path), limit: 4 << 20)
        }
    }

    @Test func anUnchangedFileIsReadOnceAndAChangedOneAgain() throws {
        let path = try settled("base.json", "{}")
        var reads = 0
        #expect(try bytes(path, &reads) == Array("{}".utf8))
        #expect(try bytes(path, &reads) == Array("{}".utf8))
        #expect(reads == 1, "the second call read nothing")
        _ = try settled("base.json", "[]")
        #expect(try bytes(path, &reads) == Array("[]".utf8), "same size, written again: another stamp")
        #expect(reads == 2)
    }

    /// Two threads asking for the same file at once (the background load and `t`'s folder listing) read it
    /// once: the second waits for the first's bytes.
    @Test func twoThreadsMissingAtOnceReadTheFileOnce() throws {
        let path = try settled("shared.json", "{}")
        let reads = Mutex(0), started = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        let read = { @Sendable () throws(BoundedFile.Failure) -> [UInt8] in
            started.signal()
            reads.withLock { $0 += 1 }
            Thread.sleep(forTimeInterval: 0.3)
            return try BoundedFile.read(URL(fileURLWithPath: path), limit: 4 << 20)
        }
        Thread.detachNewThread { [kept] in
            _ = try? kept.bytes(at: path, read: read)
            finished.signal()
        }
        started.wait()
        #expect(try kept.bytes(at: path, read: read) == Array("{}".utf8))
        finished.wait()
        #expect(reads.withLock { $0 } == 1, "the second thread took the first one's bytes")
    }

    @Test func aFileChangedJustNowIsReadEachTime() throws {
        let path = folder.write("fresh.json", "{}").path
        var reads = 0
        _ = try bytes(path, &reads)
        _ = try bytes(path, &reads)
        #expect(reads == 2, "it may change again within its stamp's resolution")
    }

    @Test func aFileLargerThanAKeptOneMayBeIsReadEachTime() throws {
        let path = try settled("large.json", String(repeating: " ", count: ThemeFileBytes.maximumFileBytes + 1))
        var reads = 0
        _ = try bytes(path, &reads)
        _ = try bytes(path, &reads)
        #expect(reads == 2)
    }

    @Test func aMissingFileIsNotKept() throws {
        let path = folder.url.appendingPathComponent("none.json").path
        var reads = 0
        #expect(throws: BoundedFile.Failure.self) { try bytes(path, &reads) }
        #expect(throws: BoundedFile.Failure.self) { try bytes(path, &reads) }
        #expect(reads == 2)
    }
}
