import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import VitrineCore

/// One HTTP GET whose body is collected only up to `limit` bytes: past that, or on a status other than
/// 200, the transfer is cancelled at once instead of being read to the end.
final class LimitedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let limit: Int
    /// Reported when URLSession's own timer (set to the same limit) fires first.
    private let timeout: Duration
    private let lock = NSLock()
    private var body: [UInt8] = []
    private var failure: ImageError?
    private var continuation: CheckedContinuation<[UInt8], Error>?
    private var task: URLSessionDataTask?

    init(limit: Int, timeout: Duration) {
        self.limit = limit
        self.timeout = timeout
    }

    /// Fetches `url` with a session of its own (its delegate is this download), ended afterwards.
    func run(_ url: URL, configuration: URLSessionConfiguration) async throws -> [UInt8] {
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: url)
                lock.withLock {
                    self.continuation = continuation
                    self.task = task
                }
                task.resume()
            }
        } onCancel: {
            lock.withLock { task }?.cancel()
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        if status != 200 {
            lock.withLock { failure = .httpStatus(status) }
            completionHandler(.cancel)
        } else if response.expectedContentLength > Int64(limit) {
            lock.withLock { failure = .tooManyBytes(Int(response.expectedContentLength), limit: limit) }
            completionHandler(.cancel)
        } else {
            completionHandler(.allow)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooMany = lock.withLock { () -> Bool in
            body.append(contentsOf: data)
            guard body.count > limit else { return false }
            failure = .tooManyBytes(body.count, limit: limit)
            return true
        }
        if tooMany { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let (continuation, result): (CheckedContinuation<[UInt8], Error>?, Result<[UInt8], Error>) = lock.withLock {
            defer { self.continuation = nil }
            if let failure { return (self.continuation, .failure(failure)) }
            if (error as? URLError)?.code == .timedOut { return (self.continuation, .failure(ImageError.timedOut(timeout))) }
            if let error { return (self.continuation, .failure(ImageError.network(TerminalText.sanitized(error.localizedDescription)))) }
            return (self.continuation, .success(body))
        }
        continuation?.resume(with: result)
    }
}
