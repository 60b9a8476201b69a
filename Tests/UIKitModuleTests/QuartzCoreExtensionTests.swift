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
}
