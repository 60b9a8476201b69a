import Foundation

/// A value a view owns, as SwiftUI's `@State`: a still image shows it as
/// the view set it (its initial value, or what `onAppear` changed).
@propertyWrapper public struct State<Value>: StateProperty {
  private let box: StateBox<Value>

  /// State starting at `value`.
  public init(wrappedValue value: Value) { box = StateBox(value) }

  /// State starting at `value`.
  public init(initialValue value: Value) { box = StateBox(value) }

  /// The value.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

extension State {
  var storage: AnyObject { box }

  func adopt(from earlier: AnyObject) {
    if let earlier = earlier as? StateBox<Value> { box.value = earlier.value }
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// State starting at `nil`.
  public init() { self.init(wrappedValue: nil) }
}

/// Where a `@State` property keeps its value.
final class StateBox<Value>: @unchecked Sendable {
  // Unchecked: read and written on the main actor while a view is built.
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A value owned elsewhere, read and written through, as SwiftUI's
/// `Binding`.
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// A binding to `binding`'s value.
  public init(projectedValue binding: Binding<Value>) { self = binding }

  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// This binding.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    let get = self.get
    let set = self.set
    return Binding<Subject>(
      get: { get()[keyPath: keyPath] },
      set: { newValue in
        var value = get()
        value[keyPath: keyPath] = newValue
        set(value)
      })
  }
}

/// A `@State` property, found in a view before its body is read.
protocol StateProperty {
  /// Where the value is kept.
  var storage: AnyObject { get }
  /// Takes the value `earlier`, the same property's storage in an earlier
  /// build of the view, holds.
  func adopt(from earlier: AnyObject)
}

/// The state of a host's views, in the order their properties are met
/// while the views are built: a view built again (after `onAppear`) takes
/// the values its properties had, its views being made anew by their
/// parents' bodies.
final class StateRegistry: @unchecked Sendable {
  // Unchecked: used on the main actor while a host builds its views.
  private(set) var met: [AnyObject] = []
  private let earlier: [AnyObject]

  init(earlier: [AnyObject] = []) { self.earlier = earlier }

  func meet(_ property: any StateProperty) {
    if met.count < earlier.count { property.adopt(from: earlier[met.count]) }
    met.append(property.storage)
  }
}

extension EnvironmentValues {
  /// Where the host keeps its views' state between builds.
  var stateRegistry: StateRegistry? {
    get { self[StateRegistryKey.self] }
    set { self[StateRegistryKey.self] = newValue }
  }

  private enum StateRegistryKey: EnvironmentKey {
    static var defaultValue: StateRegistry? { nil }
  }
}
