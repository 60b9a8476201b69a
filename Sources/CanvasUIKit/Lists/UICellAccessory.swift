import CollectionLayout
import CoreGraphics

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
}
