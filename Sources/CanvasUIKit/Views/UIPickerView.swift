import CoreGraphics
import Foundation

/// Where a picker view's components and rows come from, as UIKit's
/// protocol.
@preconcurrency @MainActor public protocol UIPickerViewDataSource: AnyObject {
  /// How many wheels the picker has.
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// How many rows wheel `component` has.
  func pickerView(
    _ pickerView: UIPickerView, numberOfRowsInComponent component: Int
  ) -> Int
}

/// What a picker view's rows show and how large they are, as UIKit's
/// protocol; every method is optional, with UIKit's default in an
/// extension.
@preconcurrency @MainActor public protocol UIPickerViewDelegate: AnyObject {
  /// A wheel's width; the wheels share the picker's width by default.
  func pickerView(
    _ pickerView: UIPickerView, widthForComponent component: Int
  ) -> CGFloat
  /// A wheel's row height; 32 by default.
  func pickerView(
    _ pickerView: UIPickerView, rowHeightForComponent component: Int
  ) -> CGFloat
  /// A row's title.
  func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int,
    forComponent component: Int
  ) -> String?
  /// A row's styled title, used before the plain one.
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int,
    forComponent component: Int
  ) -> NSAttributedString?
  /// A row's own view, used before any title; `view` is always `nil`
  /// here, as nothing scrolls to be reused.
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int,
    forComponent component: Int, reusing view: UIView?
  ) -> UIView
  /// A row was selected by the user; code selection does not tell it.
  func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int,
    inComponent component: Int)
}

extension UIPickerViewDelegate {
  /// Not implemented: the wheels share the width.
  public func pickerView(
    _ pickerView: UIPickerView, widthForComponent component: Int
  ) -> CGFloat {
    OptionalMethod.notImplemented(0)
  }

  /// Not implemented: 32.
  public func pickerView(
    _ pickerView: UIPickerView, rowHeightForComponent component: Int
  ) -> CGFloat {
    OptionalMethod.notImplemented(0)
  }

  /// None.
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int,
    forComponent component: Int
  ) -> String? { nil }

  /// None.
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int,
    forComponent component: Int
  ) -> NSAttributedString? { nil }

  /// Not implemented: the row shows its title.
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int,
    forComponent component: Int, reusing view: UIView?
  ) -> UIView {
    OptionalMethod.notImplemented(UIView())
  }

  /// Nothing.
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int,
    inComponent component: Int
  ) {}
}

/// Spinning wheels of rows, as UIKit's `UIPickerView` draws them at rest.
///
/// Each wheel shows its selected row in the middle of a rounded band of
/// `tertiarySystemFill`, the rows above and below turned away on the
/// wheel's curve: placed on a cylinder as tall as the picker, squeezed
/// and faded as they turn. Rows show the delegate's view, else its styled
/// title, else its title, centred, in the system font at 21 points and
/// the label colour. The picker is 216 points tall and rows 32, as iOS
/// shows them; the band's 8-point corners and the font's size are iOS's
/// as shown on a device, not documented numbers.
open class UIPickerView: UIView {
  /// Where the components and rows come from.
  open weak var dataSource: (any UIPickerViewDataSource)? {
    didSet { reloadAllComponents() }
  }
  /// What the rows show, and the wheels' sizes.
  open weak var delegate: (any UIPickerViewDelegate)? {
    didSet { reloadAllComponents() }
  }
  /// Kept: iOS always shows the band.
  open var showsSelectionIndicator = true
  private var selected: [Int: Int] = [:]
  private var rowViews: [UIView] = []
  private var shown: [Int: [Int: UIView]] = [:]

  /// A picker view, 216 points tall when its frame has no height.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    if frame.height == 0 { self.frame.size.height = Self.height }
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The picker's height, as iOS shows it.
  static let height: CGFloat = 216
  /// A row's height when the delegate does not say.
  static let rowHeight: CGFloat = 32

  /// How many wheels the data source gives.
  open var numberOfComponents: Int {
    max(0, dataSource?.numberOfComponents(in: self) ?? 0)
  }

  /// How many rows wheel `component` has.
  open func numberOfRows(inComponent component: Int) -> Int {
    guard (0..<numberOfComponents).contains(component) else { return 0 }
    return max(
      0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
  }

  /// A row's size in wheel `component`: the wheel's width and its row
  /// height.
  open func rowSize(forComponent component: Int) -> CGSize {
    let widths = componentWidths()
    guard widths.indices.contains(component) else { return .zero }
    return CGSize(width: widths[component], height: rowHeight(component))
  }

  /// The selected row of wheel `component`: 0 until one is selected, -1
  /// when the wheel has no rows.
  open func selectedRow(inComponent component: Int) -> Int {
    let rows = numberOfRows(inComponent: component)
    guard rows > 0 else { return -1 }
    return min(selected[component] ?? 0, rows - 1)
  }

  /// Turns wheel `component` to `row`, when the wheel has that row.
  ///
  /// The delegate is not told, as on iOS.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard (0..<numberOfRows(inComponent: component)).contains(row) else {
      return
    }
    selected[component] = row
    setNeedsLayout()
  }

  /// The view shown for `row` of wheel `component`, when it shows.
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    layoutIfNeeded()
    return shown[component]?[row]
  }

  /// Asks the data source and delegate again.
  open func reloadAllComponents() {
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// Asks again about wheel `component`.
  open func reloadComponent(_ component: Int) {
    reloadAllComponents()
  }

  /// No intrinsic width; 216 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
  }

  /// The width offered, 216 points tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : 320, height: Self.height)
  }

  // MARK: Layout

  /// The room on each side of the wheels, and between two wheels.
  private static let inset: CGFloat = 8
  private static let spacing: CGFloat = 4

  private func rowHeight(_ component: Int) -> CGFloat {
    let asked = delegate.flatMap { delegate in
      OptionalMethod.answer {
        delegate.pickerView(self, rowHeightForComponent: component)
      }
    }
    guard let asked, asked.isFinite, asked > 0 else { return Self.rowHeight }
    return asked
  }

  /// Each wheel's width: the delegate's, else an equal share of the room.
  private func componentWidths() -> [CGFloat] {
    let count = numberOfComponents
    guard count > 0 else { return [] }
    let room =
      bounds.width - 2 * Self.inset - CGFloat(count - 1) * Self.spacing
    return (0..<count).map { component in
      let asked = delegate.flatMap { delegate in
        OptionalMethod.answer {
          delegate.pickerView(self, widthForComponent: component)
        }
      }
      if let asked, asked.isFinite, asked > 0 { return asked }
      return max(0, room / CGFloat(count))
    }
  }

  /// The wheels' frames, centred in the bounds, in reading order.
  private func componentFrames() -> [CGRect] {
    let widths = componentWidths()
    let total =
      widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * Self.spacing
    let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
    var x = bounds.midX - total / 2
    var frames = widths.map { width in
      defer { x += width + Self.spacing }
      return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }
    if !leftToRight {
      frames = frames.map {
        CGRect(
          x: bounds.minX + bounds.maxX - $0.maxX, y: $0.minY, width: $0.width,
          height: $0.height)
      }
    }
    return frames
  }

  /// The view of `row`: the delegate's, else a label of its title.
  private func makeRowView(_ row: Int, _ component: Int) -> UIView? {
    if let delegate,
      let own = OptionalMethod.answer({
        delegate.pickerView(
          self, viewForRow: row, forComponent: component, reusing: nil)
      })
    {
      return own
    }
    let label = UILabel()
    label.textAlignment = .center
    label.font = .systemFont(ofSize: 21)
    if let styled = delegate?.pickerView(
      self, attributedTitleForRow: row, forComponent: component)
    {
      label.attributedText = styled
    } else if let title = delegate?.pickerView(
      self, titleForRow: row, forComponent: component)
    {
      label.text = title
    } else {
      return nil
    }
    return label
  }

  /// Puts each wheel's rows on its curve: the selected row in the middle,
  /// the others turned by a row's height of arc each, squeezed by the
  /// cosine of their turn and faded with it, as far as a quarter turn.
  open override func layoutSubviews() {
    super.layoutSubviews()
    for view in rowViews { view.removeFromSuperview() }
    rowViews = []
    shown = [:]
    let radius = bounds.height / 2
    guard radius > 0 else { return }
    for (component, frame) in componentFrames().enumerated() {
      let rows = numberOfRows(inComponent: component)
      let chosen = selectedRow(inComponent: component)
      let height = rowHeight(component)
      guard rows > 0 else { continue }
      let reach = Int((radius * .pi / 2 / height).rounded(.down))
      for row in max(0, chosen - reach)...min(rows - 1, chosen + reach) {
        let turn = CGFloat(row - chosen) * height / radius
        guard abs(turn) < .pi / 2,
          let view = makeRowView(row, component)
        else { continue }
        view.transform = .identity
        view.frame = CGRect(
          x: frame.minX, y: bounds.midY + radius * sin(turn) - height / 2,
          width: frame.width, height: height)
        view.transform = CGAffineTransform(scaleX: 1, y: cos(turn))
        view.alpha = row == chosen ? 1 : 0.35 + 0.4 * cos(turn)
        addSubview(view)
        rowViews.append(view)
        shown[component, default: [:]][row] = view
      }
    }
  }

  /// The band behind the selected rows.
  open override func draw(_ rect: CGRect) {
    guard numberOfComponents > 0 else { return }
    let height = (0..<numberOfComponents).map(rowHeight).max() ?? Self.rowHeight
    UIColor.tertiarySystemFill.setFill()
    UIBezierPath(
      roundedRect: CGRect(
        x: bounds.minX + Self.inset, y: bounds.midY - height / 2,
        width: max(0, bounds.width - 2 * Self.inset), height: height),
      cornerRadius: 8
    ).fill()
  }
}
