import CanvasRendering
import CollectionLayout
import Foundation

/// How text lines up, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  /// At the left.
  case left
  /// Centred.
  case center
  /// At the right.
  case right
  /// Spread to both edges: set at the left here.
  case justified
  /// At the leading edge: the left here.
  case natural
}

/// A view of text, as UIKit's `UILabel`: centred vertically, aligned as
/// ``textAlignment`` says, wrapped to ``numberOfLines`` lines (0 for any),
/// the last one ellipsised.
open class UILabel: UIView {
  /// The text.
  open var text: String?
  /// The font: the system font at 17 points by default.
  open var font: UIFont = .systemFont(ofSize: 17)
  /// The colour of the text.
  open var textColor: UIColor = .label
  /// How the text lines up.
  open var textAlignment: NSTextAlignment = .natural
  /// The most lines; 0 for as many as fit.
  open var numberOfLines = 1

  /// The size the text needs within `size`: one line, or wrapped at the
  /// width up to ``numberOfLines`` lines (any number for 0).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    if numberOfLines == 1 {
      return text.size(withAttributes: [.font: font])
    }
    var measured = text.boundingRect(
      with: size, options: .usesLineFragmentOrigin, attributes: [.font: font],
      context: nil
    ).size
    if numberOfLines > 0 {
      measured.height = min(
        measured.height, CGFloat(numberOfLines) * font.lineHeight)
    }
    return measured
  }
}

/// A cell's views as they were when it was laid out: what the renderer
/// draws for the cell, at its attributes' frame.
struct ViewTreeContent: DrawableContent {
  /// One view, in the cell's coordinates.
  struct Drawn: Hashable, Sendable {
    var frame: CGRect
    var background: Color?
    var cornerRadius: CGFloat
    var border: Color?
    var borderWidth: CGFloat
    var text: String?
    var font: Font?
    var textColor: Color?
    var alignment: NSTextAlignment
    var lines: Int
  }

  var views: [Drawn]

  /// Whether any visible view of `root` has a background, a border or
  /// text: whether a snapshot of it would draw anything.
  static func drawsAnything(_ root: UIView) -> Bool {
    guard !root.isHidden, root.alpha > 0 else { return false }
    let label = root as? UILabel
    if (root.backgroundColor?.color.alpha ?? 0) > 0
      || (root.layer.borderWidth > 0 && root.layer.borderColor != nil)
      || !(label?.text ?? "").isEmpty
    {
      return true
    }
    return root.subviews.contains(where: drawsAnything)
  }

  /// None: a view tree is drawing, not layout.
  var fields: [String: AttributeValue] { [:] }

  /// The views of `root` and its subviews, back to front, skipping hidden
  /// ones; frames are relative to `root`'s bounds.
  init(_ root: UIView) {
    var views: [Drawn] = []
    func visit(_ view: UIView, origin: CGPoint, alpha: CGFloat) {
      guard !view.isHidden, view.alpha > 0 else { return }
      let frame = CGRect(origin: origin, size: view.bounds.size)
      let alpha = alpha * view.alpha
      func faded(_ color: UIColor?) -> Color? {
        guard var color = color?.color else { return nil }
        color.alpha *= Double(alpha)
        return color.alpha > 0 ? color : nil
      }
      let label = view as? UILabel
      views.append(
        Drawn(
          frame: frame, background: faded(view.backgroundColor),
          cornerRadius: view.layer.cornerRadius,
          border: view.layer.borderWidth > 0
            ? faded(view.layer.borderColor) : nil,
          borderWidth: view.layer.borderWidth,
          text: label?.text, font: label?.font.font,
          textColor: faded(label?.textColor),
          alignment: label?.textAlignment ?? .natural,
          lines: label?.numberOfLines ?? 0))
      for subview in view.subviews {
        visit(
          subview,
          origin: CGPoint(
            x: origin.x + subview.frame.minX - view.bounds.minX,
            y: origin.y + subview.frame.minY - view.bounds.minY),
          alpha: alpha)
      }
    }
    visit(root, origin: .zero, alpha: 1)
    self.views = views
  }

  /// Each view's background and border, then its text.
  func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    let origin = element.frame.origin
    var primitives: [ScenePrimitive] = []
    for view in views {
      let rect = view.frame.offsetBy(dx: origin.x, dy: origin.y)
      if view.background != nil || view.border != nil {
        primitives.append(
          .box(
            SceneBox(
              rect: rect, cornerRadius: view.cornerRadius,
              fill: view.background, stroke: view.border,
              lineWidth: view.borderWidth)))
      }
      if let text = view.text, let font = view.font, let color = view.textColor,
        let label = builder.label(
          text, font: font, color: color, in: rect,
          placement: placement(view.alignment), padding: 0)
      {
        primitives.append(.label(label))
      }
    }
    return primitives
  }

  private func placement(_ alignment: NSTextAlignment)
    -> SceneBuilder.Placement
  {
    switch alignment {
    case .center: .centred
    case .right: .trailing
    case .left, .justified, .natural: .leading
    }
  }
}
