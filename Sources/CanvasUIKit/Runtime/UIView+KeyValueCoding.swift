import CoreGraphics
import Foundation

// Key-value coding as UIKit's views answer it, for the keys of their
// documented properties. Swift on Linux has no Objective-C runtime to look
// a key up by name, so the keys are listed here; any other key (a private
// one such as "placeholderLabel" included) stops the program with the
// exception UIKit raises for a key it does not know.

extension UIView {
  /// The value of the property named `key`, as `value(forKey:)`.
  public func value(forKey key: String) -> Any? {
    if let value = ownValue(forKey: key) { return value.value }
    undefinedKey(key)
    return nil
  }

  /// Sets the property named `key`, as `setValue(_:forKey:)`; a value of
  /// the wrong type stops the program, as UIKit's does.
  public func setValue(_ value: Any?, forKey key: String) {
    guard setOwnValue(value, forKey: key) else {
      return undefinedKey(key, setting: true)
    }
  }

  /// The value at a dotted path of keys (`"layer.cornerRadius"`), as
  /// `value(forKeyPath:)`.
  public func value(forKeyPath keyPath: String) -> Any? {
    let keys = keyPath.split(separator: ".").map(String.init)
    guard let first = keys.first else { return value(forKey: keyPath) }
    var current: Any? = value(forKey: first)
    for key in keys.dropFirst() {
      switch current {
      case let view as UIView: current = view.value(forKey: key)
      case let layer as CALayer: current = layer.keyedValue(key)
      default: return nil
      }
    }
    return current
  }

  /// Sets the value at a dotted path of keys, as `setValue(_:forKeyPath:)`.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    var keys = keyPath.split(separator: ".").map(String.init)
    guard let last = keys.popLast() else { return }
    guard !keys.isEmpty else { return setValue(value, forKey: last) }
    let owner = self.value(forKeyPath: keys.joined(separator: "."))
    switch owner {
    case let view as UIView: view.setValue(value, forKey: last)
    case let layer as CALayer:
      if !layer.setKeyedValue(value, last) { undefinedKey(last, setting: true) }
    default: undefinedKey(last, setting: true)
    }
  }

  /// UIKit's exception for a key the view does not know, read or set.
  private func undefinedKey(_ key: String, setting: Bool = false) {
    raiseUndefinedKey(key, of: self, setting: setting)
  }

  /// A key's value, boxed so that a `nil` value is told from an unknown
  /// key.
  private struct KeyedValue {
    var value: Any?
    init(_ value: Any?) { self.value = value }
  }

  /// The value of one of the view's keys; `nil` for a key it does not
  /// have.
  private func ownValue(forKey key: String) -> KeyedValue? {
    switch (self, key) {
    case (let label as UILabel, "text"): return KeyedValue(label.text)
    case (let label as UILabel, "textColor"): return KeyedValue(label.textColor)
    case (let label as UILabel, "font"): return KeyedValue(label.font)
    case (let label as UILabel, "numberOfLines"):
      return KeyedValue(label.numberOfLines)
    case (let field as UITextField, "text"): return KeyedValue(field.text)
    case (let field as UITextField, "placeholder"):
      return KeyedValue(field.placeholder)
    case (_, "backgroundColor"): return KeyedValue(backgroundColor)
    case (_, "alpha"): return KeyedValue(alpha)
    case (_, "hidden"), (_, "isHidden"): return KeyedValue(isHidden)
    case (_, "tag"): return KeyedValue(tag)
    case (_, "frame"): return KeyedValue(frame)
    case (_, "bounds"): return KeyedValue(bounds)
    case (_, "center"): return KeyedValue(center)
    case (_, "clipsToBounds"): return KeyedValue(clipsToBounds)
    case (_, "tintColor"): return KeyedValue(tintColor)
    case (_, "userInteractionEnabled"), (_, "isUserInteractionEnabled"):
      return KeyedValue(isUserInteractionEnabled)
    case (_, "accessibilityIdentifier"):
      return KeyedValue(accessibilityIdentifier)
    case (_, "layer"): return KeyedValue(layer)
    case (_, "superview"): return KeyedValue(superview)
    case (_, "subviews"): return KeyedValue(subviews)
    default: return nil
    }
  }

  /// Sets one of the view's keys; whether the view has it.
  private func setOwnValue(_ value: Any?, forKey key: String) -> Bool {
    func cast<T>(_: T.Type) -> T? {
      guard let value else { return nil }
      guard let cast = value as? T else {
        UIKitException.raise(
          "[<\(type(of: self))> setValue:forKey:]: the value for the key "
            + "\(key) is a \(type(of: value)), not a \(T.self).")
        return nil
      }
      return cast
    }
    func number() -> CGFloat? {
      switch value {
      case let number as CGFloat: number
      case let number as Double: CGFloat(number)
      case let number as Int: CGFloat(number)
      case let number as NSNumber: CGFloat(number.doubleValue)
      default: cast(CGFloat.self)
      }
    }
    switch (self, key) {
    case (let label as UILabel, "text"): label.text = cast(String.self)
    case (let label as UILabel, "textColor"):
      label.textColor = cast(UIColor.self)
    case (let label as UILabel, "font"): label.font = cast(UIFont.self)
    case (let label as UILabel, "numberOfLines"):
      label.numberOfLines = cast(Int.self) ?? 1
    case (let field as UITextField, "text"): field.text = cast(String.self)
    case (let field as UITextField, "placeholder"):
      field.placeholder = cast(String.self)
    case (_, "backgroundColor"): backgroundColor = cast(UIColor.self)
    case (_, "alpha"): alpha = number() ?? 1
    case (_, "hidden"), (_, "isHidden"): isHidden = cast(Bool.self) ?? false
    case (_, "tag"): tag = cast(Int.self) ?? 0
    case (_, "frame"): frame = cast(CGRect.self) ?? .zero
    case (_, "bounds"): bounds = cast(CGRect.self) ?? .zero
    case (_, "center"): center = cast(CGPoint.self) ?? .zero
    case (_, "clipsToBounds"): clipsToBounds = cast(Bool.self) ?? false
    case (_, "tintColor"): tintColor = cast(UIColor.self)
    case (_, "userInteractionEnabled"), (_, "isUserInteractionEnabled"):
      isUserInteractionEnabled = cast(Bool.self) ?? true
    case (_, "accessibilityIdentifier"):
      accessibilityIdentifier = cast(String.self)
    default: return false
    }
    return true
  }
}

extension CALayer {
  /// The layer's value for `key`, for the keys of its geometry and look.
  fileprivate func keyedValue(_ key: String) -> Any? {
    switch key {
    case "cornerRadius": cornerRadius
    case "borderWidth": borderWidth
    case "borderColor": borderColor
    case "backgroundColor": backgroundColor
    case "opacity": opacity
    case "masksToBounds": masksToBounds
    case "shadowOpacity": shadowOpacity
    case "shadowRadius": shadowRadius
    case "shadowOffset": shadowOffset
    case "zPosition": zPosition
    default: nil
    }
  }

  /// Sets the layer's value for `key`; whether the layer has the key.
  fileprivate func setKeyedValue(_ value: Any?, _ key: String) -> Bool {
    func number() -> CGFloat? {
      switch value {
      case let number as CGFloat: number
      case let number as Double: CGFloat(number)
      case let number as Int: CGFloat(number)
      case let number as Float: CGFloat(number)
      default: nil
      }
    }
    switch key {
    case "cornerRadius": cornerRadius = number() ?? 0
    case "borderWidth": borderWidth = number() ?? 0
    case "borderColor": borderColor = value as? CGColor
    case "backgroundColor": backgroundColor = value as? CGColor
    case "opacity": opacity = Float(number() ?? 1)
    case "masksToBounds": masksToBounds = value as? Bool ?? false
    case "shadowOpacity": shadowOpacity = Float(number() ?? 0)
    case "shadowRadius": shadowRadius = number() ?? 3
    case "shadowOffset": shadowOffset = value as? CGSize ?? .zero
    case "zPosition": zPosition = number() ?? 0
    default: return false
    }
    return true
  }
}

/// UIKit's exception for a key `object` does not know: read
/// (`valueForUndefinedKey:`) or set (`setValue:forUndefinedKey:`).
@MainActor func raiseUndefinedKey(
  _ key: String, of object: AnyObject, setting: Bool = false
) {
  let selector = setting ? "setValue:forUndefinedKey:" : "valueForUndefinedKey:"
  UIKitException.raise(
    "[<\(type(of: object))> \(selector)]: this class is not key "
      + "value coding-compliant for the key \(key).")
}

extension UIViewController {
  /// The value of the property named `key`, as `value(forKey:)`: `title`,
  /// `view`, `tabBarItem`, and a tab bar controller's `tabBar`.
  public func value(forKey key: String) -> Any? {
    switch (self, key) {
    case (_, "title"): return title
    case (_, "view"): return view
    case (_, "tabBarItem"): return tabBarItem
    case (let tabs as UITabBarController, "tabBar"): return tabs.tabBar
    default:
      raiseUndefinedKey(key, of: self)
      return nil
    }
  }

  /// Sets the property named `key`, as `setValue(_:forKey:)`: `title`,
  /// `tabBarItem`, and a tab bar controller's `tabBar` (the private
  /// setter apps reach through key-value coding to put a bar of their own
  /// class in, which then is the bar drawn).
  public func setValue(_ value: Any?, forKey key: String) {
    switch (self, key, value) {
    case (_, "title", let title as String?): self.title = title
    case (_, "tabBarItem", let item as UITabBarItem): tabBarItem = item
    case (let tabs as UITabBarController, "tabBar", let bar as UITabBar):
      tabs.replaceTabBar(with: bar)
    default: raiseUndefinedKey(key, of: self, setting: true)
    }
  }
}
