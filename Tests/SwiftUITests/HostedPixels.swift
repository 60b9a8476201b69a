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
