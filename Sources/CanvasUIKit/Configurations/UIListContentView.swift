import CoreGraphics

/// The view of a list content configuration, as UIKit's
/// `UIListContentView`: its picture and texts inside its margins.
open class UIListContentView: UIView, UIContentView {
  /// The configuration shown.
  public var listContentConfiguration: UIListContentConfiguration {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }

  private var shownViews: [UIView] = []

  /// A view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    listContentConfiguration = configuration
    super.init(frame: .zero)
  }

  /// A view from an archive, showing an empty cell configuration.
  public required init?(coder: NSCoder) {
    listContentConfiguration = .cell()
    super.init(coder: coder)
  }

  /// The configuration shown; one of another type is ignored.
  public var configuration: UIContentConfiguration {
    get { listContentConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else { return }
      listContentConfiguration = list
    }
  }

  /// Whether `configuration` is a list content configuration.
  public func supports(_ configuration: UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  /// Where the texts are, for constraints against them; `nil` without
  /// text.
  public var textLayoutGuide: UILayoutGuide? {
    guard listContentConfiguration.text != nil else { return nil }
    return contentGuide(named: "text") { configuration, _ in
      configuration.textInsets
    }
  }

  /// Where the picture is; `nil` without one.
  public var imageLayoutGuide: UILayoutGuide? {
    guard listContentConfiguration.image != nil else { return nil }
    return contentGuide(named: "image") { $0.imageInsets(in: $1) }
  }

  /// The guide named `name`, inset from the view as `insets` says.
  private func contentGuide(
    named name: String,
    insets: @escaping (UIListContentConfiguration, CGRect) -> UIEdgeInsets
  ) -> UILayoutGuide {
    guide(
      .inset { view in
        guard let view = view as? UIListContentView else { return .zero }
        return insets(view.listContentConfiguration, view.bounds)
      }, "UIListContentView." + name)
  }

  /// Places the picture and texts in the bounds, by the row geometry
  /// every list row shares, mirrored right to left.
  open override func layoutSubviews() {
    super.layoutSubviews()
    for view in shownViews { view.removeFromSuperview() }
    shownViews = listContentConfiguration.makeViews(
      in: bounds,
      rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    for view in shownViews { addSubview(view) }
  }

  /// The configuration's size at `size`'s width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    listContentConfiguration.size(fitting: size)
  }

  /// The width of the texts on one line with the margins, and the height
  /// at the current width (or that width), in whole display pixels.
  open override var intrinsicContentSize: CGSize {
    let natural = listContentConfiguration.naturalWidth
    return CGSize(
      width: natural,
      height: layoutHeight(width: bounds.width > 0 ? bounds.width : natural))
  }
}
