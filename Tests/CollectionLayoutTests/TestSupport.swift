import CollectionLayout
import Foundation
import Testing

/// A small seeded generator (SplitMix64) so random tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A context of one-line items with the given sizes.
func context(
  width: CGFloat,
  height: CGFloat = 800,
  sections: [[CGSize]]
) -> LayoutContext {
  LayoutContext(
    bounds: CGRect(x: 0, y: 0, width: width, height: height),
    sections: sections.map { sizes in
      SectionContent(items: sizes.map { ItemContent(size: $0) })
    }
  )
}

func cellFrames(_ layout: PreparedLayout) -> [CGRect] {
  layout.elements.filter { $0.representedElementCategory == .cell }.map(\.frame)
}

/// Checks the invariants every prepared layout keeps: finite, non-negative
/// sizes; frames inside the content; unique keys; sorted elements.
func expectInvariants(
  _ layout: PreparedLayout,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let content = CGRect(origin: .zero, size: layout.collectionViewContentSize)
  var keys = Set<ElementKey>()
  for element in layout.elements {
    let frame = element.frame
    let values = [frame.minX, frame.minY, frame.width, frame.height]
    #expect(values.allSatisfy { $0.isFinite }, sourceLocation: sourceLocation)
    #expect(
      frame.width >= 0 && frame.height >= 0, sourceLocation: sourceLocation)
    #expect(
      frame.minX >= -1e-9 && frame.minY >= -1e-9
        && frame.maxX <= content.maxX + 1e-9
        && frame.maxY <= content.maxY + 1e-9,
      "\(element.key) at \(frame) outside \(content)",
      sourceLocation: sourceLocation
    )
    #expect(keys.insert(element.key).inserted, sourceLocation: sourceLocation)
  }
  #expect(
    layout.elements.map(\.key) == layout.elements.map(\.key).sorted(),
    sourceLocation: sourceLocation
  )
}
