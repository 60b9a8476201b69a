import CanvasUIKit
import Combine
import Foundation

/// An observable object a view owns, as SwiftUI's `@StateObject`: made once,
/// the first time the view is built, and kept when the view is built again.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>:
  StateProperty
{
  private let box: StateObjectBox<ObjectType>

  /// The object `thunk` makes, when it is first needed.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateObjectBox(thunk)
  }

  /// The object.
  public var wrappedValue: ObjectType { box.object }

  /// Bindings to the object's properties, as `$model.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: box.object).projectedValue
  }

  var storage: AnyObject { box }

  func adopt(from earlier: AnyObject) {
    if let earlier = earlier as? StateObjectBox<ObjectType> {
      box.adopt(earlier)
    }
  }
}

/// Where a `@StateObject` keeps its object.
final class StateObjectBox<ObjectType: ObservableObject>: @unchecked Sendable {
  // Unchecked: used on the main actor while a view is built.
  private let make: () -> ObjectType
  private var made: ObjectType?

  init(_ make: @escaping () -> ObjectType) { self.make = make }

  var object: ObjectType {
    if let made { return made }
    let object = make()
    made = object
    return object
  }

  func adopt(_ earlier: StateObjectBox<ObjectType>) { made = earlier.object }
}

/// An observable object a view is given, as SwiftUI's `@ObservedObject`.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject> {
  /// Bindings to an object's properties.
  @dynamicMemberLookup public struct Wrapper {
    let root: ObjectType

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      let root = root
      return Binding(
        get: { root[keyPath: keyPath] },
        set: { root[keyPath: keyPath] = $0 })
    }
  }

  /// The object.
  public var wrappedValue: ObjectType

  /// A property observing `wrappedValue`.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// A property observing `initialValue`.
  public init(initialValue: ObjectType) { wrappedValue = initialValue }

  /// Bindings to the object's properties, as `$model.name`.
  public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

  /// A binding to the object's property at `keyPath`.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
  ) -> Binding<Subject> {
    projectedValue[dynamicMember: keyPath]
  }
}

/// An observable object an ancestor gave with `environmentObject(_:)`, as
/// SwiftUI's `@EnvironmentObject`.
///
/// A view whose ancestors gave none is not drawn, and UIKit's exception
/// carries SwiftUI's own words, which a snapshot reports as that test's
/// failure.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>:
  EnvironmentObjectReader
{
  private let box = EnvironmentObjectBox<ObjectType>()

  public init() {}

  /// The object.
  @MainActor public var wrappedValue: ObjectType {
    guard let object = box.object else { fatalError(missingMessage) }
    return object
  }

  /// Bindings to the object's properties, as `$model.name`.
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }

  var missingMessage: String {
    "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
  }

  func bind(_ environment: EnvironmentValues) -> Bool {
    box.object =
      environment.objects[ObjectIdentifier(ObjectType.self)]
      as? ObjectType
    return box.object != nil
  }
}

/// Where an `@EnvironmentObject` keeps the object it was given.
final class EnvironmentObjectBox<ObjectType>: @unchecked Sendable {
  // Unchecked: set and read on the main actor while a view is built.
  var object: ObjectType?
}

/// A property given an object of the environment before a view's body is
/// read.
protocol EnvironmentObjectReader {
  /// Takes the object from `environment`; whether there was one.
  func bind(_ environment: EnvironmentValues) -> Bool
  /// SwiftUI's words when there is none.
  var missingMessage: String { get }
}

extension EnvironmentValues {
  /// The objects `environmentObject(_:)` gave, by their types.
  var objects: [ObjectIdentifier: AnyObject] {
    get { self[ObjectsKey.self] }
    set { self[ObjectsKey.self] = newValue }
  }

  private enum ObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
  }
}

extension View {
  /// Gives `object` to the `@EnvironmentObject` properties of type `T` in
  /// this view and those in it.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    EnvironmentModifier(content: self) {
      $0.objects[ObjectIdentifier(T.self)] = object
    }
  }
}
