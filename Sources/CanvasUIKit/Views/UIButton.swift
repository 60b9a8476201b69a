import CollectionLayout
import CoreGraphics
import Foundation

/// A button, as UIKit's `UIButton`: classic (a title and picture per
/// state, in the tint colour for a system button) or configuration-based
/// (`UIButton.Configuration`'s plain, gray, tinted and filled styles),
/// drawn as iOS draws them.
open class UIButton: UIControl {
  /// A classic button's kind.
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd,
      close
  }

  /// The kind.
  public let buttonType: ButtonType
  /// The configuration, for a configuration-based button.
  open var configuration: Configuration? {
    didSet { setNeedsLayout() }
  }
  /// The menu shown by a tap or a long press.
  open var menu: UIMenu?
  /// Whether a tap shows the menu.
  open var showsMenuAsPrimaryAction = false

  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private let label: UILabel = ButtonLabel(frame: .zero)
  private let picture = UIImageView(frame: .zero)
  private let fill = UIView(frame: .zero)

  /// A button of `buttonType`.
  ///
  /// A contact-add, info or detail-disclosure button comes with its
  /// symbol (a plus or an "i" in a circle, in the tint) and at its size,
  /// 24⅓ × 23⅔ points, its picture clipped to it: what a reference
  /// swift-snapshot-testing recorded on iOS shows of `.contactAdd`.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    assemble()
    if let symbol = Self.symbolSize(of: buttonType) {
      images[State.normal.rawValue] = UIImage(
        systemName: buttonType == .contactAdd ? "plus.circle" : "info.circle")
      picture.clipsToBounds = true
      frame.size = symbol
    }
  }

  /// The size of a button that is its symbol alone.
  private static func symbolSize(of type: ButtonType) -> CGSize? {
    switch type {
    case .contactAdd, .infoLight, .infoDark, .detailDisclosure:
      CGSize(width: 73.0 / 3, height: 71.0 / 3)
    case .custom, .system, .close: nil
    }
  }

  /// A custom button in `frame`.
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
    assemble()
  }

  /// A button from an archive.
  public required init?(coder: NSCoder) {
    buttonType = .custom
    super.init(coder: coder)
    assemble()
  }

  /// A system button that runs `primaryAction`, titled by it.
  public convenience init(
    type buttonType: ButtonType = .system, primaryAction: UIAction?
  ) {
    self.init(type: buttonType)
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      setTitle(primaryAction.title, for: .normal)
      setImage(primaryAction.image, for: .normal)
    }
  }

  /// A button drawn by `configuration`, running `primaryAction`.
  public convenience init(
    configuration: Configuration, primaryAction: UIAction? = nil
  ) {
    self.init(type: .system)
    self.configuration = configuration
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      if self.configuration?.title == nil {
        self.configuration?.title = primaryAction.title
      }
    }
  }

  private func assemble() {
    isOpaque = false
    label.textAlignment = .center
    label.font = .systemFont(ofSize: 15)
  }

  /// The label showing the title.
  open var titleLabel: UILabel? { label }
  /// The image view showing the picture.
  open var imageView: UIImageView? { picture }

  /// Sets the title shown in `state`.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    invalidateIntrinsicContentSize()
  }

  /// The title shown in `state`: its own, else the normal state's.
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  /// Sets the title's colour in `state`.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
  }

  /// The title's colour in `state`.
  open func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
  }

  /// Sets the picture shown in `state`.
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    invalidateIntrinsicContentSize()
  }

  /// The picture shown in `state`.
  open func image(for state: State) -> UIImage? {
    images[state.rawValue] ?? images[State.normal.rawValue]
  }

  /// The title shown in the current state.
  open var currentTitle: String? { title(for: state) }
  /// The title's colour in the current state: the tint for a system
  /// button that sets none, white for a custom one.
  open var currentTitleColor: UIColor {
    titleColor(for: state)
      ?? (buttonType == .system ? tintColor ?? .systemBlue : .white)
  }
  /// The picture shown in the current state.
  open var currentImage: UIImage? { image(for: state) }

  /// The room around a classic button's title and picture, added to its
  /// intrinsic size and kept clear inside its bounds, as UIKit's
  /// (deprecated since iOS 15, still honoured by classic buttons).
  open var contentEdgeInsets = UIEdgeInsets.zero {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// How far a classic button's title is moved in from where it is
  /// centred, edge by edge; not counted in the intrinsic size, as UIKit
  /// documents.
  open var titleEdgeInsets = UIEdgeInsets.zero {
    didSet { setNeedsLayout() }
  }
  /// How far a classic button's picture is moved in from where it is
  /// centred, edge by edge; not counted in the intrinsic size.
  open var imageEdgeInsets = UIEdgeInsets.zero {
    didSet { setNeedsLayout() }
  }

  /// The title, picture, font, colours, insets and corner drawn now.
  private struct Look {
    var title: String?
    var image: UIImage?
    var font: UIFont
    var foreground: UIColor
    var background: UIColor?
    var insets: NSDirectionalEdgeInsets
    var cornerRadius: CGFloat?
    var imagePadding: CGFloat
  }

  private var look: Look {
    let tint: UIColor = tintColor ?? .systemBlue
    guard let configuration else {
      // A system button and one that is its symbol are in the tint.
      let system =
        buttonType == .system || Self.symbolSize(of: buttonType) != nil
      let content = contentEdgeInsets
      return Look(
        title: title(for: state),
        image: image(for: state),
        // The title label's font, as the app set it (15 points unless).
        font: label.font,
        foreground: titleColor(for: state) ?? (system ? tint : .white),
        background: nil,
        insets: NSDirectionalEdgeInsets(
          top: content.top, leading: content.left, bottom: content.bottom,
          trailing: content.right),
        cornerRadius: nil, imagePadding: 0)
    }
    let size = configuration.buttonSize
    return Look(
      title: configuration.title, image: configuration.image,
      font: size.font,
      foreground: configuration.baseForegroundColor
        ?? configuration.style.foreground(tint),
      background: configuration.baseBackgroundColor.map {
        configuration.style == .tinted ? $0.withAlphaComponent(0.15) : $0
      } ?? configuration.style.background(tint),
      insets: configuration.contentInsets ?? size.insets,
      cornerRadius: configuration.cornerStyle.radius(for: size),
      imagePadding: configuration.imagePadding)
  }

  /// Places the fill, the picture and the title, centred.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let look = look
    let faded = isEnabled ? 1 : 0.35
    fill.frame = bounds
    fill.backgroundColor = look.background
    fill.layer.cornerRadius =
      look.cornerRadius.map { $0 < 0 ? bounds.height / 2 : $0 } ?? 0
    label.text = look.title
    label.font = look.font
    label.textColor = look.foreground
    label.alpha = faded
    picture.image = look.image
    picture.tintColor = look.foreground
    picture.contentMode = .center
    picture.alpha = faded
    let content = contentSize(look)
    // A classic button centres its content in its bounds less its content
    // insets; a configuration's insets only size it.
    let area = configuration == nil ? contentRect(forBounds: bounds) : bounds
    var x = area.minX + (area.width - content.width) / 2
    let imageSize = look.image?.size ?? .zero
    picture.frame = moved(
      CGRect(
        x: x, y: area.minY + (area.height - imageSize.height) / 2,
        width: imageSize.width, height: imageSize.height),
      by: imageEdgeInsets, within: area)
    if look.image != nil { x += imageSize.width + look.imagePadding }
    if Self.symbolSize(of: buttonType) != nil {
      // The symbol fills the button, as iOS draws it.
      picture.frame = bounds
      picture.contentMode = .scaleAspectFit
    }
    let text = titleSize(look)
    label.frame = moved(
      CGRect(
        x: x, y: area.minY + (area.height - text.height) / 2,
        width: text.width, height: text.height),
      by: titleEdgeInsets, within: area)
    if configuration == nil {
      // A subclass may place them itself, as UIKit asks it.
      placed = (label.frame, picture.frame)
      label.frame = titleRect(forContentRect: area)
      picture.frame = imageRect(forContentRect: area)
    }
    // Only what shows is a subview, as UIKit makes a button's views when
    // it first needs them: a system button with a title holds its label
    // alone.
    var index = 0
    for (view, shows) in [
      (fill, look.background != nil), (picture, look.image != nil),
      (label, look.title != nil),
    ] {
      guard shows else {
        if view.superview === self { view.removeFromSuperview() }
        continue
      }
      if subviews.firstIndex(of: view) != index {
        insertSubview(view, at: index)
      }
      index += 1
    }
  }

  /// Where the layout put the title and the picture, for
  /// ``titleRect(forContentRect:)`` and ``imageRect(forContentRect:)``.
  private var placed = (title: CGRect.zero, image: CGRect.zero)

  /// The rectangle a classic button places its content in: the bounds
  /// less ``contentEdgeInsets``.
  open func contentRect(forBounds bounds: CGRect) -> CGRect {
    bounds.inset(by: contentEdgeInsets)
  }

  /// The rectangle the background fills: the bounds.
  open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// Where the title goes in `contentRect`: centred with the picture, moved
  /// by ``titleEdgeInsets``, as the layout places it.
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    placed.title
  }

  /// Where the picture goes in `contentRect`: before the title, moved by
  /// ``imageEdgeInsets``, as the layout places it.
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    placed.image
  }

  /// `frame`, centred in its share of `area`, as a classic button's edge
  /// insets move it: its rectangle is the area inset by `insets`, so it
  /// moves by half the difference of opposite insets and is cut to the
  /// inset area's size; a configuration's button takes no edge insets.
  private func moved(
    _ frame: CGRect, by insets: UIEdgeInsets, within area: CGRect
  ) -> CGRect {
    guard configuration == nil, insets != .zero else { return frame }
    let room = area.inset(by: insets)
    return CGRect(
      x: frame.minX + (insets.left - insets.right) / 2,
      y: frame.minY + (insets.top - insets.bottom) / 2,
      width: min(frame.width, max(0, room.width)),
      height: min(frame.height, max(0, room.height)))
  }

  private func titleSize(_ look: Look) -> CGSize {
    guard let title = look.title, !title.isEmpty else { return .zero }
    let sizing = UILabel(frame: .zero)
    sizing.text = title
    sizing.font = look.font
    return sizing.intrinsicContentSize
  }

  private func contentSize(_ look: Look) -> CGSize {
    let text = titleSize(look)
    let image = look.image?.size ?? .zero
    let gap = look.image != nil && text.width > 0 ? look.imagePadding : 0
    return CGSize(
      width: image.width + gap + text.width,
      height: max(image.height, text.height))
  }

  /// The title and picture with the insets: at least 30 points tall for a
  /// classic button, as iOS sizes it.
  open override var intrinsicContentSize: CGSize {
    if let symbol = Self.symbolSize(of: buttonType) { return symbol }
    let look = look
    let content = contentSize(look)
    let insets = look.insets
    let height = content.height + insets.top + insets.bottom
    return CGSize(
      width: (content.width + insets.leading + insets.trailing).rounded(.up),
      height: (configuration == nil ? max(30, height) : height).rounded(.up))
  }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    intrinsicContentSize
  }
}

extension UIButton {
  /// How a configuration-based button looks, as UIKit's
  /// `UIButton.Configuration`.
  public struct Configuration {
    /// The four looks iOS gives buttons.
    public enum Style: Sendable {
      /// The title in the tint, no fill.
      case plain
      /// The title in the tint on a grey fill.
      case gray
      /// The title in the tint on a pale tint.
      case tinted
      /// A white title on the tint.
      case filled

      func foreground(_ tint: UIColor) -> UIColor {
        self == .filled ? .white : tint
      }

      func background(_ tint: UIColor) -> UIColor? {
        switch self {
        case .plain: nil
        case .gray: .tertiarySystemFill
        case .tinted: tint.withAlphaComponent(0.15)
        case .filled: tint
        }
      }
    }

    /// How large a button is.
    public enum Size: Sendable {
      case mini, small, medium, large

      var font: UIFont {
        switch self {
        case .mini: .preferredFont(forTextStyle: .caption1)
        case .small: .preferredFont(forTextStyle: .subheadline)
        case .medium, .large: .preferredFont(forTextStyle: .body)
        }
      }

      var insets: NSDirectionalEdgeInsets {
        switch self {
        case .mini: .init(top: 2, leading: 6, bottom: 2, trailing: 6)
        case .small: .init(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: .init(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: .init(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
      }
    }

    /// How round a button's corners are.
    public enum CornerStyle: Sendable {
      case dynamic, fixed, small, medium, large, capsule

      /// The radius; -1 for half the height.
      func radius(for size: Size) -> CGFloat {
        switch self {
        case .capsule: -1
        case .small: 4
        case .medium, .fixed: 6
        case .large: 10
        case .dynamic: size == .large ? 10 : 6
        }
      }
    }

    let style: Style
    /// The title.
    public var title: String?
    /// A line under the title (kept; drawn as the title only).
    public var subtitle: String?
    /// The picture before the title.
    public var image: UIImage?
    /// The room between the picture and the title.
    public var imagePadding: CGFloat = 4
    /// The title's and picture's colour; the style's when `nil`.
    public var baseForegroundColor: UIColor?
    /// The fill; the style's when `nil`.
    public var baseBackgroundColor: UIColor?
    /// How large the button is.
    public var buttonSize = Size.medium
    /// How round its corners are.
    public var cornerStyle = CornerStyle.dynamic
    /// The room around the content; the size's when `nil`.
    public var contentInsets: NSDirectionalEdgeInsets?

    /// A title in the tint, no fill.
    public static func plain() -> Self { Self(style: .plain) }
    /// A title in the tint on a grey fill.
    public static func gray() -> Self { Self(style: .gray) }
    /// A title in the tint on a pale tint.
    public static func tinted() -> Self { Self(style: .tinted) }
    /// A white title on the tint.
    public static func filled() -> Self { Self(style: .filled) }
    /// As `plain()`.
    public static func borderless() -> Self { plain() }
    /// As `gray()`.
    public static func bordered() -> Self { gray() }
    /// As `tinted()`.
    public static func borderedTinted() -> Self { tinted() }
    /// As `filled()`.
    public static func borderedProminent() -> Self { filled() }
  }
}

/// The label of a button's title, as UIKit names it in a description.
private final class ButtonLabel: UILabel {
  override var describedClassName: String { "UIButtonLabel" }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  required init?(coder: NSCoder) { nil }
}
