import CollectionLayout
import CoreGraphics
import Foundation

/// A button of an alert or action sheet, as UIKit's `UIAlertAction`.
@preconcurrency @MainActor open class UIAlertAction: NSObject {
  /// How an action looks and where it goes.
  public enum Style: Int, Sendable {
    /// A plain action, in the tint colour.
    case `default`
    /// The action that changes nothing: bold, last in an alert, apart in
    /// an action sheet.
    case cancel
    /// An action that destroys data: red.
    case destructive
  }

  /// The button's title.
  public let title: String?
  /// The look.
  public let style: Style
  /// Whether the button can be tapped.
  open var isEnabled = true
  /// Runs when the button is tapped.
  let handler: ((UIAlertAction) -> Void)?

  /// An action titled `title` of `style`, running `handler` when tapped.
  public init(
    title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }

  /// Runs the handler, as a tap on the button does (a test taps with it).
  open func perform() {
    handler?(self)
  }
}

/// An alert or action sheet, as UIKit's `UIAlertController`, drawn over
/// the screen that presents it as iOS draws it at rest.
///
/// An alert is 270 points wide and centred, its 17-point semibold title
/// and 13-point message over the buttons, two buttons side by side and
/// more stacked, on the dimmed screen. An action sheet sits at the bottom
/// with its cancel button apart. Adding a second `.cancel` action raises
/// UIKit's message.
open class UIAlertController: UIViewController {
  /// An alert's place.
  public enum Style: Int, Sendable {
    case actionSheet, alert
  }

  /// The look.
  public let preferredStyle: Style
  /// The message under the title.
  open var message: String?
  /// The buttons, in the order added.
  public private(set) var actions: [UIAlertAction] = []
  /// The action drawn bold, as the one return chooses.
  open var preferredAction: UIAlertAction?
  /// The alert's text fields, in the order added.
  public private(set) var textFields: [UITextField]?

  /// An alert of `preferredStyle` with `title` and `message`.
  public convenience init(
    title: String?, message: String?, preferredStyle: Style
  ) {
    self.init(style: preferredStyle)
    self.title = title
    self.message = message
  }

  private init(style: Style) {
    preferredStyle = style
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .overFullScreen
  }

  public required init?(coder: NSCoder) {
    preferredStyle = .alert
    super.init(coder: coder)
  }

  /// Adds a button; a second cancel action raises UIKit's message.
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel })
    {
      UIKitException.raise(
        "UIAlertController can only have one action with a style of "
          + "UIAlertActionStyleCancel")
      return
    }
    actions.append(action)
  }

  /// Adds a text field to an alert, configured by `configurationHandler`;
  /// an action sheet cannot have one, as UIKit's message says.
  open func addTextField(
    configurationHandler: ((UITextField) -> Void)? = nil
  ) {
    guard preferredStyle == .alert else {
      UIKitException.raise(
        "Text fields can only be added to an alert controller of style "
          + "UIAlertControllerStyleAlert")
      return
    }
    let field = UITextField(frame: .zero)
    field.font = .systemFont(ofSize: 13)
    field.borderStyle = .none
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  /// The alert's view: a clear screen holding the panel, laid out when it
  /// is shown.
  open override func loadView() {
    view = AlertContainerView(alert: self)
  }
}

/// The view an alert presents: its panel of texts and buttons, centred
/// (an alert) or at the bottom (an action sheet).
final class AlertContainerView: UIView {
  private unowned let alert: UIAlertController

  init(alert: UIAlertController) {
    self.alert = alert
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    for view in subviews { view.removeFromSuperview() }
    if alert.preferredStyle == .alert {
      layOutAlert()
    } else {
      layOutSheet()
    }
  }

  /// The panel's fill: the alert material, light or dark.
  private static let panelColor = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 0.96)
      : UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 0.96)
  }

  private func label(
    _ text: String, font: UIFont, color: UIColor, width: CGFloat
  ) -> UILabel {
    let label = UILabel(frame: .zero)
    label.text = text
    label.font = font
    label.textColor = color
    label.numberOfLines = 0
    label.textAlignment = .center
    label.frame.size = CGSize(
      width: width,
      height: label.sizeThatFits(
        CGSize(width: width, height: .greatestFiniteMagnitude)
      ).height)
    return label
  }

  /// The texts of the panel stacked from `top`, `width` wide; the y
  /// under them.
  private func addTexts(
    to panel: UIView, top: CGFloat, width: CGFloat, titleFont: UIFont,
    titleColor: UIColor
  ) -> CGFloat {
    var y = top
    if let title = alert.title, !title.isEmpty {
      let title = label(
        title, font: titleFont, color: titleColor, width: width - 32)
      title.frame.origin = CGPoint(x: 16, y: y)
      panel.addSubview(title)
      y = title.frame.maxY + 2
    }
    if let message = alert.message, !message.isEmpty {
      let text = label(
        message, font: .systemFont(ofSize: 13),
        color: alert.preferredStyle == .alert ? .label : .secondaryLabel,
        width: width - 32)
      text.frame.origin = CGPoint(x: 16, y: y)
      panel.addSubview(text)
      y = text.frame.maxY
    }
    return y
  }

  /// A button's title label in the action's style.
  private func button(
    _ action: UIAlertAction, frame: CGRect
  ) -> UILabel {
    let bold =
      action.style == .cancel && alert.preferredStyle == .alert
      || action === alert.preferredAction
    let label = UILabel(frame: frame)
    label.text = action.title
    label.textAlignment = .center
    label.font = .systemFont(
      ofSize: 17, weight: bold ? .semibold : .regular)
    label.textColor =
      !action.isEnabled
      ? .tertiaryLabel
      : action.style == .destructive ? .systemRed : tintColor
    return label
  }

  private func hairline(_ frame: CGRect) -> UIView {
    let line = UIView(frame: frame)
    line.backgroundColor = .separator
    return line
  }

  private func layOutAlert() {
    let width: CGFloat = 270
    let dim = UIView(frame: bounds)
    dim.backgroundColor = UIColor(white: 0, alpha: 0.2)
    addSubview(dim)
    let panel = UIView(frame: .zero)
    panel.backgroundColor = Self.panelColor
    panel.layer.cornerRadius = 14
    panel.clipsToBounds = true
    var y = addTexts(
      to: panel, top: 19, width: width,
      titleFont: .systemFont(ofSize: 17, weight: .semibold),
      titleColor: .label)
    for field in alert.textFields ?? [] {
      y += 12
      let box = UIView(
        frame: CGRect(x: 16, y: y, width: width - 32, height: 26))
      box.backgroundColor = .systemBackground
      box.layer.cornerRadius = 4
      box.layer.borderWidth = 0.5
      box.layer.borderColor = UIColor.systemGray4.cgColor
      field.frame = box.bounds.insetBy(dx: 5, dy: 0)
      box.addSubview(field)
      panel.addSubview(box)
      y = box.frame.maxY
    }
    y += 19
    let hairline = 1 / max(1, traitCollection.displayScale)
    // A cancel action goes last; two actions sit side by side.
    let ordered =
      alert.actions.filter { $0.style != .cancel }
      + alert.actions.filter { $0.style == .cancel }
    let sideBySide = ordered.count == 2
    if sideBySide {
      panel.addSubview(
        self.hairline(CGRect(x: 0, y: y, width: width, height: hairline)))
      panel.addSubview(
        self.hairline(
          CGRect(x: width / 2, y: y, width: hairline, height: 44)))
      // UIKit puts the cancel action on the left of two.
      let pair =
        alert.actions.count == 2 && ordered[1].style == .cancel
        ? [ordered[1], ordered[0]] : ordered
      for (index, action) in pair.enumerated() {
        panel.addSubview(
          button(
            action,
            frame: CGRect(
              x: CGFloat(index) * width / 2, y: y, width: width / 2,
              height: 44)))
      }
      y += 44
    } else {
      for action in ordered {
        panel.addSubview(
          self.hairline(CGRect(x: 0, y: y, width: width, height: hairline)))
        panel.addSubview(
          button(action, frame: CGRect(x: 0, y: y, width: width, height: 44)))
        y += 44
      }
    }
    panel.frame = CGRect(
      x: (bounds.width - width) / 2, y: (bounds.height - y) / 2,
      width: width, height: y)
    addSubview(panel)
  }

  private func layOutSheet() {
    let dim = UIView(frame: bounds)
    dim.backgroundColor = UIColor(white: 0, alpha: 0.2)
    addSubview(dim)
    let margin: CGFloat = 8
    let width = bounds.width - 2 * margin
    let hairline = 1 / max(1, traitCollection.displayScale)
    let rowHeight: CGFloat = 57
    var bottom = bounds.height - max(safeAreaInsets.bottom, margin)
    if let cancel = alert.actions.first(where: { $0.style == .cancel }) {
      let group = UIView(
        frame: CGRect(
          x: margin, y: bottom - rowHeight, width: width, height: rowHeight))
      group.backgroundColor = .secondarySystemGroupedBackground
      group.layer.cornerRadius = 14
      let title = button(cancel, frame: group.bounds)
      title.font = .systemFont(ofSize: 20, weight: .semibold)
      group.addSubview(title)
      addSubview(group)
      bottom = group.frame.minY - margin
    }
    let panel = UIView(frame: .zero)
    panel.backgroundColor = Self.panelColor
    panel.layer.cornerRadius = 14
    panel.clipsToBounds = true
    var y: CGFloat = 0
    if alert.title != nil || alert.message != nil {
      y =
        addTexts(
          to: panel, top: 14, width: width,
          titleFont: .systemFont(ofSize: 13, weight: .semibold),
          titleColor: .secondaryLabel) + 14
    }
    for action in alert.actions where action.style != .cancel {
      if y > 0 {
        panel.addSubview(
          self.hairline(CGRect(x: 0, y: y, width: width, height: hairline)))
      }
      let title = button(
        action, frame: CGRect(x: 0, y: y, width: width, height: rowHeight))
      title.font = .systemFont(ofSize: 20)
      panel.addSubview(title)
      y += rowHeight
    }
    panel.frame = CGRect(x: margin, y: bottom - y, width: width, height: y)
    addSubview(panel)
  }
}
