import Foundation

/// Which view has the keyboard's focus, as SwiftUI's `@FocusState`: kept
/// as state (a test or `onAppear` may set it), shown by nothing — a still
/// draws no caret and no keyboard, as a snapshot on iOS shows none.
@propertyWrapper public struct FocusState<Value: Hashable>: StateProperty {
  private let box: StateBox<Value>

  /// A focus that is on or off.
  public init() where Value == Bool { box = StateBox(false) }

  /// A focus on one of several fields, none at first.
  public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

  /// The focused field.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the focus, for `focused(_:)` and `focused(_:equals:)`.
  public var projectedValue: Binding { Binding(box: box) }

  /// A focus state's binding, as SwiftUI's `FocusState.Binding`.
  @propertyWrapper public struct Binding {
    fileprivate let box: StateBox<Value>

    /// The focused field.
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding { self }
  }

  var storage: AnyObject { box }

  func adopt(from earlier: AnyObject) {
    if let earlier = earlier as? StateBox<Value> { box.value = earlier.value }
  }
}

extension View {
  /// Ties the view's focus to `condition`: kept.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    self
  }

  /// Ties the view's focus to `binding` holding `value`: kept.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View { self }

  /// Whether the view can take focus: kept.
  public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
