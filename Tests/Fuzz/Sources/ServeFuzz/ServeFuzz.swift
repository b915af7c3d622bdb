import Crypto
import NIOCore
import NIOEmbedded
@testable import NIOSSH
@testable import VitrineServe

/// What a client can make `vitrine serve` read, in memory: an input whose first byte is even is an SSH
/// message as the server's parser reads it once decrypted (every type, channel requests and opens of types
/// it does not know among them); an odd one is a session on a real server pipeline (`SSHServer`'s, with a
/// client `NIOSSHHandler` beside it on an `EmbeddedChannel` pair, key exchange and key included) that sends
/// the requests the rest of the input spells: pseudo-terminals, environment, exec commands, subsystems,
/// window changes, signals, data, end of input. The gallery it would start does not exist, so a request
/// that passes the exec policy ends as a failed start. Any input must end in a parsed message or an error,
/// a served request or a refusal, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzServe(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let first = bytes.first else { return 0 }
    if first % 2 == 0 {
        var buffer = ByteBuffer(bytes: bytes.dropFirst())
        _ = try? buffer.readSSHMessage()
    } else {
        InMemorySession.run(Array(bytes.dropFirst()))
    }
    return 0
}

/// A client and the server's pipeline, joined in memory.
enum InMemorySession {
    static let server = SSHServer(configuration: {
        var configuration = ServeConfiguration(galleryExecutable: "/nonexistent/vitrine-serve-fuzz", themesFolder: nil, authorizedKeys: nil,
                                               idleTimeout: .seconds(60))
        configuration.candidatesFolder = nil
        return configuration
    }(), limits: SessionLimits(maximumSessions: 4, maximumPerAddress: 4), hostKey: HostKey(NIOSSHPrivateKey(ed25519Key: .init())))
    static let clientKey = NIOSSHPrivateKey(ed25519Key: .init())

    static func run(_ operations: [UInt8]) {
        let loop = EmbeddedEventLoop()
        let client = EmbeddedChannel(loop: loop), serverChannel = EmbeddedChannel(loop: loop)
        defer {
            _ = try? client.finish()
            _ = try? serverChannel.finish()
        }
        do {
            try server.initialize(serverChannel)
            let configuration = SSHClientConfiguration(userAuthDelegate: KeyDelegate(key: clientKey), serverAuthDelegate: AcceptAnyHost())
            try client.pipeline.syncOperations.addHandler(NIOSSHHandler(role: .client(configuration), allocator: client.allocator,
                                                                        inboundChildChannelInitializer: nil))
            try client.connect(to: .init(unixDomainSocketPath: "/fuzz")).wait()
            try serverChannel.connect(to: .init(unixDomainSocketPath: "/fuzz")).wait()
            try exchange(client, serverChannel, loop)
            let handler = try client.pipeline.syncOperations.handler(type: NIOSSHHandler.self)
            let promise = loop.makePromise(of: Channel.self)
            handler.createChannel(promise, channelType: .session) { channel, _ in channel.eventLoop.makeSucceededVoidFuture() }
            try exchange(client, serverChannel, loop)
            guard let session = try? promise.futureResult.wait() else { return }
            var reader = OperationReader(bytes: operations)
            while let event = reader.next() {
                switch event {
                case let .request(request): session.triggerUserOutboundEvent(request, promise: nil)
                case let .data(data): session.writeAndFlush(SSHChannelData(type: .channel, data: .byteBuffer(data)), promise: nil)
                case .endOfInput: session.close(mode: .output, promise: nil)
                }
                try exchange(client, serverChannel, loop)
            }
            session.close(promise: nil)
            try exchange(client, serverChannel, loop)
        } catch {
            // A refusal or a protocol error: the connection ends; that is an answer too.
        }
    }

    /// Moves bytes both ways until neither side has any to send (at most a bounded number of rounds).
    private static func exchange(_ client: EmbeddedChannel, _ server: EmbeddedChannel, _ loop: EmbeddedEventLoop) throws {
        for _ in 0 ..< 200 {
            loop.run()
            let fromClient = try client.readOutbound(as: IOData.self)
            let fromServer = try server.readOutbound(as: IOData.self)
            if let fromClient { try server.writeInbound(fromClient) }
            if let fromServer { try client.writeInbound(fromServer) }
            if fromClient == nil && fromServer == nil { return }
        }
    }
}

/// What the fuzz input spells, a step at a time: a kind byte, then the step's own bytes.
struct OperationReader {
    enum Step {
        case request(any Sendable)
        case data(ByteBuffer)
        case endOfInput
    }

    var bytes: [UInt8]
    var offset = 0

    mutating func next() -> Step? {
        guard let kind = byte() else { return nil }
        let wantReply = kind & 0x80 != 0
        switch kind & 0x0F {
        case 0: return .request(SSHChannelRequestEvent.PseudoTerminalRequest(
            wantReply: wantReply, term: text(), terminalCharacterWidth: number(), terminalRowHeight: number(),
            terminalPixelWidth: number(), terminalPixelHeight: number(), terminalModes: SSHTerminalModes([:])))
        case 1: return .request(SSHChannelRequestEvent.EnvironmentRequest(wantReply: wantReply, name: text(), value: text()))
        case 2: return .request(SSHChannelRequestEvent.ExecRequest(command: text(), wantReply: wantReply))
        case 3: return .request(SSHChannelRequestEvent.ShellRequest(wantReply: wantReply))
        case 4: return .request(SSHChannelRequestEvent.SubsystemRequest(subsystem: text(), wantReply: wantReply))
        case 5: return .request(SSHChannelRequestEvent.WindowChangeRequest(terminalCharacterWidth: number(), terminalRowHeight: number(),
                                                                           terminalPixelWidth: 0, terminalPixelHeight: 0))
        case 6: return .request(SSHChannelRequestEvent.SignalRequest(signal: text()))
        case 7: return .data(ByteBuffer(bytes: Array(text().utf8)))
        case 8: return .endOfInput
        default: return .request(SSHChannelRequestEvent.LocalFlowControlRequest(clientCanDo: wantReply))
        }
    }

    private mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A length byte, then that many bytes as text (not always valid UTF-8: replaced as a client's would be).
    private mutating func text() -> String {
        let length = Int(byte() ?? 0)
        let end = min(bytes.count, offset + length)
        defer { offset = end }
        return String(decoding: bytes[offset ..< end], as: UTF8.self)
    }

    /// Two bytes, big-endian, stretched so that both small and huge sizes come up.
    private mutating func number() -> Int {
        let high = Int(byte() ?? 0), low = Int(byte() ?? 0)
        return high & 0x80 != 0 ? (high << 24 | low << 8) : (high << 8 | low)
    }
}

/// The client's one key (the server, on no authorized keys, lets any key in).
final class KeyDelegate: NIOSSHClientUserAuthenticationDelegate {
    let key: NIOSSHPrivateKey
    var offered = false

    init(key: NIOSSHPrivateKey) {
        self.key = key
    }

    func nextAuthenticationType(availableMethods: NIOSSHAvailableUserAuthenticationMethods,
                                nextChallengePromise: EventLoopPromise<NIOSSHUserAuthenticationOffer?>) {
        guard !offered, availableMethods.contains(.publicKey) else { return nextChallengePromise.succeed(nil) }
        offered = true
        nextChallengePromise.succeed(NIOSSHUserAuthenticationOffer(username: "fuzz", serviceName: "", offer: .privateKey(.init(privateKey: key))))
    }
}

/// Any host key will do in memory.
final class AcceptAnyHost: NIOSSHClientServerAuthenticationDelegate {
    func validateHostKey(hostKey: NIOSSHPublicKey, validationCompletePromise: EventLoopPromise<Void>) {
        validationCompletePromise.succeed(())
    }
}
