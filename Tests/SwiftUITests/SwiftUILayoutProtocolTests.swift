import SwiftUI
import Testing

@testable import CanvasSwiftUI

/// A layout as apps write one: each view down and to the right of the one
/// before, by its size; the first one left where SwiftUI puts what a
/// layout does not place, and each placed view offset by its `Indent`.
private struct Staircase: Layout {
  struct Indent: LayoutValueKey {
    static let defaultValue: CGFloat = 0
  }

  func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) -> CGSize {
    subviews.reduce(.zero) { size, subview in
      let own = subview.sizeThatFits(.unspecified)
      return CGSize(
        width: size.width + own.width, height: size.height + own.height)
    }
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) {
    var corner = CGPoint(x: bounds.minX, y: bounds.minY)
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      defer {
        corner.x += size.width
        corner.y += size.height
      }
      guard subview != subviews.first else { continue }
      subview.place(
        at: CGPoint(x: corner.x + subview[Indent.self], y: corner.y),
        proposal: .unspecified)
    }
  }
}

/// A layout that asks its views for sizes that are no sizes.
private struct Careless: Layout {
  func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) -> CGSize {
    subviews.first?.sizeThatFits(
      ProposedViewSize(width: -10, height: .nan)) ?? .zero
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) {}
}

/// The `Layout` protocol as Apple documents it: the container is the size
/// the layout gives, each view where the layout places it (its top left
/// at the point, by default), a view the layout leaves at the centre of
/// the bounds; the stack layouts lay out as the stacks.
@MainActor @Suite struct SwiftUILayoutProtocolTests {
  private func laidOut(_ view: some View) -> (CGSize, [CGRect]) {
    let node = makeNode(view, in: EnvironmentValues())
    let size = node.sizeThatFits(.unspecified)
    node.place(in: CGRect(origin: .zero, size: size))
    let children: [LayoutNode] =
      (node as? CustomLayoutNode<Staircase>)?.children
      ?? (node as? CustomLayoutNode<AnyLayout>)?.children ?? []
    return (size, children.map(\.frame))
  }

  @Test func aLayoutSizesAndPlacesItsViews() {
    let (size, frames) = laidOut(
      Staircase {
        Color.red.frame(width: 10, height: 10)
        Color.green.frame(width: 20, height: 20)
        Color.blue.frame(width: 30, height: 30)
          .layoutValue(key: Staircase.Indent.self, value: 5)
      })
    #expect(size == CGSize(width: 60, height: 60))
    #expect(
      frames == [
        // Not placed: centred in the 60-point bounds.
        CGRect(x: 25, y: 25, width: 10, height: 10),
        CGRect(x: 10, y: 10, width: 20, height: 20),
        CGRect(x: 35, y: 30, width: 30, height: 30),
      ])
  }

  /// `AnyLayout` of a stack layout lays its views out as the stack does.
  @Test func anyLayoutOfAStackLaysOutAsTheStack() {
    @ViewBuilder func views() -> some View {
      Color.red.frame(width: 10, height: 30)
      Color.blue.frame(width: 20, height: 10)
    }
    let (row, rowFrames) = laidOut(
      AnyLayout(HStackLayout(alignment: .top)) { views() })
    #expect(row == CGSize(width: 38, height: 30))
    #expect(rowFrames.map(\.origin) == [.zero, CGPoint(x: 18, y: 0)])
    let (column, _) = laidOut(AnyLayout(VStackLayout(spacing: 4)) { views() })
    #expect(column == CGSize(width: 20, height: 44))
  }

  /// A negative proposal is taken as zero and one that is not a number as
  /// none, so the view is laid out (a colour: no width, SwiftUI's 10
  /// points of height for none), and a message names the layout.
  @Test func aProposalThatIsNoSizeIsClamped() {
    let node = makeNode(Careless { Color.red }, in: EnvironmentValues())
    #expect(node.sizeThatFits(.unspecified) == CGSize(width: 0, height: 10))
  }
}
