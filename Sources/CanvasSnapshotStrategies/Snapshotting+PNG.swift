import CanvasCairo
import CanvasRendering
import CanvasSpec
import CanvasUIKit
import CollectionLayout
import Foundation
import SnapshotTesting
import Synchronization

extension Diffing where Value == Data {
  /// Compares PNGs: layouts first, then pixels to `precision` and
  /// `perceptualPrecision`; writes the reference, actual and difference
  /// images where a failure can point to them.
  public static func png(precision: Double, perceptualPrecision: Double)
    -> Diffing
  {
    .diff(
      toData: { $0 }, fromData: { $0 },
      diffV2: { reference, actual in
        PhaseClock.time(.compare) {
          compare(
            reference, actual, precision: precision,
            perceptualPrecision: perceptualPrecision)
        }
      })
  }
}

extension Diffing where Value == Data {
  /// The failure message and attachments of comparing the PNG `actual`
  /// with the PNG `reference`, or `nil` when they match.
  fileprivate static func compare(
    _ reference: Data, _ actual: Data, precision: Double,
    perceptualPrecision: Double
  ) -> (String, [DiffAttachment])? {
    // The same image data (text chunks aside) holds the same pixels.
    guard reference != actual else { return nil }
    if let signature = PNGTextChunk.imageSignature(of: reference),
      signature == PNGTextChunk.imageSignature(of: actual)
    {
      return nil
    }
    let comparison: PNGComparison
    do {
      comparison = try PNGComparison(
        reference: reference, actual: actual, precision: precision,
        perceptualPrecision: perceptualPrecision)
    } catch {
      return (
        "The snapshot is not a PNG that can be compared: \(error)", []
      )
    }
    guard !comparison.matches else { return nil }
    var message = comparison.message
    var attachments: [DiffAttachment] = [
      .data(reference, name: "reference.png"),
      .data(actual, name: "actual.png"),
    ]
    if let difference = comparison.differenceImage {
      attachments.append(.data(difference, name: "difference.png"))
    }
    if let folder = CanvasRender.writeArtifacts(
      reference: reference, actual: actual,
      difference: comparison.differenceImage)
    {
      message += "\nReference, actual and difference images: \(folder.path)"
    }
    return (message, attachments)
  }
}

extension Diffing where Value == UIImage {
  /// Compares images as the PNG comparison compares their PNGs, as
  /// swift-snapshot-testing's `Diffing.image` does on iOS: the reference
  /// read back at `scale` (one pixel a point by default).
  ///
  /// A screen a strategy drew is kept as pixels: when the reference is a
  /// PNG made from the same pixels (it carries their fingerprint, see
  /// `RenderedImage`), the images match with nothing encoded or decoded;
  /// otherwise the new image is encoded and compared as before, so the
  /// verdicts and the failure's images are the same.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1,
    scale: CGFloat? = nil
  ) -> Diffing {
    let pngs = Diffing<Data>.png(
      precision: Double(precision),
      perceptualPrecision: Double(perceptualPrecision))
    return .diff(
      toData: { $0.pngData() ?? Data() },
      fromData: { UIImage(data: $0, scale: scale ?? 1) ?? UIImage() },
      diffV2: { reference, actual in
        if case .rendered(let drawn)? = actual.cgImage?.content,
          let pixels = drawn.pixels as? RenderedImage,
          let bytes = reference.cgImage?.encoded,
          PhaseClock.time(.compare, { pixels.isEncoded(in: bytes) })
        {
          return nil
        }
        return pngs.diffV2(
          reference.pngData() ?? Data(), actual.pngData() ?? Data())
      })
  }
}

/// Drawing for the strategies, with a measurer that reports missing fonts.
package enum CanvasRender {
  /// Runs `body` with the canvas prepared by a Pango measurer; reports a
  /// test failure naming every font family fontconfig does not have.
  package static func measured<T>(
    _ canvas: LayoutCanvas, _ body: (PreparedLayout, PangoTextMeasurer) -> T
  ) -> T {
    do {
      try canvas.check()
    } catch {
      SnapshotIssue.report(
        "The canvas can only draw nothing or nonsense: \(error)")
    }
    return withMeasurer { measurer in
      body(canvas.prepare(measurer: measurer), measurer)
    }
  }

  /// Runs `body` with a Pango measurer; reports a test failure naming
  /// every font family fontconfig does not have.
  package static func withMeasurer<T>(_ body: (PangoTextMeasurer) -> T) -> T {
    let missing = Mutex<[String]>([])
    let measurer = PangoTextMeasurer { warning in
      missing.withLock { $0.append(warning) }
    }
    let result = body(measurer)
    missing.withLock { $0 }.forEach(reportMissingFont)
    return result
  }

  /// Fails the test: a family the snapshot names is not installed.
  package static func reportMissingFont(_ warning: String) {
    SnapshotIssue.report(
      "A snapshot font is missing, so the image would not match other machines: \(warning)"
    )
  }

  /// The PNG of the canvas, carrying its layout JSON.
  package static func png(of canvas: LayoutCanvas, scale: Int, viewport: Bool)
    -> Data
  {
    // Drawn at `scale`, laid out for a screen of that scale, as the command
    // line's --scale does.
    var canvas = canvas
    canvas.displayScale = scale
    if viewport, canvas.bounds.height <= 0 {
      SnapshotIssue.report(
        "A viewport snapshot needs a canvas height: give LayoutCanvas a height."
      )
      return Data()
    }
    return measured(canvas) { prepared, measurer in
      let scene =
        viewport
        ? canvas.sceneBuilder(measurer: measurer).viewportScene(
          for: prepared, sections: canvas.sections)
        : canvas.scene(for: prepared, measurer: measurer)
      do {
        let png = try CairoRenderer(measurer: measurer).pngData(
          for: scene, scale: scale)
        let json = String(
          decoding: LayoutDump.json(for: prepared), as: UTF8.self)
        return PNGTextChunk.inserting(
          json, keyword: PNGComparison.layoutKeyword, into: png)
      } catch {
        SnapshotIssue.report("The snapshot could not be drawn: \(error)")
        return Data()
      }
    }
  }

  /// Writes the three images of a failure into a new folder under
  /// `$SNAPSHOT_ARTIFACTS`, or the temporary folder.
  package static func writeArtifacts(
    reference: Data, actual: Data, difference: Data?
  )
    -> URL?
  {
    let root =
      ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map {
        URL(fileURLWithPath: $0)
      }
      ?? FileManager.default.temporaryDirectory
    let folder = root.appendingPathComponent(
      "CanvasSnapshotTesting-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true)
      try reference.write(to: folder.appendingPathComponent("reference.png"))
      try actual.write(to: folder.appendingPathComponent("actual.png"))
      try difference?.write(to: folder.appendingPathComponent("difference.png"))
      return folder
    } catch {
      return nil
    }
  }
}
