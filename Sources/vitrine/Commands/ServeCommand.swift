import ArgumentParser
import FoundationEssentials
import Glibc
import VitrineSystem

/// `vitrine serve`: runs `vitrine-serve` from beside this executable (the SSH server is its own binary,
/// so the gallery carries no networking or cryptography), with the same arguments; without it, says how
/// to build it (`--help` too, exit 0).
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the gallery over SSH to your team (see `vitrine serve --help`).")

    @Argument(parsing: .captureForPassthrough, help: "vitrine-serve's options: --listen, --host-key, --authorized-keys, …")
    var arguments: [String] = []

    /// Why `vitrine-serve` is not there, for ``StandardError/couldNotDoTheJob(_:)``.
    private struct MissingServer: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    func run() throws {
        let own = ExecutableFolders.executablePath(fallback: CommandLine.arguments[0])
        let server = String(own[..<(own.lastIndex(of: "/") ?? own.startIndex)]) + "/vitrine-serve"
        guard access(server, X_OK) == 0 else {
            let build = "vitrine-serve, the SSH server, is its own binary and is not built beside \(own):\n"
                + "  swift build -c release --static-swift-stdlib --product vitrine-serve   (scripts/vitrine serve builds it and starts it)"
            if arguments.contains(where: { ["--help", "-h", "help"].contains($0) }) {
                try StandardOutput.print(Self.configuration.abstract + "\n\n" + build + "\nThen `vitrine serve --help` lists its options"
                    + " (--listen, --authorized-keys, --host-key, --themes, --max-sessions, --public-address, …).")
                return
            }
            throw StandardError.couldNotDoTheJob(MissingServer(build))
        }
        let argv = ([server] + arguments).map { strdup($0) } + [nil]
        execv(server, argv)
        throw ValidationError("cannot run \(server): \(String(cString: strerror(errno)))")
    }
}
