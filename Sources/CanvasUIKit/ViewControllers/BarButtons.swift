import CoreGraphics

// Bar buttons as a navigation bar and a toolbar draw them: a title in the
// tint colour at 17 points, a symbol in a 24-point square, or the app's
// custom view, each centred in the bar's row.

extension UIView {
  /// The font of back and bar buttons: the system font at 17 points.
  static let barButtonFont = UIFont.systemFont(ofSize: 17)

  /// A one-line label of `text` in `frame`.
  func barLabel(
    _ text: String, font: UIFont, color: UIColor, frame: CGRect
  ) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    label.font = font
    label.textColor = color
    return label
  }

  /// The width a bar button takes: its custom view's, its title's, or a
  /// symbol's 24 points.
  func barButtonWidth(_ item: UIBarButtonItem) -> CGFloat {
    if let view = item.customView { return view.bounds.width }
    if let title = item.shownTitle, item.image == nil {
      return textMeasurer.width(of: title, font: buttonFont(item).font)
    }
    return 24
  }

  /// A bar button's font: semibold for a done button.
  func buttonFont(_ item: UIBarButtonItem) -> UIFont {
    .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
  }

  /// The view that shows `item` from `x`: its custom view, its title in
  /// the tint, its picture or its system item's symbol.
  func barButton(
    _ item: UIBarButtonItem, leadingAt x: CGFloat, rowHeight: CGFloat
  ) -> UIView {
    let width = barButtonWidth(item)
    var ink: UIColor = item.tintColor ?? tintColor ?? .systemBlue
    if !item.isEnabled {
      let enabled = ink
      ink = UIColor { traits in
        let resolved = enabled.resolvedColor(with: traits)
        return resolved.withAlphaComponent(CGFloat(resolved.color.alpha) * 0.35)
      }
    }
    if let view = item.customView {
      view.frame.origin = CGPoint(
        x: x, y: rowHeight / 2 - view.bounds.height / 2)
      return view
    }
    if let title = item.shownTitle, item.image == nil {
      return barLabel(
        title, font: buttonFont(item), color: ink,
        frame: CGRect(x: x, y: 0, width: width, height: rowHeight))
    }
    let square = CGRect(x: x, y: rowHeight / 2 - 12, width: 24, height: 24)
    if let symbol = item.image
      ?? item.systemSymbolName.flatMap({ UIImage(systemName: $0) })
    {
      let view = UIImageView(image: symbol)
      view.frame = square
      view.contentMode = .center
      view.tintColor = ink
      return view
    }
    // An item with nothing to show: an outlined square.
    let placeholder = UIView(frame: square.insetBy(dx: 2.25, dy: 2.25))
    placeholder.layer.borderWidth = 1.5
    placeholder.layer.borderColor =
      ink.resolvedColor(with: traitCollection).cgColor
    placeholder.layer.cornerRadius = 4.75
    return placeholder
  }

}
