import CanvasSpec
import CollectionLayout
import Foundation
import Testing

/// Every input the fuzzer kept (FuzzTesting/Corpus, merged after 300,000
/// clean runs, and after 60,000 more once JSON had a reader of its own) and every crash it ever found (FuzzTesting/crashes), decoded
/// and laid out again: each must end in a spec or a `SpecError`.
@Suite struct FuzzCorpusTests {
  @Test func theFuzzCorpusDecodesOrFailsCleanly() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("FuzzTesting")
    var inputs: [URL] = []
    for folder in ["Corpus", "crashes"] {
      let url = root.appendingPathComponent(folder)
      let names =
        (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      inputs += names.sorted().map { url.appendingPathComponent($0) }
    }
    #expect(inputs.count > 100)
    var decoded = 0
    var refused = 0
    let limits = SpecLimits.fuzzing
    for input in inputs {
      guard
        let text = String(data: try Data(contentsOf: input), encoding: .utf8)
      else { continue }
      for isJSON in [false, true] {
        do {
          let spec = try CanvasSpec.decode(
            text, file: input.lastPathComponent, name: "fuzz", isJSON: isJSON,
            limits: limits)
          let prepared = spec.prepare(measurer: FixedAdvanceTextMeasurer())
          #expect(
            prepared.collectionViewContentSize.width.isFinite
              && prepared.collectionViewContentSize.height.isFinite)
          decoded += 1
        } catch {
          #expect(!error.description.isEmpty)
          refused += 1
        }
      }
    }
    #expect(decoded > 0 && refused > 0)
  }
}
