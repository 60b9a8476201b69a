import CoreGraphics

/// The contexts pushed for drawing, the current one last.
@MainActor private var contextStack: [CGContext] = []

/// The context drawing goes to: the one a view's `draw(_:)` is given, or
/// one pushed with ``UIGraphicsPushContext(_:)``; `nil` outside drawing.
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? {
  contextStack.last
}

/// Makes `context` the current one until ``UIGraphicsPopContext()``.
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor public func UIGraphicsPushContext(_ context: CGContext) {
  contextStack.append(context)
}

/// Restores the context current before the last push.
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor public func UIGraphicsPopContext() {
  _ = contextStack.popLast()
}

/// Fills `rect` with the current fill colour.
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a one-point frame just inside `rect`, in the current fill
/// colour, as UIKit's `UIRectFrame`.
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor public func UIRectFrame(_ rect: CGRect) {
  guard let context = UIGraphicsGetCurrentContext() else { return }
  let frame = CGMutablePath()
  frame.addRect(rect)
  frame.addRect(rect.insetBy(dx: 1, dy: 1))
  context.beginPath()
  context.addPath(frame)
  context.fillPath(using: .evenOdd)
}
