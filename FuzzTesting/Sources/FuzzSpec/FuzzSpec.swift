import CanvasSpec
import CollectionLayout
import Foundation

/// Feeds arbitrary bytes to the spec decoder, as YAML and as JSON.
///
/// Whatever decodes is laid out too. Any crash, hang or sanitizer
/// report is a bug: bad input must become a `SpecError`.
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
