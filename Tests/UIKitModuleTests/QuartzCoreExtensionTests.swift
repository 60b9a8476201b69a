import QuartzCore
import Testing

// A layout library's file that extends `CALayer` with only Quartz Core
// imported, as PinLayout's `CALayer+PinLayout.swift` does on iOS.
extension CALayer {
  fileprivate func pinned(to rect: CGRect) -> CALayer {
    frame = rect
    return self
  }
}

/// Core Animation's layers come from `import QuartzCore`, as on Apple
/// platforms.
@MainActor @Suite struct QuartzCoreExtensionTests {
  @Test func aFileImportingQuartzCoreExtendsCALayer() {
    let layer = CALayer().pinned(
      to: CGRect(x: 10, y: 10, width: 20, height: 40))
    #expect(layer.position == CGPoint(x: 20, y: 30))
    #expect(layer.bounds == CGRect(x: 0, y: 0, width: 20, height: 40))
  }

  /// Converting between layers goes through each one's position, bounds
  /// and anchor point, as Core Animation's `convert(_:to:)`.
  @Test func layersConvertPointsBetweenThem() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    let card = CALayer()
    card.frame = CGRect(x: 100, y: 50, width: 100, height: 100)
    let badge = CALayer()
    badge.frame = CGRect(x: 10, y: 20, width: 10, height: 10)
    root.addSublayer(card)
    card.addSublayer(badge)
    #expect(badge.convert(CGPoint.zero, to: root) == CGPoint(x: 110, y: 70))
    #expect(root.convert(CGPoint(x: 110, y: 70), to: badge) == .zero)
    #expect(
      badge.convert(badge.bounds, to: nil)
        == CGRect(x: 110, y: 70, width: 10, height: 10))
    #expect(
      card.convert(CGPoint(x: 5, y: 5), from: badge) == CGPoint(x: 15, y: 25))
  }
}
