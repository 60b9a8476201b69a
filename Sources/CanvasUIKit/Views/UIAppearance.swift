import Foundation

/// A class whose views take values from its appearance proxy, as UIKit's
/// `UIAppearance`.
///
/// `UILabel.appearance()` is a proxy of the class: what is set on it, its
/// views take. It is a view of the class itself, made once with
/// `init(coder:)` as a storyboard makes views (a class whose
/// `init(coder:)` traps cannot have one); reading a property back from it
/// gives what was set, as UIKit's proxy does. Swift on Linux cannot
/// record every setter a proxy receives, as Objective-C's message
/// forwarding does: the values carried to views are those of the
/// properties UIKit marks `UI_APPEARANCE_SELECTOR` that this module
/// implements (a view's `backgroundColor` and `tintColor`, a label's
/// `font` and `textColor`, the bars' appearances, tints and title
/// attributes, a switch's `onTintColor`, a segmented control's
/// `selectedSegmentTintColor`). A subclass's own properties can be read
/// back from its proxy but are not carried.
///
/// As in UIKit, a view takes its proxies' values when it is shown (here,
/// when a screen or a view is drawn), once, superclasses' proxies first
/// and contained or trait-specific proxies last; a value the view was
/// given itself is kept.
@preconcurrency @MainActor public protocol UIAppearance: AnyObject {}

/// A class whose instances can contain views that take appearance values
/// only inside them, as UIKit's `UIAppearanceContainer`.
@preconcurrency @MainActor public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIAppearance where Self: UIView {
  /// The proxy of every view of this class.
  public static func appearance() -> Self {
    AppearanceProxies.proxy(of: self, containers: [], traits: nil)
  }

  /// The proxy of the views of this class inside instances of
  /// `containerTypes`, the nearest container first.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    AppearanceProxies.proxy(of: self, containers: containerTypes, traits: nil)
  }

  /// The proxy of the views of this class whose traits have `trait`'s
  /// specified values.
  public static func appearance(for trait: UITraitCollection) -> Self {
    AppearanceProxies.proxy(of: self, containers: [], traits: trait)
  }

  /// The proxy of the views of this class with `trait`'s values inside
  /// instances of `containerTypes`.
  public static func appearance(
    for trait: UITraitCollection,
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    AppearanceProxies.proxy(
      of: self, containers: containerTypes, traits: trait)
  }
}

/// The appearance proxies made so far, and what was set on each.
@MainActor enum AppearanceProxies {
  /// One proxy: the view that stands for its class, where it applies, and
  /// the values set on it in order.
  final class Proxy {
    let view: UIView
    let type: UIView.Type
    let containers: [any UIAppearanceContainer.Type]
    let traits: UITraitCollection?
    var values: [(property: AnyKeyPath, apply: (UIView) -> Void)] = []

    init(
      view: UIView, type: UIView.Type,
      containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?
    ) {
      self.view = view
      self.type = type
      self.containers = containers
      self.traits = traits
    }

    /// How deep its class lies below `UIView`, and whether it asks for
    /// containers or traits: the order proxies apply in.
    var order: (Int, Int) {
      var depth = 0
      var type: AnyClass? = self.type
      while let current = type, current != UIView.self {
        depth += 1
        type = _getSuperclass(current)
      }
      return (containers.isEmpty && traits == nil ? 0 : 1, depth)
    }
  }

  private static var proxies: [String: Proxy] = [:]
  /// Every proxy with a value set, in the order they apply.
  private static var ordered: [Proxy] = []

  static func proxy<View: UIView>(
    of type: View.Type, containers: [any UIAppearanceContainer.Type],
    traits: UITraitCollection?
  ) -> View {
    let key =
      [String(reflecting: type)]
      + containers.map { String(reflecting: $0) }
      + [traits.map { "\($0)" } ?? ""]
    let name = key.joined(separator: "|")
    if let known = proxies[name]?.view as? View { return known }
    guard let view = type.init(coder: NSCoder()) else {
      fatalError(
        "+[\(type) appearance]: the proxy is made with init(coder:), which returned nil"
      )
    }
    let proxy = Proxy(
      view: view, type: type, containers: containers, traits: traits)
    view.appearanceProxy = proxy
    proxies[name] = proxy
    return view
  }

  /// Notes `value` set on `keyPath` of `view`: on a proxy, the value its
  /// views take; on a view, a value of its own that no proxy replaces.
  static func note<View: UIView, Value>(
    _ view: View, _ keyPath: ReferenceWritableKeyPath<View, Value>,
    _ value: Value
  ) {
    guard let proxy = view.appearanceProxy else {
      view.ownAppearanceValues.insert(keyPath)
      return
    }
    proxy.values.removeAll { $0.property == keyPath }
    proxy.values.append(
      (
        keyPath,
        { target in
          guard let target = target as? View,
            !target.ownAppearanceValues.contains(keyPath)
          else { return }
          target[keyPath: keyPath] = value
          // Given by a proxy, not by the app.
          target.ownAppearanceValues.remove(keyPath)
        }
      ))
    if !ordered.contains(where: { $0 === proxy }) {
      ordered.append(proxy)
      ordered.sort { $0.order < $1.order }
    }
  }

  /// Whether any proxy has a value to give.
  static var hasValues: Bool { !ordered.isEmpty }

  /// Gives `root` and the views below it their proxies' values, each view
  /// once.
  static func apply(below root: UIView) {
    guard hasValues else { return }
    for view in root.subtree {
      guard !view.appearanceApplied, view.appearanceProxy == nil else {
        continue
      }
      view.appearanceApplied = true
      for proxy in ordered where applies(proxy, to: view) {
        for value in proxy.values { value.apply(view) }
      }
    }
  }

  private static func applies(_ proxy: Proxy, to view: UIView) -> Bool {
    guard isInstance(view, of: proxy.type) else { return false }
    if let traits = proxy.traits, !matches(traits, view.traitCollection) {
      return false
    }
    guard !proxy.containers.isEmpty else { return true }
    // The containers in order, each outside the one before.
    var wanted = proxy.containers[...]
    var ancestor: UIView? = view.superview
    while let current = ancestor, let next = wanted.first {
      let controller = current.owningViewController
      if isInstance(current, of: next) {
        wanted = wanted.dropFirst()
      } else if let controller, isInstance(controller, of: next) {
        wanted = wanted.dropFirst()
      }
      ancestor = current.superview
    }
    return wanted.isEmpty
  }

  /// Whether `object` is of `type` or a subclass of it.
  private static func isInstance(_ object: AnyObject, of type: AnyClass)
    -> Bool
  {
    var current: AnyClass? = Swift.type(of: object)
    while let candidate = current {
      if candidate == type { return true }
      current = _getSuperclass(candidate)
    }
    return false
  }

  /// Whether `traits` has every value `wanted` specifies.
  private static func matches(
    _ wanted: UITraitCollection, _ traits: UITraitCollection
  ) -> Bool {
    (wanted.userInterfaceStyle == .unspecified
      || wanted.userInterfaceStyle == traits.userInterfaceStyle)
      && (wanted.horizontalSizeClass == .unspecified
        || wanted.horizontalSizeClass == traits.horizontalSizeClass)
      && (wanted.verticalSizeClass == .unspecified
        || wanted.verticalSizeClass == traits.verticalSizeClass)
      && (wanted.userInterfaceIdiom == .unspecified
        || wanted.userInterfaceIdiom == traits.userInterfaceIdiom)
  }
}
