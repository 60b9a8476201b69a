import CanvasCairo
import Dispatch
import Foundation

/// The HTTP/1.1 server `canvas preview` serves its page with: GET (and HEAD)
/// on the loopback address only, one request per connection.
///
/// It is this small on purpose. A general server library brought
/// FoundationNetworking, and with it libcurl and some thirty shared
/// libraries, into every `canvas` process: 7 ms of dynamic linking on each
/// start, for a command that renders most specs in less. A preview page on
/// the same machine needs none of keep-alive, TLS, request bodies or
/// chunked transfer.
final class LocalHTTPServer: Sendable {
  /// A request: its path and its query's fields, percent-decoded.
  struct Request: Sendable {
    var path: String
    var query: [String: String]
  }

  /// What to send back.
  struct Response: Sendable {
    var status: Int
    var type: String
    var body: Data

    init(_ body: Data, type: String, status: Int = 200) {
      self.status = status
      self.type = type
      self.body = body
    }
  }

  typealias Handler = @Sendable (Request) -> Response

  private let listener: Int32
  private let routes: [String: Handler]
  /// The port listened on: the one asked for, or the one the system chose
  /// for port 0.
  let port: UInt16

  /// The longest request head read; a browser's GET is a few hundred bytes.
  private static let maximumHeadLength = 16_384

  /// Listens on 127.0.0.1:`port` (0 for any free port), answering each path
  /// in `routes`.
  init(port: UInt16, routes: [String: Handler]) throws {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw Self.failure("cannot open a socket") }
    var yes: Int32 = 1
    setsockopt(
      socket, SOL_SOCKET, SO_REUSEADDR, &yes,
      socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(socket, 32) == 0 else {
      let error = Self.failure("")
      close(socket)
      throw error
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(socket, $0, &length)
      }
    }
    self.listener = socket
    self.port = UInt16(bigEndian: address.sin_port)
    self.routes = routes
  }

  deinit { close(listener) }

  /// Accepts connections until the process ends, answering each on a
  /// thread of its own.
  func run() -> Never {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      DispatchQueue.global().async { self.answer(connection) }
    }
  }

  /// Reads one request from `connection`, answers it and closes it.
  private func answer(_ connection: Int32) {
    defer { close(connection) }
    // A client that stops sending is let go after five seconds.
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(
      connection, SOL_SOCKET, SO_RCVTIMEO, &timeout,
      socklen_t(MemoryLayout<timeval>.size))
    let response: Response
    var isHead = false
    if let head = readHead(connection) {
      let line = head.split(whereSeparator: \.isNewline).first ?? ""
      let words = line.split(separator: " ")
      if words.count == 3, words[2].hasPrefix("HTTP/1.") {
        isHead = words[0] == "HEAD"
        response =
          ["GET", "HEAD"].contains(words[0])
          ? respond(to: String(words[1]))
          : Response(
            Data("only GET is served".utf8), type: "text/plain", status: 405)
      } else {
        response = Response(
          Data("bad request".utf8), type: "text/plain", status: 400)
      }
    } else {
      response = Response(
        Data("bad request".utf8), type: "text/plain", status: 400)
    }
    var message = Data(
      ("HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
        + "Content-Type: \(response.type)\r\n"
        + "Content-Length: \(response.body.count)\r\n"
        + "Cache-Control: no-store\r\n"
        + "Connection: close\r\n\r\n").utf8)
    if !isHead { message.append(response.body) }
    send(message, to: connection)
  }

  /// The response of the route `target` names, or 404.
  private func respond(to target: String) -> Response {
    let parts = target.split(separator: "?", maxSplits: 1).map(String.init)
    let path = parts.first?.removingPercentEncoding ?? ""
    guard let handler = routes[path] else {
      return Response(Data("not found".utf8), type: "text/plain", status: 404)
    }
    var query: [String: String] = [:]
    for field in parts.dropFirst().first?.split(separator: "&") ?? [] {
      let pair = field.split(separator: "=", maxSplits: 1).map {
        String($0).replacingOccurrences(of: "+", with: " ")
          .removingPercentEncoding ?? String($0)
      }
      query[pair[0]] = pair.count > 1 ? pair[1] : ""
    }
    return handler(Request(path: path, query: query))
  }

  /// The request line and headers, up to the blank line; `nil` when the
  /// client closes, stalls, or sends more than ``maximumHeadLength`` bytes.
  private func readHead(_ connection: Int32) -> String? {
    var head: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while head.count < Self.maximumHeadLength {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      head += buffer[..<count]
      if let end = head.firstRange(of: [13, 10, 13, 10]) {
        return String(decoding: head[..<end.lowerBound], as: UTF8.self)
      }
    }
    return nil
  }

  /// Sends all of `data`, giving up if the client has gone (without the
  /// SIGPIPE that would end the process).
  private func send(_ data: Data, to connection: Int32) {
    data.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      var sent = 0
      while sent < bytes.count {
        let count = Glibc.send(
          connection, base + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
        guard count > 0 else { return }
        sent += count
      }
    }
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    default: "Error"
    }
  }

  /// An error with the system's reason.
  private static func failure(_ what: String) -> CanvasFailure {
    let reason = SystemReason.of(code: errno)
    return CanvasFailure(what.isEmpty ? reason : "\(what): \(reason)")
  }
}
