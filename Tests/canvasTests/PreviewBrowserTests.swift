import FlyingFox
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `canvas preview` in a real headless Chromium, driven through
/// chromedriver's WebDriver protocol: the page draws the spec, follows
/// edits, shows a located error beside the last good picture, and tells
/// the frame under the pointer.
@Suite(
  .enabled(
    if: WebDriver.isAvailable,
    "chromium and chromedriver are not installed (scripts/setup.sh installs them where it can); the preview's browser tests are skipped"
  ),
  .serialized)
struct PreviewBrowserTests {
  static func spec(itemSize: String) -> String {
    """
    canvas: {width: 390}
    layout:
      type: flow
      itemSize: \(itemSize)
      sectionInset: 10
    sections:
      - items: [One, Two, Three]
    """
  }

  /// A spec of 100 × 60 items in a new folder, and `canvas preview` of it:
  /// the spec file, the server and the page's address.
  static func startPreview() throws -> (file: URL, server: Server, page: String)
  {
    let folder = try CanvasTool.temporaryFolder()
    let file = folder.appendingPathComponent("shelf.yaml")
    try spec(itemSize: "[100, 60]").write(
      to: file, atomically: true, encoding: .utf8)
    let preview = try Server.start(
      CanvasTool.binary, ["preview", file.path, "--port", "0"],
      announcing: "http://")
    let page = preview.announcement.split(separator: " ").first {
      $0.hasPrefix("http://")
    }
    return (file, preview, page.map(String.init) ?? "")
  }

  @Test func thePageFollowsTheSpecFile() async throws {
    let (file, preview, pageURL) = try Self.startPreview()
    defer {
      preview.stop()
      try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
    }
    #expect(pageURL.hasPrefix("http://127.0.0.1:"))

    let browser = try await WebDriver.start()
    do {
      try await Self.follow(file: file, page: pageURL, in: browser)
    } catch {
      await browser.stop()
      throw error
    }
    await browser.stop()
  }

  /// Loads the page, then edits, breaks and mends the spec.
  static func follow(file: URL, page: String, in browser: WebDriver)
    async throws
  {
    try await browser.open(page)

    // The first drawing: each element carries its frame from the layout.
    let first = try await browser.waitFor(
      "const g = document.querySelector('g[data-index-path=\"0.1\"]');"
        + " return g && g.dataset.frame ? g.dataset.frame : null;")
    #expect(numbers(first) == [145, 10, 100, 60])

    // Saved with bigger items: the page redraws without being reloaded.
    try spec(itemSize: "[120, 80]").write(
      to: file, atomically: true, encoding: .utf8)
    let grown = try await browser.waitFor(
      "const g = document.querySelector('g[data-index-path=\"0.0\"]');"
        + " return g && g.dataset.frame && g.dataset.frame.endsWith(' 120 80') ? g.dataset.frame : null;"
    )
    #expect(numbers(grown) == [10, 10, 120, 80])

    // Hovering an element names it and gives its frame.
    let hovered = try await browser.run(
      "const g = document.querySelector('g[data-index-path=\"0.2\"] rect');"
        + " g.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));"
        + " return document.getElementById('inspector').textContent;")
    #expect(hovered as? String == "cell [0, 2] · frame (10, 100, 120, 80)")

    // Broken: the located error shows, and the last good picture stays.
    try
      "canvas: {width: 390}\nlayout: {type: flow, itemSise: [1, 1]}\nsections: []\n"
      .write(to: file, atomically: true, encoding: .utf8)
    let error = try await browser.waitFor(
      "return document.body.classList.contains('failing')"
        + " ? document.getElementById('error').textContent : null;")
    let message = try #require(error as? String)
    #expect(message.contains("shelf.yaml:2:"), "\(message)")
    #expect(
      message.contains("'layout.itemSise'")
        && message.contains("did you mean 'itemSize'?"))
    let kept = try await browser.run(
      "const g = document.querySelector('g[data-index-path=\"0.0\"]');"
        + " return g ? g.dataset.frame : null;")
    #expect(numbers(kept) == [10, 10, 120, 80])

    // Mended: the error goes and the picture follows the file again.
    try spec(itemSize: "[50, 50]").write(
      to: file, atomically: true, encoding: .utf8)
    let mended = try await browser.waitFor(
      "const g = document.querySelector('g[data-index-path=\"0.0\"]');"
        + " return !document.body.classList.contains('failing') && g && g.dataset.frame.endsWith(' 50 50')"
        + " ? g.dataset.frame : null;")
    #expect(numbers(mended) == [10, 10, 50, 50])
  }

  /// The PNG at a chosen scale is as many pixels as the scale says.
  @Test func thePNGIsServedAtTheChosenScale() async throws {
    let (file, preview, page) = try Self.startPreview()
    defer {
      preview.stop()
      try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
    }
    for scale in [1, 3] {
      let url = try #require(URL(string: "\(page)picture.png?scale=\(scale)"))
      let (data, response) = try await URLSession.shared.data(from: url)
      #expect((response as? HTTPURLResponse)?.statusCode == 200)
      // The IHDR width, big-endian at bytes 16–19.
      let width = data.dropFirst(16).prefix(4).reduce(0) { $0 << 8 | Int($1) }
      #expect(width == 390 * scale)
    }
    let bad = try #require(URL(string: "\(page)picture.png?scale=9"))
    let (_, response) = try await URLSession.shared.data(from: bad)
    #expect((response as? HTTPURLResponse)?.statusCode == 400)
  }

  static func numbers(_ value: Any?) -> [Double] {
    (value as? String)?.split(separator: " ").compactMap { Double($0) } ?? []
  }
}

/// A server process started for a test, stopped with it.
struct Server {
  let process: Process
  /// The line it printed when it was ready.
  let announcement: String

  /// Starts `program` and waits for a line of its standard output that
  /// contains `announcing`.
  static func start(_ program: URL, _ arguments: [String], announcing: String)
    throws -> Server
  {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var text = ""
    let reader = output.fileHandleForReading
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
      if let line = text.split(separator: "\n").first(where: {
        $0.contains(announcing)
      }) {
        return Server(process: process, announcement: String(line))
      }
    }
    process.terminate()
    throw ServerFailure(
      description: "\(program.lastPathComponent) did not start: \(text)")
  }

  /// Stops the process: SIGTERM, then SIGKILL after five seconds.
  func stop() {
    guard process.isRunning else { return }
    process.terminate()
    for _ in 0..<50 where process.isRunning { usleep(100_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    for _ in 0..<50 where process.isRunning { usleep(100_000) }
  }
}

struct ServerFailure: Error, CustomStringConvertible {
  var description: String
}

/// A headless Chromium session through chromedriver's WebDriver protocol.
struct WebDriver {
  let driver: Server
  let port: UInt16
  let session: String

  static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }
  static let chromedriver = [
    "/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver",
  ]
  .first { FileManager.default.isExecutableFile(atPath: $0) }

  static var isAvailable: Bool { chromium != nil && chromedriver != nil }

  /// A driver on a port of its own and a new headless session.
  static func start() async throws -> WebDriver {
    guard let chromium, let chromedriver else {
      throw ServerFailure(description: "chromium is not installed")
    }
    let port = UInt16(
      20_000 + ProcessInfo.processInfo.processIdentifier % 20_000)
    let driver = try Server.start(
      URL(fileURLWithPath: chromedriver), ["--port=\(port)"],
      announcing: "started successfully")
    let created = try await request(
      .POST, port: port, "/session",
      [
        "capabilities": [
          "alwaysMatch": [
            "browserName": "chrome",
            "goog:chromeOptions": [
              "binary": chromium,
              "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu",
                "--disable-dev-shm-usage", "--window-size=1200,900",
              ],
            ],
          ]
        ]
      ])
    guard let value = created as? [String: Any],
      let session = value["sessionId"] as? String
    else {
      driver.stop()
      throw ServerFailure(
        description: "no WebDriver session: \(String(describing: created))")
    }
    return WebDriver(driver: driver, port: port, session: session)
  }

  func open(_ url: String) async throws {
    _ = try await Self.request(
      .POST, port: port, "/session/\(session)/url", ["url": url])
  }

  /// The value `script` (a function body) returns in the page.
  func run(_ script: String) async throws -> Any? {
    try await Self.request(
      .POST, port: port, "/session/\(session)/execute/sync",
      ["script": script, "args": [Any]()])
  }

  /// The first value other than null `script` returns, asked every 100 ms
  /// for up to 20 seconds.
  func waitFor(_ script: String) async throws -> Any {
    for _ in 0..<200 {
      if let value = try await run(script), !(value is NSNull) { return value }
      try await Task.sleep(for: .milliseconds(100))
    }
    throw ServerFailure(description: "the page never satisfied: \(script)")
  }

  /// Ends the session (and its browser), then the driver.
  func stop() async {
    _ = try? await Self.request(.DELETE, port: port, "/session/\(session)", nil)
    driver.stop()
  }

  /// A WebDriver command; its `value`.
  ///
  /// chromedriver writes headers without a space after the colon, which
  /// Foundation's URLSession on Linux refuses ("Failed writing header"), so
  /// commands go through FlyingFox's client.
  static func request(
    _ method: HTTPMethod, port: UInt16, _ path: String, _ body: [String: Any]?
  ) async throws -> Any? {
    var client = HTTPClient()
    let request = HTTPRequest(
      method: method, version: .http11, path: path, query: [],
      headers: [
        .host: "127.0.0.1:\(port)", .contentType: "application/json",
        .connection: "close",
      ],
      body: try body.map { try JSONSerialization.data(withJSONObject: $0) }
        ?? Data())
    let response = try await client.sendHTTPRequest(
      request, to: .inet(ip4: "127.0.0.1", port: port))
    let data = try await response.bodyData
    let object = try JSONSerialization.jsonObject(
      with: data, options: [.fragmentsAllowed])
    let value = (object as? [String: Any])?["value"]
    if let failure = value as? [String: Any],
      let error = failure["error"] as? String
    {
      throw ServerFailure(
        description: "WebDriver: \(error): \(failure["message"] ?? "")")
    }
    return value
  }
}
