import ArgumentParser
import CanvasSpec
import Foundation

/// `canvas preview SPEC`: a page on a local web server that shows the
/// spec's drawing and redraws it within a second of each save.
struct Preview: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Serve a page that shows a spec and redraws it whenever the file is saved.",
    discussion: """
      The server listens on 127.0.0.1 only and opens nothing itself: it prints \
      the page's address. The page shows the readable SVG (or the PNG at a \
      chosen scale), the located error when the spec is bad (with the last good \
      picture kept beside it), and an element's index path, kind and frame under \
      the pointer. Stop it with Control-C.
      """
  )

  @Argument(help: "The spec file to show.")
  var spec: String

  @Option(help: "The port to listen on; 0 picks a free one.")
  var port: Int = 8_765

  func validate() throws {
    guard (0...65_535).contains(port) else {
      throw ValidationError("--port must be from 0 to 65535, not \(port)")
    }
    var isDirectory: ObjCBool = false
    guard
      FileManager.default.fileExists(atPath: spec, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else {
      throw ValidationError("'\(spec)' is not a spec file")
    }
  }

  func run() throws {
    Self.stopOnInterrupt()
    let url = URL(fileURLWithPath: spec)
    let session = PreviewSession(url: url, registry: Canvas.registry)
    let server: LocalHTTPServer
    do {
      server = try LocalHTTPServer(
        port: UInt16(port),
        routes: Self.routes(session: session, title: url.lastPathComponent))
    } catch {
      throw CanvasFailure(
        "canvas preview: cannot listen on 127.0.0.1:\(port): \(error)")
    }
    FileHandle.standardOutput.write(
      Data(
        "canvas preview: http://127.0.0.1:\(server.port)/ (Control-C stops it)\n"
          .utf8))
    server.run()
  }

  /// The page, its state and its pictures.
  static func routes(session: PreviewSession, title: String)
    -> [String: LocalHTTPServer.Handler]
  {
    typealias Response = LocalHTTPServer.Response
    let page = Data(PreviewPage.html(title: title).utf8)
    return [
      "/": { _ in Response(page, type: "text/html; charset=utf-8") },
      "/state": { _ in
        let state = session.refresh()
        var fields: [String: Any] = [
          "version": state.version, "hasPicture": state.svg != nil,
        ]
        fields["error"] = state.error ?? NSNull()
        let json =
          (try? JSONSerialization.data(
            withJSONObject: fields, options: [.sortedKeys])) ?? Data()
        return Response(json, type: "application/json")
      },
      "/picture.svg": { _ in
        guard let svg = session.refresh().svg else {
          return Response(
            Data("no picture yet".utf8), type: "text/plain", status: 404)
        }
        return Response(Data(svg.utf8), type: "image/svg+xml")
      },
      "/layout.json": { _ in
        guard let json = session.refresh().layoutJSON else {
          return Response(
            Data("no layout yet".utf8), type: "text/plain", status: 404)
        }
        return Response(json, type: "application/json")
      },
      "/picture.png": { request in
        let scale = request.query["scale"].flatMap { Int($0) } ?? 2
        switch session.png(scale: scale) {
        case .success(let png): return Response(png, type: "image/png")
        case .failure(let failure):
          return Response(
            Data(failure.description.utf8), type: "text/plain", status: 400)
        }
      },
    ]
  }

  /// Lets Control-C and SIGTERM end the server, even when the process
  /// was started with them blocked (as a thread of a test runner starts
  /// it).
  private static func stopOnInterrupt() {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
  }
}
