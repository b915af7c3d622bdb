import Foundation
import Testing
@testable import VitrineTerminal
import VitrineTestSupport

@Suite struct FileWatcherTests {
    /// Removed when the test's instance goes away.
    let temporary = TemporaryFolder()
    var folder: URL { temporary.url }

    init() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    }

    /// Waits (at most a second) for the watcher's descriptor, then takes its changes.
    private func changes(_ watcher: FileWatcher) -> Bool {
        var descriptor = pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, 1000)
        return watcher.takeChanges()
    }

    @Test func seesWritesAndRenamesOfWatchedFilesOnly() throws {
        let theme = folder.appendingPathComponent("theme.json")
        try Data("{}".utf8).write(to: theme)
        // A path as `$extends: "../theme.json"` gives it.
        let watcher = try #require(FileWatcher())
        watcher.watch(files: [folder.appendingPathComponent("sub/../theme.json").path])
        #expect(!watcher.takeChanges(), "nothing yet")

        try Data("{ }".utf8).write(to: theme, options: .atomic) // a new file renamed over the old one
        #expect(changes(watcher))
        try Data("{}".utf8).write(to: theme) // written in place
        #expect(changes(watcher))

        try Data("x".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        #expect(!changes(watcher), "another file in the folder is not a change")
    }

    @Test func aNewListMovesTheWatchesOfTheSameInstance() throws {
        let (first, second) = (folder.appendingPathComponent("a.json"), folder.appendingPathComponent("sub/b.json"))
        try Data("{}".utf8).write(to: first)
        try Data("{}".utf8).write(to: second)
        let watcher = try #require(FileWatcher())
        watcher.watch(files: [first.path])
        let descriptor = watcher.descriptor
        watcher.watch(files: [second.path])
        #expect(watcher.descriptor == descriptor, "the same inotify instance")
        try Data("{ }".utf8).write(to: first)
        #expect(!changes(watcher), "a file no longer watched")
        try Data("{ }".utf8).write(to: second)
        #expect(changes(watcher), "the file now watched, in another folder")
    }

    /// Folders whose names are canonically equivalent text (`café` composed and decomposed) are two folders,
    /// each watched.
    @Test func canonicallyEquivalentFoldersAreEachWatched() throws {
        let files = ["caf\u{E9}", "cafe\u{301}"].map { folder.appendingPathComponent($0).appendingPathComponent("theme.json") }
        for file in files {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: file)
        }
        let watcher = try #require(FileWatcher())
        watcher.watch(files: files.map(\.path))
        for file in files {
            try Data("{ }".utf8).write(to: file)
            #expect(changes(watcher), "\(file.path.debugDescription) changed")
        }
    }

    @Test func durationsBecomeWholeMillisecondsRoundedUp() {
        #expect(Duration.milliseconds(400).millisecondsRoundedUp == 400)
        #expect(Duration.microseconds(1).millisecondsRoundedUp == 1)
        #expect(Duration.microseconds(1500).millisecondsRoundedUp == 2)
        #expect(Duration.zero.millisecondsRoundedUp == 0)
        #expect(Duration.milliseconds(-5).millisecondsRoundedUp == 0)
    }
}

/// Without inotify (past the user's instances, which 200 galleries reach) there is no watcher, and
/// nothing is freed twice: that once aborted every gallery started after the 128th.
@Suite struct FileWatcherUnavailableTests {
    @Test func anInvalidDescriptorGivesNoWatcherAndFreesNothingTwice() {
        for _ in 0 ..< 100 { #expect(FileWatcher(descriptor: -1) == nil) }
    }
}
