import Foundation
import Glibc
import VitrineCore

/// A tiny HTTP/1.1 server on 127.0.0.1 for loader tests: each path answers with a status, a body and
/// an optional delay before the answer. One thread accepts, one thread serves each connection.
final class LocalHTTPServer: @unchecked Sendable {
    struct Route {
        var status = 200
        var body: [UInt8] = []
        var delay: Duration = .zero
    }

    let port: UInt16
    private let listener: Int32
    private let routes: [String: Route]

    init(routes: [String: Route]) {
        self.routes = routes
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                _ = bind(listener, generic, length)
                _ = getsockname(listener, generic, &length)
            }
        }
        port = UInt16(bigEndian: address.sin_port)
        listen(listener, 16)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { shutdown(listener, Int32(SHUT_RDWR)); close(listener) }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            Thread { [self] in serve(connection) }.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(connection, &buffer, buffer.count)
        guard count > 0 else { return }
        let requestLine = String(decoding: buffer[..<count], as: UTF8.self).split(separator: "\r\n").first ?? ""
        let path = requestLine.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        let route = routes[path] ?? Route(status: 404, body: Array("not found".utf8))
        if route.delay > .zero { Thread.sleep(forTimeInterval: route.delay.inSeconds) }
        let reason = route.status == 200 ? "OK" : "Not Found"
        let head = "HTTP/1.1 \(route.status) \(reason)\r\nContent-Type: image/png\r\nContent-Length: \(route.body.count)\r\nConnection: close\r\n\r\n"
        let response = Array(head.utf8) + route.body
        var sent = 0
        while sent < response.count {
            let written = response.withUnsafeBytes { write(connection, $0.baseAddress! + sent, $0.count - sent) }
            guard written > 0 else { return }
            sent += written
        }
    }
}
