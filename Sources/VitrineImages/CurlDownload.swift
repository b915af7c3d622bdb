import FoundationEssentials
import Glibc
import VitrineCore
import VitrineSystem

/// One HTTP(S) GET run by Debian's `curl` command in a child process. libcurl, and the TLS and
/// Kerberos libraries it links, then never enter Vitrine's own memory (linking them cost 7 MiB of
/// resident memory at every start, for a gallery that fetches nothing over the network by itself).
///
/// The body is read from curl's output up to `limit` bytes; one byte more and curl is killed. curl's
/// `--max-time` and the load's cancellation (which kills the child) bound the time.
struct CurlDownload {
    let limit: Int
    let timeout: Duration

    /// The body, read on the calling thread (a load's own); cancelling kills curl.
    func run(_ url: URL, cancellation: LoadCancellation) throws -> [UInt8] {
        let child = ChildProcess()
        cancellation.onCancel { child.kill() }
        do {
            let body = try fetch(url, child: child)
            if cancellation.isCancelled { throw ImageError.cancelled }
            return body
        } catch {
            // A killed curl fails: the failure is the cancellation.
            throw cancellation.isCancelled ? ImageError.cancelled : error
        }
    }

    private func fetch(_ url: URL, child: ChildProcess) throws -> [UInt8] {
        let seconds = timeout.inSeconds.fixed(3)
        // `-q` first: no ~/.curlrc, whose options (a proxy, --insecure, an output file) are not ours to take.
        let arguments = ["curl", "-q", "--silent", "--show-error", "--proto", "=http,https", "--max-time", seconds,
                         "--location", "--max-redirs", "3", "--output", "-", "--write-out", "%{stderr}HTTP %{http_code}\n",
                         "--", url.absoluteString]
        guard let (output, errors) = child.start(arguments) else { throw ImageError.network("curl is not installed") }
        var body: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = read(output, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            body += chunk[..<count]
            if body.count > limit {
                child.kill()
                break
            }
        }
        close(output)
        let messages = Self.readAll(errors)
        let status = child.wait()
        if body.count > limit { throw ImageError.tooManyBytes(body.count, limit: limit) }
        if status == 28 { throw ImageError.timedOut(timeout) }
        let lines = messages.split(separator: "\n").map(String.init)
        guard status == 0 else {
            let reason = lines.first { !$0.hasPrefix("HTTP ") } ?? "curl exited with status \(status)"
            throw ImageError.network(TerminalText.sanitized(reason))
        }
        let code = lines.last { $0.hasPrefix("HTTP ") }.flatMap { Int($0.dropFirst(5)) } ?? 0
        guard code == 200 else { throw ImageError.httpStatus(code) }
        return body
    }

    private static func readAll(_ descriptor: Int32) -> String {
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case let count = read(descriptor, &chunk, chunk.count), count != 0 {
            if count < 0 { if errno == EINTR { continue } else { break } }
            data += chunk[..<count]
        }
        close(descriptor)
        return String(decoding: data, as: UTF8.self)
    }
}
