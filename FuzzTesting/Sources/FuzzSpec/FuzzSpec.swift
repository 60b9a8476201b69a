import CanvasCairo
import CanvasRendering
import CanvasSpec
import CollectionLayout
import Foundation

/// One measurer for every input, as a batch of specs shares one font map.
let measurer = PangoTextMeasurer { _ in }

/// The most pixels a fuzzed spec is drawn at: enough for every primitive,
/// small enough to keep thousands of runs a minute.
let maximumPixels = 400_000

/// Feeds arbitrary bytes to the spec decoder, as YAML and as JSON.
///
/// Whatever decodes is laid out, turned into a scene with real text
/// measured by Pango, written as readable SVG, and drawn by Cairo into a
/// small PNG that is read back. Any crash, hang or sanitizer report is a
/// bug: bad input must become a `SpecError` or a `CanvasCairoError`.
func fuzzSpec(_ bytes: Data) {
  guard let text = String(data: bytes, encoding: .utf8) else { return }
  let limits = SpecLimits.fuzzing
  for isJSON in [false, true] {
    guard
      let spec = try? CanvasSpec.decode(
        text, file: "fuzz", name: "fuzz", isJSON: isJSON, limits: limits)
    else { continue }
    let prepared = spec.prepare(measurer: FixedAdvanceTextMeasurer())
    _ = prepared.layoutAttributesForElements(
      in: CGRect(origin: .zero, size: prepared.collectionViewContentSize))
    _ = LayoutDump.json(for: prepared)
    guard let drawing = try? spec.drawing(measurer: measurer) else { continue }
    _ = SVGWriter().document(for: drawing.scene)
    let (width, height) = CairoRenderer.pixelSize(drawing.scene, scale: 1)
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, pixels <= maximumPixels,
      let png = try? CairoRenderer(measurer: measurer).pngData(
        for: drawing.scene, scale: 1)
    else { continue }
    _ = try? PNGImage(data: png)
  }
}

/// libFuzzer's driver, which the entry point calls instead of libFuzzer's
/// own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<
    UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  >,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// libFuzzer calls this for each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  fuzzSpec(data.map { Data(bytes: $0, count: size) } ?? Data())
  return 0
}

/// The entry point: SwiftPM links `main` to `FuzzSpec_main`, and with
/// `-parse-as-library` this is it; it hands control to libFuzzer's driver.
@_cdecl("FuzzSpec_main")
func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  var count = argc
  var arguments = argv
  return runFuzzerDriver(&count, &arguments) { data, size in
    fuzzSpec(data.map { Data(bytes: $0, count: size) } ?? Data())
    return 0
  }
}
