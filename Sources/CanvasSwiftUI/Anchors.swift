import CanvasUIKit
import CoreGraphics
import Foundation

/// A coordinate space a geometry reader measures in, as SwiftUI's
/// `CoordinateSpace`.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  // Unchecked: a name is a value the app gives, hashed and compared only.
  /// The host's view.
  case global
  /// The reader's own frame.
  case local
  /// The frame of the view `coordinateSpace(name:)` named.
  case named(AnyHashable)
}

/// A place in a view, kept until a geometry reader resolves it in its own
/// coordinates, as SwiftUI's `Anchor`.
public struct Anchor<Value>: Equatable {
  /// The view the anchor is in; its frame is known once it is placed.
  let node: LayoutNode
  let source: Source

  /// What part of a view an anchor keeps, as SwiftUI's `Anchor.Source`.
  public struct Source {
    let value: @Sendable (CGRect) -> Value
  }

  public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
    lhs.node === rhs.node
  }

  /// The value in the host's coordinates, moved by `origin`.
  @MainActor func value(relativeTo origin: CGPoint) -> Value {
    source.value(node.frame.offsetBy(dx: -origin.x, dy: -origin.y))
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Self { Self { $0 } }
  /// `rect` in the view's own coordinates.
  public static func rect(_ rect: CGRect) -> Self {
    Self { $0.origin == .zero ? rect : rect.offsetBy(dx: $0.minX, dy: $0.minY) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// The point `unitPoint` of the view.
  public static func unitPoint(_ unitPoint: UnitPoint) -> Self {
    Self {
      CGPoint(
        x: $0.minX + unitPoint.x * $0.width,
        y: $0.minY + unitPoint.y * $0.height)
    }
  }
  /// `point` in the view's own coordinates.
  public static func point(_ point: CGPoint) -> Self {
    Self { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
  }
  public static var topLeading: Self { unitPoint(.topLeading) }
  public static var top: Self { unitPoint(.top) }
  public static var topTrailing: Self { unitPoint(.topTrailing) }
  public static var leading: Self { unitPoint(.leading) }
  public static var center: Self { unitPoint(.center) }
  public static var trailing: Self { unitPoint(.trailing) }
  public static var bottomLeading: Self { unitPoint(.bottomLeading) }
  public static var bottom: Self { unitPoint(.bottom) }
  public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

extension View {
  /// Sets the view's value for `key` from an anchor of it, as SwiftUI's
  /// `anchorPreference(key:value:transform:)`: a geometry reader resolves
  /// the anchor (`proxy[anchor]`) once the view is placed.
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    node { child in
      PreferenceNode(key: key, child: child) { node in
        transform(Anchor(node: node, source: value))
      }
    }
  }

  /// Changes the view's value for `key` with an anchor of it.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    node { child in
      PreferenceNode(key: key, child: child) { node in
        var current = node.preference(key)
        transform(&current, Anchor(node: node, source: value))
        return current
      }
    }
  }

  /// Names the view's frame as a coordinate space geometry readers inside
  /// it can measure in.
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    node(withEnvironment: { child, environment in
      let node = ModifierNode(child: child)
      environment.coordinateSpaces?.spaces[AnyHashable(name)] = node
      return node
    })
  }
}

/// The views named as coordinate spaces above a view.
final class CoordinateSpaces {
  var spaces: [AnyHashable: LayoutNode] = [:]
}

extension EnvironmentValues {
  /// Where the views `coordinateSpace(name:)` named are kept for the host.
  var coordinateSpaces: CoordinateSpaces? {
    get { self[CoordinateSpacesKey.self] }
    set { self[CoordinateSpacesKey.self] = newValue }
  }

  private enum CoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: CoordinateSpaces? { nil }
  }
}

// Unchecked: an anchor's view is read on the main actor, once placed.
extension Anchor: @unchecked Sendable {}
extension Anchor.Source: Sendable {}
