import CoreGraphics
import Foundation

/// A search field, as UIKit's `UISearchBar`: a rounded field with a
/// magnifying glass and its text or placeholder, 56 points tall.
open class UISearchBar: UIView {
  /// The text searched for.
  open var text: String?
  /// The grey text shown while empty ("Search" unless set).
  open var placeholder: String?
  /// A line above the field.
  open var prompt: String?
  /// Told of edits.
  open weak var delegate: UISearchBarDelegate?
  /// Whether the Cancel button shows.
  open var showsCancelButton = false
  /// The bar's look.
  open var searchBarStyle = Style.default

  /// A search bar's look.
  public enum Style: Int, Sendable {
    /// Prominent or minimal, as iOS chooses.
    case `default`
    /// On a translucent background.
    case prominent
    /// The field alone.
    case minimal
  }

  /// A search bar in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A search bar from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The field, its magnifying glass and its text, made when laid out.
  private var parts: [UIView] = []

  /// Lays out the field as iOS draws it: a rounded grey field 36 points
  /// tall, 8 points in from the sides and centred, with a magnifying glass
  /// and the text, or the placeholder in grey.
  open override func layoutSubviews() {
    super.layoutSubviews()
    for part in parts { part.removeFromSuperview() }
    let field = UIView(
      frame: CGRect(
        x: 8, y: (bounds.height - 36) / 2, width: max(0, bounds.width - 16),
        height: 36))
    field.backgroundColor = .tertiarySystemFill
    field.layer.cornerRadius = 10
    let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
    glass.preferredSymbolConfiguration = .init(pointSize: 14)
    glass.tintColor = .secondaryLabel
    glass.contentMode = .center
    glass.frame = CGRect(x: 6, y: 8, width: 20, height: 20)
    let text = UILabel(
      frame: CGRect(
        x: 30, y: 0, width: max(0, field.bounds.width - 38), height: 36))
    let shown = self.text ?? ""
    text.text = shown.isEmpty ? placeholder ?? "Search" : shown
    text.textColor = shown.isEmpty ? .secondaryLabel : .label
    text.font = .systemFont(ofSize: 17)
    field.addSubview(glass)
    field.addSubview(text)
    addSubview(field)
    parts = [field]
  }

  /// The full width and iOS's 56 points.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 56)
  }

  /// The width given and 56 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 56)
  }
}
