/// How an associated object is kept, as the Objective-C runtime's
/// `objc_AssociationPolicy`; the raw values are the runtime's.
///
/// Swift on Linux has no Objective-C runtime; ``objc_setAssociatedObject(_:_:_:_:)``
/// keeps the values in a table of its own, with the same meanings.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A weak reference: the value is not kept alive, and reads as `nil`
  /// once it is gone (the runtime keeps a dangling pointer instead).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy (`NSCopying`), kept strongly; other values are kept as they are.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference, set atomically.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case OBJC_ASSOCIATION_RETAIN = 769
  /// A copy, set atomically.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case OBJC_ASSOCIATION_COPY = 771
}
