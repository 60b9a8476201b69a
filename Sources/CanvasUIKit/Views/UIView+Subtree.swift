import CoreGraphics

extension UIView {
  /// This view and every view below it, each before the views inside it.
  var subtree: ViewSubtree { ViewSubtree(self, includingRoot: true) }

  /// Every view below this one, each before the views inside it.
  var descendants: ViewSubtree { ViewSubtree(self, includingRoot: false) }
}

/// The views of a hierarchy, depth first, each view before the views
/// inside it: the one walk that the hierarchy's passes (layout, the
/// constraint pass, appearance proxies, the engine's frames) share.
///
/// A view's subviews are read when the walk moves on from it, so the
/// subviews a pass adds to a view as it visits it (in its
/// `layoutSubviews()`, say) are visited too.
@MainActor struct ViewSubtree: @MainActor Sequence, @MainActor IteratorProtocol
{
  private var pending: [UIView]
  /// The view given last, whose subviews come next.
  private var visited: UIView?

  init(_ root: UIView, includingRoot: Bool) {
    pending = includingRoot ? [root] : []
    visited = includingRoot ? nil : root
  }

  mutating func next() -> UIView? {
    if let visited { pending += visited.subviews }
    visited = pending.popLast()
    return visited
  }
}
