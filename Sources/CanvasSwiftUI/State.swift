import Foundation

/// A value a view owns, as SwiftUI's `@State`: a still image shows it as
/// the view set it (its initial value, or what `onAppear` changed).
@propertyWrapper public struct State<Value> {
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
