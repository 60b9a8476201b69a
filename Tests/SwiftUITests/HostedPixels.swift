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

/// List cells of a line of text each, as an app registers them, inset as
/// SwiftUI insets its rows (``swiftUIRowInset``); with a
/// chevron when `disclosure`.
@MainActor func textRows(disclosure: Bool)
  -> UICollectionView.CellRegistration<UICollectionViewListCell, String>
{
  UICollectionView.CellRegistration { cell, _, text in
    var content = cell.defaultContentConfiguration()
    content.text = text
    content.directionalLayoutMargins.leading = swiftUIRowInset
    content.directionalLayoutMargins.trailing = swiftUIRowInset
    cell.contentConfiguration = content
    if disclosure { cell.accessories = [.disclosureIndicator()] }
  }
}

/// How far SwiftUI's list rows, headers and footers sit in from the row's
/// sides.
///
/// 20 points, as iOS 18's forms show (ScanNow's references,
/// recorded on the simulator, have their text 20 points inside the
/// rounded group, where UIKit's list cells use 16). A UIKit twin of a
/// SwiftUI list sets these margins.
let swiftUIRowInset: CGFloat = 20

/// How far down SwiftUI's first grouped section without a header sits.
///
/// 35 points, as iOS 18's references show (ScanNow's one-row forms have their
/// rows' group 35 points below the top), where UIKit's sits 17.5. A UIKit
/// twin of a SwiftUI list sets its `headerTopPadding` so.
let swiftUIFirstSectionTop: CGFloat = 35
