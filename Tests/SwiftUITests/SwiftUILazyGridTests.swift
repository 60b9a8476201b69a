import SwiftUI
import Testing

@testable import CanvasSwiftUI

/// Lazy stacks and grids as SwiftUI lays them out: a lazy stack is as wide
/// (tall) as it is offered; a grid's flexible columns share what fixed
/// columns and spacings leave, and an adaptive column holds as many
/// columns of its minimum as fit.
@MainActor @Suite struct SwiftUILazyGridTests {
  /// The view laid out in `width` × `height`, and the frames of its
  /// views.
  private func laidOut(
    _ view: some View, width: CGFloat, height: CGFloat? = nil
  ) -> (CGSize, [CGRect]) {
    let node = makeNode(view, in: EnvironmentValues())
    let size = node.sizeThatFits(ProposedViewSize(width: width, height: height))
    node.place(in: CGRect(origin: .zero, size: size))
    let children =
      (node as? GridNode)?.children
      ?? ((node as? LazyStackNode)?.child as? StackNode)?.children ?? []
    return (size, children.map(\.frame))
  }

  private func tiles(_ count: Int, height: CGFloat = 40) -> some View {
    ForEach(0..<count) { _ in
      Color.red.frame(height: height)
    }
  }

  /// Two flexible columns in 390 points: (390 − 8) / 2 = 191 each, rows
  /// 8 points apart.
  @Test func flexibleColumnsShareTheWidth() {
    let (size, frames) = laidOut(
      LazyVGrid(columns: [GridItem(), GridItem()]) { tiles(3) }, width: 390)
    #expect(size == CGSize(width: 390, height: 88))
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 191, height: 40),
        CGRect(x: 199, y: 0, width: 191, height: 40),
        CGRect(x: 0, y: 48, width: 191, height: 40),
      ])
  }

  /// An adaptive column of at least 80 points in 390: four columns,
  /// (390 − 3 × 8) / 4 = 91.5 wide.
  @Test func anAdaptiveColumnHoldsAsManyAsFit() {
    let (_, frames) = laidOut(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { tiles(5) },
      width: 390)
    #expect(frames.prefix(4).map(\.minX) == [0, 99.5, 199, 298.5])
    #expect(frames.allSatisfy { $0.width == 91.5 })
    #expect(frames[4].minX == 0 && frames[4].minY == 48)
  }

  /// Fixed columns narrower than the grid stand in its middle, by its
  /// alignment.
  @Test func fixedColumnsStandByTheGridsAlignment() {
    let (size, frames) = laidOut(
      LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))]) {
        tiles(2)
      }, width: 300)
    #expect(size.width == 300)
    #expect(frames.map(\.minX) == [96, 154])
  }

  /// A lazy column is as wide as it is offered; its views keep their
  /// widths, centred.
  @Test func aLazyColumnIsAsWideAsOffered() {
    let (size, frames) = laidOut(
      LazyVStack(spacing: 10) {
        Color.red.frame(width: 100, height: 20)
        Color.blue.frame(width: 50, height: 20)
      }, width: 300)
    #expect(size == CGSize(width: 300, height: 50))
    #expect(frames.map(\.minX) == [100, 125])
    #expect(frames.map(\.minY) == [0, 30])
  }
}
