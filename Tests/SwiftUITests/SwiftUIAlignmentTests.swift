import SwiftUI
import Testing

@testable import CanvasSwiftUI

extension VerticalAlignment {
  /// The example of Apple's `AlignmentID` documentation: a third of the
  /// way down a view unless it says otherwise.
  fileprivate enum FirstThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
      context.height / 3
    }
  }
  fileprivate static let firstThird = VerticalAlignment(FirstThird.self)
}

/// Alignment guides, as Apple's `AlignmentID`, `alignmentGuide(_:computeValue:)`
/// and `VerticalAlignment` documentation describe them: a stack lines its
/// children up on one guide, each child's own value or the guide's
/// default.
@MainActor @Suite struct SwiftUIAlignmentTests {
  /// The frames of the children of the stack `view` makes, laid out at
  /// its own size.
  private func frames(of view: some View) -> (CGSize, [CGRect]) {
    let node = makeNode(view, in: EnvironmentValues())
    let size = node.sizeThatFits(.unspecified)
    node.place(in: CGRect(origin: .zero, size: size))
    let stack = (node as? StackNode) ?? (node.flattened.first as? StackNode)
    return (size, stack?.children.map(\.frame) ?? [])
  }

  /// Apple's example: three stripes 300, 200 and 300 points tall, the last
  /// saying its first third is two thirds down, line up on their first
  /// thirds (100, 66.7 and 200 points down): the row is 400 points tall,
  /// the first stripe 100 points down, the second 133.3, the last at the
  /// top.
  @Test func aCustomGuideLinesUpARow() {
    let (size, frames) = frames(
      of: HStack(alignment: .firstThird, spacing: 0) {
        Color.red.frame(width: 75, height: 300)
        Color.green.frame(width: 75, height: 200)
        Color.blue.frame(width: 75, height: 300)
          .alignmentGuide(.firstThird) { context in 2 * context.height / 3 }
      })
    #expect(size == CGSize(width: 225, height: 400))
    let tops = frames.map(\.minY)
    #expect(tops.count == 3)
    #expect(zip(tops, [100, 400.0 / 3, 0]).allSatisfy { abs($0 - $1) < 1e-9 })
  }

  /// A child whose leading guide is 20 points in stands 20 points left of
  /// the others' leading edges; the column is as wide as the guide's
  /// reach on both sides.
  @Test func aChildsOwnGuideMovesIt() {
    let (size, frames) = frames(
      of: VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 100, height: 10)
        Color.blue.frame(width: 50, height: 10)
          .alignmentGuide(.leading) { _ in 20 }
      })
    #expect(size == CGSize(width: 120, height: 20))
    #expect(frames.map(\.minX) == [20, 0])
  }

  /// Text in a row aligned on its first baseline stands on one line: each
  /// text's top is its font's ascender above the baseline.
  @Test func textLinesUpOnItsBaseline() {
    let big = UIFont.systemFont(ofSize: 40)
    let small = UIFont.systemFont(ofSize: 12)
    let (_, frames) = frames(
      of: HStack(alignment: .firstTextBaseline) {
        Text("Big").font(.system(size: 40))
        Text("small").font(.system(size: 12))
      })
    #expect(frames.count == 2)
    #expect(
      abs((frames[0].minY + big.ascender) - (frames[1].minY + small.ascender))
        < 1e-9)
    #expect(frames[1].minY > frames[0].minY)
  }
}
