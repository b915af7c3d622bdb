import Foundation
import Glibc
import NIOCore
import NIOPosix
import NIOSSH
import Synchronization
import Testing
@testable import VitrineServe

/// A pump reads its child's output only while the client takes it: with the client's channel full, the
/// child waits in its own writes and the server keeps about a channel's worth; once the client reads
/// again, every byte comes out, in order, and the pump sees the child's end. What the client types waits
/// for the child's terminal, the client held meanwhile, and none of it is lost. A follower that takes
/// nothing for its stall limit is hung up. The client's channel here is a pipe whose far end the test reads or not.
@Suite struct OutputPumpTests {
    /// Takes the bytes of `SSHChannelData` out to a plain descriptor (a pipe).
    private final class ChannelDataBytes: ChannelOutboundHandler, Sendable {
        typealias OutboundIn = SSHChannelData
        typealias OutboundOut = ByteBuffer

        func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
            guard case let .byteBuffer(bytes) = unwrapOutboundIn(data).data else { return promise?.succeed(()) ?? () }
            context.write(wrapOutboundOut(bytes), promise: promise)
        }
    }

    /// Tells the pump when the client's channel fills or empties, as `GallerySession` does.
    private final class Writability: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = Never
        let pump: OutputPump
        init(_ pump: OutputPump) { self.pump = pump }
        func channelWritabilityChanged(context: ChannelHandlerContext) { pump.writabilityChanged() }
    }

    /// `write`'s number among the system calls (Glibc's Swift module has no `SYS_write`).
    #if arch(arm64)
    private static let writeCall = 64
    #else
    private static let writeCall = 1
    #endif

    /// Whether `pid` sleeps in a write to its standard output (what the kernel says it is doing).
    private static func waitsInWrite(_ pid: pid_t) -> Bool {
        let call = (try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8)) ?? ""
        return call.split(separator: " ").prefix(2) == ["\(writeCall)", "0x1"]
    }

    /// Waits until `condition` holds, at most `limit`; whether it did.
    private func waitUntil(_ limit: Duration = .seconds(30), _ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + limit
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            usleep(5000)
        }
        return true
    }

    /// A pump and the client channel it writes to, on an event loop of their own: the channel writes into a
    /// pipe whose far end the test reads or not, and tells the pump when it fills or empties.
    private final class Fixture: Sendable {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let pump = OutputPump()
        let channel: Channel
        let farEnd: Int32
        /// How the child ended, once it did: its status and why.
        let ended = Mutex<(status: Int32, ending: OutputPump.Ending)?>(nil)

        init() throws {
            var ends: [Int32] = [-1, -1]
            try #require(pipe(&ends) == 0)
            let pump = pump
            channel = try NIOPipeBootstrap(group: group)
                .channelInitializer { $0.pipeline.addHandlers([ChannelDataBytes(), Writability(pump)]) }
                .takingOwnershipOfDescriptor(output: ends[1]).wait()
            farEnd = ends[0]
        }

        deinit {
            try? channel.close().wait()
            try? group.syncShutdownGracefully()
        }

        /// Starts pumping `process` on the channel's event loop.
        func start(_ process: SpawnedProcess, stallLimit: Duration? = nil) throws {
            let (pump, channel) = (pump, channel)
            try channel.eventLoop.submit {
                // Weakly: the pump lets go of this closure on its loop once the child is reaped, and the
                // fixture's deinit (which waits for the loop) must not run there.
                pump.start(process, into: channel, idleTimeout: .seconds(600), stallLimit: stallLimit) { [weak self] status, ending in
                    self?.ended.withLock { $0 = (status, ending) }
                }
            }.wait()
        }
    }

    /// What a reader of a descriptor received so far.
    private final class Received: Sendable {
        let bytes = Mutex<[UInt8]>([])

        /// Reads `descriptor` to its end on a thread of its own.
        init(readingAll descriptor: Int32) {
            Thread { [self] in
                var buffer = [UInt8](repeating: 0, count: 65536)
                while case let count = read(descriptor, &buffer, buffer.count), count > 0 {
                    bytes.withLock { $0 += buffer[0 ..< count] }
                }
                close(descriptor)
            }.start()
        }
    }

    @Test func aClientThatTakesNothingHoldsTheChildAndThenGetsEveryByte() throws {
        let fixture = try Fixture()
        let channel = fixture.channel
        // About 2 MB: many times a channel's buffer and a pipe's.
        let expected = Array((1 ... 300_000).map { "\($0)\n" }.joined().utf8)
        let process = try SpawnedProcess.start(["/usr/bin/seq", "300000"], environment: [:], terminal: nil)
        try fixture.start(process)

        // Nobody reads the client's pipe: the channel fills, the pump stops reading, the child waits, and
        // it stays so: what the channel keeps does not grow over a turn of the loop, which would have read
        // the child's full pipe had the pump still been reading.
        var buffered = 0
        let settled = waitUntil {
            guard Self.waitsInWrite(process.pid), let before = try? channel.getOption(ChannelOptions.bufferedWritableBytes).wait(),
                  (try? channel.eventLoop.submit({}).wait()) != nil,
                  let after = try? channel.getOption(ChannelOptions.bufferedWritableBytes).wait() else { return false }
            buffered = after
            return before == after && !channel.isWritable && Self.waitsInWrite(process.pid)
        }
        #expect(settled, "the child never waited for the client: the pump went on reading (\(buffered) bytes kept)")
        #expect(buffered < 1 << 20, "\(buffered) bytes kept for a client that reads nothing")
        #expect(fixture.ended.withLock { $0 } == nil)

        let received = Received(readingAll: fixture.farEnd)
        #expect(waitUntil { fixture.ended.withLock { $0 } != nil }, "the pump did not see the child's end")
        #expect(fixture.ended.withLock { $0?.status } == 0)
        #expect(fixture.ended.withLock { $0?.ending } == .exited)
        #expect(waitUntil { received.bytes.withLock { $0.count } >= expected.count }, "\(received.bytes.withLock { $0.count }) of \(expected.count) bytes arrived")
        #expect(received.bytes.withLock { $0 } == expected, "the bytes differ from the child's output")
    }

    @Test func aPasteWaitsForTheChildsTerminalAndLosesNothing() throws {
        let fixture = try Fixture()
        let (channel, pump) = (fixture.channel, fixture.pump)
        let received = Received(readingAll: fixture.farEnd)
        // A child that takes its terminal raw, says so, and reads nothing until a file appears: the
        // terminal's own buffer (about 14 KB here) is full long before the paste is in. Then it counts
        // what it is given.
        let size = 300_000
        let go = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-paste-\(getpid())-go").path
        unlink(go)
        defer { unlink(go) }
        let script = "stty raw -echo; echo ready; while [ ! -e '\(go)' ]; do sleep 0.05; done; head -c \(size) | wc -c"
        let process = try SpawnedProcess.start(["/bin/sh", "-c", script], environment: ["PATH": "/usr/bin:/bin"], terminal: (80, 24))
        try fixture.start(process)
        #expect(waitUntil { received.bytes.withLock { String(decoding: $0, as: UTF8.self).contains("ready") } })
        // The paste comes at once, as a client's window of it would; the client is read no further for now.
        let held = try channel.eventLoop.submit {
            let bytes = ByteBuffer(repeating: UInt8(ascii: "x"), count: size)
            pump.sendInput(bytes)
        }.flatMap { channel.getOption(ChannelOptions.autoRead) }.wait()
        #expect(!held, "the client was read on while its child's terminal was full")
        #expect(FileManager.default.createFile(atPath: go, contents: nil))
        #expect(waitUntil { received.bytes.withLock { String(decoding: $0, as: UTF8.self).contains("\(size)") } },
                "the child did not get every byte: \(String(decoding: received.bytes.withLock { $0 }, as: UTF8.self).debugDescription)")
        #expect(waitUntil { (try? channel.getOption(ChannelOptions.autoRead).wait()) == true }, "the client was not read again")
    }

    @Test func aFollowerThatTakesNothingForItsStallLimitIsHungUp() throws {
        let fixture = try Fixture()
        defer { close(fixture.farEnd) }
        // Writes for ever; its hang-up ends it (status 128 + SIGHUP).
        let process = try SpawnedProcess.start(["/usr/bin/yes"], environment: [:], terminal: nil)
        let start = ContinuousClock.now
        try fixture.start(process, stallLimit: .milliseconds(500))
        #expect(waitUntil { fixture.ended.withLock { $0 } != nil }, "the stalled child was not ended")
        #expect(fixture.ended.withLock { $0?.ending } == .stalled)
        #expect(fixture.ended.withLock { $0?.status } == 128 + SIGHUP)
        #expect(start.duration(to: .now) >= .milliseconds(500))
    }
}
