import Foundation
import Glibc
import Testing
import VitrineServe

/// A served child starts bounded: its limits are set in the child between fork and exec, so they hold
/// from its first instruction (not applied from outside once it already runs), and a failed start is
/// reported, not ignored.
@Suite struct SpawnedProcessTests {
    /// Everything `process` writes until it ends (its descriptor is non-blocking).
    private func output(of process: SpawnedProcess) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var poller = pollfd(fd: process.descriptor, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, 30_000) > 0 {
            let count = read(process.descriptor, &buffer, buffer.count)
            if count > 0 { bytes += buffer[..<count] } else if count == 0 || errno != EAGAIN { break }
        }
        _ = process.reap()
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func theChildsFirstInstructionRunsWithinItsLimits() throws {
        // cat's first look at its limits is its own: nothing outside can have set them after it started.
        let process = try SpawnedProcess.start(["/bin/cat", "/proc/self/limits"], environment: [:], terminal: nil)
        let limits = output(of: process).split(separator: "\n")
        let addressSpace = try #require(limits.first { $0.hasPrefix("Max address space") })
        let cpu = try #require(limits.first { $0.hasPrefix("Max cpu time") })
        #expect(addressSpace.split(separator: " ", omittingEmptySubsequences: true).dropFirst(3).prefix(2) == ["1073741824", "1073741824"])
        #expect(cpu.split(separator: " ", omittingEmptySubsequences: true).dropFirst(3).prefix(2) == ["3600", "3600"])
    }

    @Test func theChildStartsInANewSessionOnItsOwnTerminal() throws {
        let process = try SpawnedProcess.start(["/bin/sh", "-c", "test -t 0 && test -t 1 && echo tty; ps -o sid= -p $$; echo $$"],
                                               environment: ["PATH": "/usr/bin:/bin"], terminal: (80, 24))
        let words = output(of: process).split(whereSeparator: \.isWhitespace)
        #expect(words.first == "tty", "\(words)")
        #expect(words.count == 3 && words[1] == words[2], "the shell leads its own session: \(words)")
    }

    /// Reaped, a child is signalled no more (its pid may be another's), but its descriptors stay the server's
    /// until its session gives them back (the session directory names a gallery's socket by number, and a
    /// number given back too early is the next connection's).
    @Test func aReapedChildKeepsItsDescriptorsUntilTheyAreGivenBack() throws {
        let process = try SpawnedProcess.start(["/bin/true"], environment: [:], terminal: (80, 24))
        _ = output(of: process)
        // What each number stands for (other tests may open files meanwhile, and take a number given back).
        func identity(_ descriptor: Int32) -> String {
            var number: UInt32 = 0, status = stat()
            let pty = ioctl(descriptor, 0x8004_5430, &number) == 0 ? "pty \(number)" : "no pty" // TIOCGPTN
            return fstat(descriptor, &status) == 0 ? "\(pty) inode \(status.st_ino)" : "closed"
        }
        let (master, socket) = (identity(process.descriptor), identity(process.sessionSocket))
        #expect(master.hasPrefix("pty ") && socket != "closed", "open after the reap: \(master), \(socket)")
        process.signal(SIGKILL) // nothing: no stranger gets it
        process.closeDescriptors()
        #expect(identity(process.descriptor) != master && identity(process.sessionSocket) != socket, "given back")
        process.closeDescriptors() // once only: a second call closes nobody else's
    }

    @Test func aProgramThatCannotStartIsReported() {
        #expect(throws: (any Error).self) {
            try SpawnedProcess.start(["/nonexistent/vitrine"], environment: [:], terminal: nil)
        }
        do {
            _ = try SpawnedProcess.start(["/nonexistent/vitrine"], environment: [:], terminal: nil)
        } catch {
            #expect("\(error)".contains("No such file or directory"), "\(error)")
        }
    }
}
