import SnapshotTesting
import SwiftUI
import Testing

// Helpers as teams write them on iOS: strategies of their own built on the
// library's, naming `UIImage` as the format.

extension Snapshotting where Value: SwiftUI.View, Format == UIImage {
  static var card: Self { image(layout: .fixed(width: 120, height: 60)) }
}

extension Snapshotting where Value == UIView, Format == UIImage {
  static var small: Self { image(size: CGSize(width: 30, height: 20)) }
}

@MainActor @Suite struct HelperExtensionTests {
  @Test func helpersNamingUIImageCompileAndDraw() {
    var card: UIImage?
    Snapshotting<Color, UIImage>.card.snapshot(Color.red).run { card = $0 }
    // In points, at the scale it was drawn at, as the library's image is.
    #expect(card?.size == CGSize(width: 120, height: 60))
    #expect(card?.pngData()?.isEmpty == false)
    var view: UIImage?
    Snapshotting<UIView, UIImage>.small.snapshot(UIView()).run { view = $0 }
    #expect(view?.pngData()?.isEmpty == false)
  }
}
