import CollectionLayout
import CoreGraphics

/// What a list cell shows at its trailing edge, as UIKit's `UICellAccessory`.
@preconcurrency @MainActor public struct UICellAccessory {
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

  /// Options of the built-in accessories, as UIKit's per-accessory
  /// options (`DisclosureIndicatorOptions`, `OutlineDisclosureOptions`…),
  /// which share this one shape here.
  public struct Options {
    /// Whether it is hidden.
    public var isHidden: Bool?
    /// The width kept for it, whatever its own.
    public var reservedLayoutWidth: LayoutDimension
    /// Its colour.
    public var tintColor: UIColor?
    /// The fill of a round editing control.
    public var backgroundColor: UIColor?
    /// The font of a label accessory.
    public var font: UIFont?
    /// How an outline disclosure is drawn.
    public var style: Style
    /// Whether a reorder control has a line before it.
    public var showsVerticalSeparator: Bool

    /// How an outline disclosure is drawn.
    public enum Style: Int, Sendable {
      /// As a header when the row has children, else as a cell.
      case automatic
      /// Tinted: a section header's.
      case header
      /// Grey: a row's.
      case cell
    }

    /// The room an accessory keeps.
    public enum LayoutDimension: Sendable {
      /// Its own width.
      case standard
      /// The width of the widest accessory of its kind.
      case actual
      /// A width of the app's.
      case custom(CGFloat)
    }

    /// Options.
    public init(
      style: Style = .automatic, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension = .standard,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil,
      font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = true,
      showsVerticalSeparator: Bool = true
    ) {
      self.style = style
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
      self.font = font
      self.showsVerticalSeparator = showsVerticalSeparator
    }
  }

  public typealias DisclosureIndicatorOptions = Options
  public typealias CheckmarkOptions = Options
  public typealias DetailOptions = Options
  public typealias OutlineDisclosureOptions = Options
  public typealias LabelOptions = Options
  public typealias DeleteOptions = Options
  public typealias InsertOptions = Options
  public typealias ReorderOptions = Options
  public typealias MultiselectOptions = Options

  enum Kind {
    case glyph(ListAccessory)
    case label(String)
    case custom(UIView)
  }

  let kind: Kind
  let displayed: DisplayedState
  let options: Options
  /// Whether it goes at the leading edge.
  let isLeading: Bool
  /// What a tap on it does.
  let actionHandler: (() -> Void)?

  init(
    kind: Kind, displayed: DisplayedState, options: Options,
    isLeading: Bool = false, actionHandler: (() -> Void)? = nil
  ) {
    self.kind = kind
    self.displayed = displayed
    self.options = options
    self.isLeading = isLeading
    self.actionHandler = actionHandler
  }

  /// Whether a tap on the whole row toggles its outline: a header-style
  /// outline disclosure.
  var togglesOutlineOnTap: Bool {
    guard case .glyph(.outlineDisclosure) = kind else { return false }
    return options.style == .header
  }

  /// Whether the accessory shows while the list is or is not `editing`.
  func isShown(editing: Bool) -> Bool {
    guard options.isHidden != true else { return false }
    switch displayed {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
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
    Self(
      kind: .glyph(.detail), displayed: displayed, options: options,
      actionHandler: actionHandler)
  }

  /// A chevron that points down while the row's children show, and to
  /// the trailing edge while they are hidden.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: Options = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> Self {
    Self(
      kind: .glyph(.outlineDisclosure), displayed: displayed,
      options: options, actionHandler: actionHandler)
  }

  /// A red delete control at the leading edge, while editing.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: Options = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> Self {
    Self(
      kind: .glyph(.delete), displayed: displayed, options: options,
      isLeading: true, actionHandler: actionHandler)
  }

  /// A green insert control at the leading edge, while editing.
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: Options = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> Self {
    Self(
      kind: .glyph(.insert), displayed: displayed, options: options,
      isLeading: true, actionHandler: actionHandler)
  }

  /// A grip at the trailing edge, while editing: the row can be dragged.
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: Options = .init()
  ) -> Self {
    Self(kind: .glyph(.reorder), displayed: displayed, options: options)
  }

  /// A selection circle at the leading edge, while editing; filled when
  /// the row is selected.
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: Options = .init()
  ) -> Self {
    Self(
      kind: .glyph(.multiselect), displayed: displayed, options: options,
      isLeading: true)
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
    let isLeading: Bool
    switch configuration.placement {
    case .leading(let state): (displayed, isLeading) = (state, true)
    case .trailing(let state): (displayed, isLeading) = (state, false)
    }
    return Self(
      kind: .custom(configuration.customView), displayed: displayed,
      options: .init(), isLeading: isLeading)
  }

  /// The view that shows the accessory in a cell in `state`, sized.
  func makeView(in state: UICellConfigurationState) -> UIView {
    switch kind {
    case .glyph(var glyph):
      if glyph == .outlineDisclosure, !state.isExpanded {
        glyph = .outlineCollapsed
      }
      if glyph == .multiselect, state.isSelected { glyph = .multiselectOn }
      let view = AccessoryGlyphView(
        frame: CGRect(origin: .zero, size: glyph.size))
      view.glyph = glyph
      view.tintColor = options.tintColor
      return view
    case .label(let text):
      let label = UILabel(frame: .zero)
      label.text = text
      label.font = options.font ?? .preferredFont(forTextStyle: .body)
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

/// A drawn accessory: its glyph, as the package's lists draw it.
final class AccessoryGlyphView: UIView {
  var glyph = ListAccessory.disclosureIndicator

  override func draw(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.draw(
      ownDrawingBuilder.accessory(glyph, in: bounds))
  }
}
