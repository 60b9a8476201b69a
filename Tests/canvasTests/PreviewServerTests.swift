import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The preview's own HTTP server, without a browser: what it serves, what
/// it refuses, and that a broken client cannot stop it.
@Suite struct PreviewServerTests {
  /// The status line and body `canvas preview` answers `request` with,
  /// sent as raw bytes on a socket of its own.
  static func raw(_ request: [UInt8], port: UInt16) throws -> String {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    try #require(socket >= 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    try #require(connected == 0)
    _ = request.withUnsafeBytes {
      send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
    }
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = recv(socket, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      answer += buffer[..<count]
    }
    return String(decoding: answer, as: UTF8.self)
  }

  @Test func itServesItsRoutesAndRefusesTheRest() async throws {
    let (file, preview, page) = try PreviewBrowserTests.startPreview()
    defer {
      preview.stop()
      try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
    }
    let port = try #require(
      UInt16(page.split(separator: ":").last?.filter(\.isNumber) ?? ""))

    func status(_ path: String, method: String = "GET") async throws -> (
      Int, Data, [AnyHashable: Any]
    ) {
      var request = URLRequest(url: try #require(URL(string: page + path)))
      request.httpMethod = method
      let (data, response) = try await URLSession.shared.data(for: request)
      let http = try #require(response as? HTTPURLResponse)
      return (http.statusCode, data, http.allHeaderFields)
    }

    let (pageStatus, html, headers) = try await status("")
    #expect(pageStatus == 200)
    #expect(String(decoding: html, as: UTF8.self).contains("shelf.yaml"))
    #expect(headers["Cache-Control"] as? String == "no-store")
    let (stateStatus, state, _) = try await status("state")
    #expect(stateStatus == 200)
    let fields = try JSONSerialization.jsonObject(with: state) as? [String: Any]
    #expect(fields?["hasPicture"] as? Bool == true)
    #expect(try await status("nowhere").0 == 404)
    #expect(try await status("state", method: "POST").0 == 405)
    let (headStatus, headBody, headHeaders) = try await status(
      "", method: "HEAD")
    #expect(headStatus == 200 && headBody.isEmpty)
    #expect(headHeaders["Content-Length"] as? String == String(html.count))
    // The query is percent-decoded: scale=%31 is scale 1.
    let (_, png, _) = try await status("picture.png?scale=%31")
    #expect(png.dropFirst(16).prefix(4).reduce(0) { $0 << 8 | Int($1) } == 390)

    // Not HTTP, and a head that never ends: 400, and the server goes on.
    #expect(
      try Self.raw(Array("hello\r\n\r\n".utf8), port: port).hasPrefix(
        "HTTP/1.1 400"))
    let endless =
      Array("GET / HTTP/1.1\r\nX: ".utf8)
      + Array(repeating: UInt8(ascii: "a"), count: 20_000)
    #expect(try Self.raw(endless, port: port).hasPrefix("HTTP/1.1 400"))
    #expect(
      try Self.raw(
        Array("GET /state HTTP/1.1\r\nHost: x\r\n\r\n".utf8), port: port
      )
      .hasPrefix("HTTP/1.1 200 OK"))
  }
}
