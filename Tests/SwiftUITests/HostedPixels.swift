import CanvasCairo
import CanvasTestSupport
import SwiftUI

/// `view` framed to `width` × `height` in a hosting controller's view of
/// that size, drawn at @1x on white.
@MainActor func pixels(of view: some View, width: CGFloat, height: CGFloat)
  throws -> PNGImage
{
  let host = UIHostingController(
    rootView: view.frame(width: width, height: height))
  host.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
  return try pixels(of: host.view)
}

/// The colour at (`x`, `y`) of `view` drawn in `size` at @1x, as hex.
@MainActor func colour(
  of view: some View, size: CGSize = CGSize(width: 100, height: 100),
  at x: Int, _ y: Int
) throws -> String {
  try pixels(of: view, width: size.width, height: size.height)
    .color(atX: x, y: y).hex
}

/// List cells of a line of text each, as an app registers them; with a
/// chevron when `disclosure`.
@MainActor func textRows(disclosure: Bool)
  -> UICollectionView.CellRegistration<UICollectionViewListCell, String>
{
  UICollectionView.CellRegistration { cell, _, text in
    var content = cell.defaultContentConfiguration()
    content.text = text
    cell.contentConfiguration = content
    if disclosure { cell.accessories = [.disclosureIndicator()] }
  }
}
