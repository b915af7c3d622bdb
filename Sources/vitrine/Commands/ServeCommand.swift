import ArgumentParser
import FoundationEssentials
import Glibc
import VitrineSystem

/// `vitrine serve`: runs `vitrine-serve` from beside this executable (the SSH server is its own binary,
/// so the gallery carries no networking or cryptography), with the same arguments.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the gallery over SSH to your team (see `vitrine serve --help`).")

    @Argument(parsing: .captureForPassthrough, help: "vitrine-serve's options: --listen, --host-key, --authorized-keys, …")
    var arguments: [String] = []

    func run() throws {
        let own = ExecutableFolders.executablePath(fallback: CommandLine.arguments[0])
        let server = String(own[..<(own.lastIndex(of: "/") ?? own.startIndex)]) + "/vitrine-serve"
        guard access(server, X_OK) == 0 else {
            throw ValidationError("no vitrine-serve beside \(own): build it with `swift build -c release --product vitrine-serve`"
                + " (scripts/vitrine serve does)")
        }
        let argv = ([server] + arguments).map { strdup($0) } + [nil]
        execv(server, argv)
        throw ValidationError("cannot run \(server): \(String(cString: strerror(errno)))")
    }
}
