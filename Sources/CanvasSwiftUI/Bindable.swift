import Foundation
import Observation

/// Bindings to the properties of an `@Observable` object, as SwiftUI's
/// `@Bindable` (iOS 17): `$model.name` is a `Binding<String>`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  /// The object.
  public var wrappedValue: Value

  /// Bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Bindings to `object`'s properties.
  public init(_ object: Value) { wrappedValue = object }

  /// These bindings.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to the object's property at `keyPath`.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] },
      set: { object[keyPath: keyPath] = $0 })
  }
}
