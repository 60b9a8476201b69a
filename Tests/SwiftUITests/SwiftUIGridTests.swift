import SwiftUI
import Testing

@testable import CanvasSwiftUI

/// `Grid` as Apple's documentation describes it: columns as wide as their
/// widest cells, rows as tall as their tallest, 8 points apart, cells
/// centred; a view outside a row spans every column, and a flexible one
/// widens the grid to what it is offered unless its horizontal axis is
/// unsized.
@MainActor @Suite struct SwiftUIGridTests {
  private func laidOut(_ view: some View, width: CGFloat? = nil)
    -> (CGSize, [CGRect])
  {
    let node = makeNode(view, in: EnvironmentValues())
    let size = node.sizeThatFits(ProposedViewSize(width: width, height: nil))
    node.place(in: CGRect(origin: .zero, size: size))
    let cells = (node as? TwoDimensionalGridNode)?.children ?? []
    return (size, cells.map(\.frame))
  }

  private func grid(divider: some View) -> some View {
    Grid {
      GridRow {
        Color.red.frame(width: 30, height: 10)
        Color.green.frame(width: 10, height: 20)
      }
      GridRow {
        Color.blue.frame(width: 20, height: 10)
        Color.gray.frame(width: 40, height: 10)
      }
      divider
    }
  }

  @Test func columnsAndRowsFitTheirCells() {
    let (size, frames) = laidOut(
      grid(
        divider: Color.black.frame(height: 2).gridCellUnsizedAxes(.horizontal)),
      width: 200)
    #expect(size == CGSize(width: 78, height: 48))
    #expect(
      frames == [
        CGRect(x: 0, y: 5, width: 30, height: 10),
        CGRect(x: 53, y: 0, width: 10, height: 20),
        CGRect(x: 5, y: 28, width: 20, height: 10),
        CGRect(x: 38, y: 28, width: 40, height: 10),
        CGRect(x: 0, y: 46, width: 78, height: 2),
      ])
  }

  /// A flexible view across the grid makes it as wide as it is offered,
  /// the extra shared by the columns.
  @Test func aFlexibleRowWidensTheGrid() {
    let (size, frames) = laidOut(
      grid(divider: Color.black.frame(height: 2)), width: 200)
    #expect(size == CGSize(width: 200, height: 48))
    #expect(frames.last == CGRect(x: 0, y: 46, width: 200, height: 2))
    // 122 points more, 61 for each column: the second column starts at
    // 91 + 8 and is 101 wide, its 40-point cell centred in it.
    #expect(frames[3].minX == 99 + 30.5)
  }
}
