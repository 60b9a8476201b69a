import CollectionLayout
import Foundation
import Testing

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
