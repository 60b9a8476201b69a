import Foundation

/// A value kept in user defaults, as SwiftUI's `@AppStorage`: read from
/// `store` (the standard defaults) under its key, its default where the
/// key holds nothing of its type, and written back when set.
///
/// A still reads what the defaults hold when the view is made, so a test
/// that sets the key first sees its value, as on iOS.
@propertyWrapper public struct AppStorage<Value>: @unchecked Sendable {
  // Unchecked: `UserDefaults` is thread-safe, and the closures only
  // convert values.
  private let store: UserDefaults
  private let key: String
  private let defaultValue: Value
  private let decode: (Any) -> Value?
  private let encode: (Value) -> Any?

  private init(
    _ key: String, store: UserDefaults?, defaultValue: Value,
    decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any?
  ) {
    self.store = store ?? .standard
    self.key = key
    self.defaultValue = defaultValue
    self.decode = decode
    self.encode = encode
  }

  /// The value the defaults hold, else the default.
  public var wrappedValue: Value {
    get { store.object(forKey: key).flatMap(decode) ?? defaultValue }
    nonmutating set {
      if let object = encode(newValue) {
        store.set(object, forKey: key)
      } else {
        store.removeObject(forKey: key)
      }
    }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }
}

/// A value user defaults keep as itself: a Boolean, number, string or
/// data, the property-list kinds `@AppStorage` takes as they are.
public protocol _AppStoragePropertyListValue {}
extension Bool: _AppStoragePropertyListValue {}
extension Int: _AppStoragePropertyListValue {}
extension Double: _AppStoragePropertyListValue {}
extension String: _AppStoragePropertyListValue {}
extension Data: _AppStoragePropertyListValue {}

extension AppStorage where Value: _AppStoragePropertyListValue {
  /// A value stored as itself.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key, store: store, defaultValue: wrappedValue,
      decode: { $0 as? Value }, encode: { $0 })
  }
}

extension AppStorage where Value == URL {
  /// A URL, stored as its string.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key, store: store, defaultValue: wrappedValue,
      decode: { ($0 as? String).flatMap(URL.init(string:)) },
      encode: { $0.absoluteString })
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
  /// An enumeration's case, stored as its raw string.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key, store: store, defaultValue: wrappedValue,
      decode: { ($0 as? String).flatMap(Value.init(rawValue:)) },
      encode: { $0.rawValue })
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
  /// An enumeration's case, stored as its raw number.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key, store: store, defaultValue: wrappedValue,
      decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) },
      encode: { $0.rawValue })
  }
}

extension AppStorage {
  /// An optional value stored as itself, `nil` where the key holds none.
  public init<Wrapped>(_ key: String, store: UserDefaults? = nil)
  where Value == Wrapped? {
    self.init(
      key, store: store, defaultValue: nil,
      decode: { $0 as? Wrapped }, encode: { $0 })
  }
}

/// Whether a view is presented, and the action that dismisses it, as
/// SwiftUI's deprecated `PresentationMode`: a still is never dismissed.
public struct PresentationMode: Sendable {
  /// Whether the view is presented.
  public var isPresented: Bool
  /// Dismisses the view: nothing in a still.
  public mutating func dismiss() {}
}

/// Dismisses the presentation a view is in, as SwiftUI's `DismissAction`:
/// nothing in a still.
public struct DismissAction: Sendable {
  public func callAsFunction() {}
}

/// Opens a URL, as SwiftUI's `OpenURLAction`: nothing is opened in a still.
public struct OpenURLAction: Sendable {
  /// What the handler says of a URL it was given.
  public struct Result: Sendable {
    let name: String
    public static let handled = Result(name: "handled")
    public static let discarded = Result(name: "discarded")
    public static let systemAction = Result(name: "systemAction")
    public static func systemAction(_ url: URL) -> Result {
      Result(name: "systemAction")
    }
  }

  /// An action that hands URLs to `handler`.
  public init(handler: @escaping @Sendable (URL) -> Result) {}

  init() {}

  public func callAsFunction(_ url: URL) {}

  public func callAsFunction(
    _ url: URL, completion: @escaping @Sendable (Bool) -> Void
  ) {
    completion(false)
  }
}

extension EnvironmentValues {
  /// The presentation the view is in: not presented.
  public var presentationMode: Binding<PresentationMode> {
    .constant(PresentationMode(isPresented: false))
  }

  /// Dismisses the presentation the view is in.
  public var dismiss: DismissAction { DismissAction() }

  /// Opens URLs.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }

  private enum OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction() }
  }
}

extension View {
  /// The defaults `@AppStorage` properties here read by default: kept;
  /// a property reads the standard defaults unless it names its `store`.
  public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}
