import CanvasUIKit
import CoreGraphics
import Foundation

/// A value views pass up to their ancestors, as SwiftUI's
/// `PreferenceKey`: the values the views of a subtree set are combined by
/// `reduce`, in order, from `defaultValue`.
public protocol PreferenceKey {
  associatedtype Value
  /// The value where no view sets one.
  static var defaultValue: Value { get }
  /// Combines `value` with the next view's, `nextValue()`.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
  /// Sets the view's value for `key`, in place of its children's, as
  /// SwiftUI's `preference(key:value:)`.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
    -> some View
  {
    node { PreferenceNode(key: key, value: value, child: $0) }
  }

  /// Changes the view's value for `key` with `callback`.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    node {
      PreferenceNode(
        key: key, child: $0,
        value: { child in
          var value = child.preference(key)
          callback(&value)
          return value
        })
    }
  }

  /// Runs `action` with the value the view's subtree gives for `key`, as
  /// SwiftUI's `onPreferenceChange(_:perform:)`: after the host first lays
  /// the views out (values measured by geometry readers included), before
  /// it draws; what the action changes shows in the views built again.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self,
    perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    node(withEnvironment: { child, environment in
      environment.preferenceActions?.actions.append {
        let value = child.preference(key)
        action(value)
      }
      return child
    })
  }

  /// The view with `transform`'s view of the value its subtree gives for
  /// `key` over it, aligned on it.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    preferenceLayer(key, alignment: alignment, below: false, transform)
  }

  /// The view with `transform`'s view of the value its subtree gives for
  /// `key` behind it, aligned on it.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    preferenceLayer(key, alignment: alignment, below: true, transform)
  }

  private func preferenceLayer<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment, below: Bool,
    _ transform: @escaping (K.Value) -> V
  ) -> some View {
    node(withEnvironment: { child, environment in
      LayeredNode(
        child: child,
        secondary: makeNode(transform(child.preference(key)), in: environment),
        alignment: alignment, below: below)
    })
  }
}

/// `preference(key:value:)`: a view's value for a key.
final class PreferenceNode: ModifierNode {
  let key: ObjectIdentifier
  let value: @MainActor (LayoutNode) -> Any

  init<K: PreferenceKey>(key: K.Type, value: K.Value, child: LayoutNode) {
    self.key = ObjectIdentifier(key)
    self.value = { _ in value }
    super.init(child: child)
  }

  init<K: PreferenceKey>(
    key: K.Type, child: LayoutNode,
    value: @escaping @MainActor (LayoutNode) -> K.Value
  ) {
    self.key = ObjectIdentifier(key)
    self.value = value
    super.init(child: child)
  }
}

extension LayoutNode {
  /// The values this node's subtree sets for `key`, in order: a node that
  /// sets one stands for its own subtree.
  func preferenceValues(_ key: ObjectIdentifier) -> [Any] {
    if let node = self as? PreferenceNode, node.key == key {
      return [node.value(node.child)]
    }
    return subnodes.flatMap { $0.preferenceValues(key) }
  }

  /// The value this node's subtree gives for `key`: its values reduced
  /// from the default.
  func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value {
    var value = K.defaultValue
    for next in preferenceValues(ObjectIdentifier(key)) {
      guard let next = next as? K.Value else { continue }
      K.reduce(value: &value, nextValue: { next })
    }
    return value
  }
}

extension EnvironmentValues {
  /// Where `onPreferenceChange` actions are collected for the host.
  var preferenceActions: HostActions? {
    get { self[PreferenceActionsKey.self] }
    set { self[PreferenceActionsKey.self] = newValue }
  }

  private enum PreferenceActionsKey: EnvironmentKey {
    static var defaultValue: HostActions? { nil }
  }
}
