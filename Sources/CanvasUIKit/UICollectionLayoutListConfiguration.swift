import CollectionLayout
import Foundation

/// How a list's separators look, as UIKit's `UIListSeparatorConfiguration`.
public struct UIListSeparatorConfiguration: Hashable {
  /// Whether a separator shows, as UIKit's `UIListSeparatorConfiguration.Visibility`.
  public enum Visibility: Int, Hashable, Sendable {
    case automatic, visible, hidden
  }

  /// UIKit's sentinel for insets the list works out: from the text's
  /// leading edge to the row's trailing edge.
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
    bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

  /// Whether the line under each row shows.
  public var bottomSeparatorVisibility = Visibility.automatic
  /// How far in the line under each row stops.
  public var bottomSeparatorInsets = Self.automaticInsets
  /// Whether the line over each row shows: kept, not applied; a list
  /// draws one line between two rows, the upper row's bottom one.
  public var topSeparatorVisibility = Visibility.automatic
  /// How far in the line over each row stops: kept, not applied.
  public var topSeparatorInsets = Self.automaticInsets
  /// The colour of the lines: kept, not applied; lines are drawn in the
  /// theme's separator colour.
  public var color: UIColor?

  /// The separators of a list of `listAppearance`: every appearance starts
  /// from the same automatic lines.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}

/// A list's look, as UIKit's `UICollectionLayoutListConfiguration`: what
/// ``UICollectionViewCompositionalLayout/list(using:)`` and
/// ``NSCollectionLayoutSection/list(using:layoutEnvironment:)`` lay out.
///
/// The numbers (row heights, margins, gaps) are UIKit's on an iPhone, as
/// `CompositionalLayout.ListConfiguration` lists them.
public struct UICollectionLayoutListConfiguration {
  /// The look of a list.
  public enum Appearance: Int, Hashable, Sendable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain

    /// The engine's appearance of the same name.
    var value: CompositionalLayout.ListConfiguration.Appearance {
      switch self {
      case .plain: .plain
      case .grouped: .grouped
      case .insetGrouped: .insetGrouped
      case .sidebar: .sidebar
      case .sidebarPlain: .sidebarPlain
      }
    }
  }

  /// Where a section's header comes from.
  public enum HeaderMode: Int, Hashable, Sendable {
    case none, supplementary, firstItemInSection

    /// The engine's mode of the same name.
    var value: CompositionalLayout.ListConfiguration.HeaderMode {
      switch self {
      case .none: .none
      case .supplementary: .supplementary
      case .firstItemInSection: .firstItemInSection
      }
    }
  }

  /// Where a section's footer comes from.
  public enum FooterMode: Int, Hashable, Sendable {
    case none, supplementary

    /// The engine's mode of the same name.
    var value: CompositionalLayout.ListConfiguration.FooterMode {
      switch self {
      case .none: .none
      case .supplementary: .supplementary
      }
    }
  }

  /// The look.
  public var appearance: Appearance
  /// Whether rows are separated by lines; sidebars are not by default.
  public var showsSeparators: Bool
  /// How the separators look.
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// Where headers come from.
  public var headerMode = HeaderMode.none
  /// Where footers come from.
  public var footerMode = FooterMode.none
  /// The space above each section's header; `nil` for the appearance's.
  public var headerTopPadding: CGFloat?
  /// The list's background: kept, not applied; the canvas takes the
  /// collection view's `backgroundColor`.
  public var backgroundColor: UIColor?
  /// Changes each row's separators; kept, and not called: a row's
  /// separators follow ``separatorConfiguration``.
  public var itemSeparatorHandler:
    ((IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?

  /// A list of `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
    showsSeparators =
      CompositionalLayout.ListConfiguration(appearance: appearance.value)
      .showsSeparators
    separatorConfiguration = UIListSeparatorConfiguration(
      listAppearance: appearance)
  }

  /// The engine's list configuration.
  var value: CompositionalLayout.ListConfiguration {
    typealias List = CompositionalLayout.ListConfiguration
    var list = List(appearance: appearance.value)
    list.headerMode = headerMode.value
    list.footerMode = footerMode.value
    let separators = separatorConfiguration
    list.showsSeparators =
      separators.bottomSeparatorVisibility == .automatic
      ? showsSeparators : separators.bottomSeparatorVisibility == .visible
    if separators.bottomSeparatorInsets
      != UIListSeparatorConfiguration.automaticInsets
    {
      list.separatorInsets = separators.bottomSeparatorInsets
    }
    list.headerTopPadding = headerTopPadding
    return list
  }
}

extension NSCollectionLayoutSection {
  /// A list section: full-width rows that size themselves from 44 points,
  /// with the headers, footers and separators `configuration` asks for.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let container = layoutEnvironment.container
    let list = CompositionalLayout.Section.list(
      using: configuration.value,
      environment: .init(
        contentSize: container.contentSize,
        effectiveContentSize: container.effectiveContentSize,
        displayScale: layoutEnvironment.traitCollection.displayScale))
    let rowSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(
        CompositionalLayout.ListConfiguration.rowHeight))
    let section = NSCollectionLayoutSection(
      group: .vertical(
        layoutSize: rowSize,
        subitems: [NSCollectionLayoutItem(layoutSize: rowSize)]))
    section.contentInsets = list.contentInsets
    section.listBase = list
    return section
  }
}

extension UICollectionViewCompositionalLayout {
  /// A layout whose every section is a list.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration
  )
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      .list(using: configuration, layoutEnvironment: environment)
    }
  }
}

/// What a list cell shows at its trailing edge, as UIKit's `UICellAccessory`.
public struct UICellAccessory {
  /// When an accessory shows.
  public enum DisplayedState: Int, Sendable {
    case always, whenEditing, whenNotEditing
  }

  /// Where a custom view goes.
  public enum Placement: Sendable {
    case leading(displayed: DisplayedState = .always)
    case trailing(displayed: DisplayedState = .always)
  }

  /// A custom view as an accessory, as UIKit's `CustomViewConfiguration`.
  public struct CustomViewConfiguration {
    /// The view.
    public var customView: UIView
    /// Where it goes.
    public var placement: Placement

    /// A custom view placed at `placement`.
    public init(customView: UIView, placement: Placement) {
      self.customView = customView
      self.placement = placement
    }
  }

  /// Options of the built-in accessories: a tint and whether to hide it.
  public struct Options {
    /// Whether it is hidden.
    public var isHidden: Bool?
    /// Its colour.
    public var tintColor: UIColor?

    /// Options.
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.tintColor = tintColor
    }
  }

  public typealias DisclosureIndicatorOptions = Options
  public typealias CheckmarkOptions = Options
  public typealias DetailOptions = Options
  public typealias OutlineDisclosureOptions = Options
  public typealias LabelOptions = Options

  enum Kind {
    case glyph(ListAccessory)
    case label(String)
    case custom(UIView)
  }

  let kind: Kind
  let displayed: DisplayedState
  let options: Options

  /// Whether the accessory shows in a picture, where nothing is edited.
  var isShown: Bool {
    displayed != .whenEditing && options.isHidden != true
  }

  /// A chevron: the row leads somewhere.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: Options = .init()
  ) -> Self {
    Self(
      kind: .glyph(.disclosureIndicator), displayed: displayed, options: options
    )
  }

  /// A tick: the row is chosen.
  public static func checkmark(
    displayed: DisplayedState = .always, options: Options = .init()
  ) -> Self {
    Self(kind: .glyph(.checkmark), displayed: displayed, options: options)
  }

  /// An information button.
  public static func detail(
    displayed: DisplayedState = .always, options: Options = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> Self {
    Self(kind: .glyph(.detail), displayed: displayed, options: options)
  }

  /// A chevron pointing down: the row's children show.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: Options = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> Self {
    Self(
      kind: .glyph(.outlineDisclosure), displayed: displayed, options: options)
  }

  /// Text at the trailing edge.
  public static func label(
    text: String, displayed: DisplayedState = .always,
    options: Options = .init()
  ) -> Self {
    Self(kind: .label(text), displayed: displayed, options: options)
  }

  /// A view of the app's own, such as a `UISwitch`.
  public static func customView(configuration: CustomViewConfiguration) -> Self
  {
    let displayed: DisplayedState
    switch configuration.placement {
    case .leading(let state), .trailing(let state): displayed = state
    }
    return Self(
      kind: .custom(configuration.customView), displayed: displayed,
      options: .init())
  }

  /// The view that shows the accessory, sized.
  func makeView() -> UIView {
    switch kind {
    case .glyph(let glyph):
      let view = AccessoryGlyphView(
        frame: CGRect(origin: .zero, size: glyph.size))
      view.glyph = glyph
      view.tintColor = options.tintColor
      return view
    case .label(let text):
      let label = UILabel(frame: .zero)
      label.text = text
      label.font = .preferredFont(forTextStyle: .body)
      label.textColor = options.tintColor ?? .secondaryLabel
      label.frame.size = label.sizeThatFits(
        CGSize(
          width: CGFloat.greatestFiniteMagnitude,
          height: .greatestFiniteMagnitude))
      return label
    case .custom(let view):
      if view.frame.size == .zero {
        view.frame.size = view.sizeThatFits(.zero)
      }
      return view
    }
  }
}

/// A drawn accessory: its glyph, in its tint.
final class AccessoryGlyphView: UIView {
  var glyph = ListAccessory.disclosureIndicator
  var tintColor: UIColor?
}

/// A switch, as UIKit's `UISwitch`: 51 × 31, green when on.
open class UISwitch: UIView {
  /// Whether it is on.
  open var isOn = false

  /// A switch; its size is always 51 × 31.
  public required init(frame: CGRect) {
    super.init(
      frame: CGRect(origin: frame.origin, size: ListAccessory.switchOn.size))
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Turns it on or off.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// 51 × 31.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    ListAccessory.switchOn.size
  }
}

/// A list row's cell, as UIKit's `UICollectionViewListCell`: its content
/// configuration with its accessories at the trailing edge, at least 44
/// points tall.
open class UICollectionViewListCell: UICollectionViewCell {
  /// What shows at the trailing edge, in order.
  open var accessories: [UICellAccessory] = [] {
    didSet { setNeedsLayout() }
  }
  /// How far the content is indented, in steps of ``indentationWidth``.
  open var indentationLevel = 0
  /// One step of indentation.
  open var indentationWidth: CGFloat = 10

  private var accessoryViews: [UIView] = []

  /// The room the accessories take from the content view: their widths,
  /// a row's spacing (8 points) between them and before the content's
  /// text (the content's own trailing margin matches the accessories').
  private func accessoryRoom(_ views: [UIView]) -> CGFloat {
    guard !views.isEmpty else { return 0 }
    let widths = views.map(\.frame.width)
    return widths.reduce(0, +) + CGFloat(views.count) * ListRowContent.spacing
  }

  /// Beside the accessories, indented by the indentation level.
  override var contentViewFrame: CGRect {
    let indent = CGFloat(indentationLevel) * indentationWidth
    return CGRect(
      x: indent, y: 0,
      width: max(0, bounds.width - indent - accessoryRoom(accessoryViews)),
      height: bounds.height)
  }

  /// Lays the content out beside the accessories, and the accessories at
  /// the trailing margin, centred.
  open override func layoutSubviews() {
    for view in accessoryViews { view.removeFromSuperview() }
    accessoryViews = accessories.filter(\.isShown).map { $0.makeView() }
    super.layoutSubviews()
    var trailing =
      bounds.width - CompositionalLayout.ListConfiguration.rowMargins.trailing
    for view in accessoryViews.reversed() {
      view.frame.origin = CGPoint(
        x: trailing - view.frame.width,
        y: (bounds.height - view.frame.height) / 2)
      trailing -= view.frame.width + ListRowContent.spacing
      addSubview(view)
    }
  }

  /// The content's size beside the accessories, at least 44 tall, in
  /// whole points as the engine's list rows.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let views = accessories.filter(\.isShown).map { $0.makeView() }
    let indent = CGFloat(indentationLevel) * indentationWidth
    let inner = CGSize(
      width: max(0, size.width - indent - accessoryRoom(views)),
      height: size.height)
    let content = super.sizeThatFits(inner)
    let tallest = views.map(\.frame.height).max() ?? 0
    return CGSize(
      width: size.width,
      height: CompositionalLayout.ListConfiguration.rowHeight(
        fitting: max(content.height, tallest)))
  }

  /// The x of the text, from the cell's leading edge: where automatic
  /// separators start.
  var textLeading: CGFloat? {
    guard
      let configuration = contentConfiguration as? UIListContentConfiguration
    else { return nil }
    return CGFloat(indentationLevel) * indentationWidth
      + configuration.textLeading
  }

  /// Forgets the accessories, as a reused cell starts bare.
  open override func prepareForReuse() {
    super.prepareForReuse()
    accessories = []
  }
}
