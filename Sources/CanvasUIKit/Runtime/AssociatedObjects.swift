import Foundation
import Synchronization

/// The values associated with objects, as the Objective-C runtime keeps
/// them: per object and key, released when the object goes away.
///
/// The table holds each object weakly; an entry whose object is gone (even
/// if its address is reused) is dropped the next time the table is used.
private final class AssociatedObjects: Sendable {
  static let shared = AssociatedObjects()

  /// A value and how it is held.
  private struct Held: @unchecked Sendable {
    // Read and written under the table's lock only.
    var strong: Any?
    weak var weak: AnyObject?

    var value: Any? { strong ?? weak }
  }

  /// An object's values, with the object held weakly to tell it is alive.
  private struct Entry: @unchecked Sendable {
    weak var object: AnyObject?
    var values: [UnsafeRawPointer: Held]
  }

  private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

  func set(
    _ value: Any?, on object: AnyObject, key: UnsafeRawPointer,
    policy: objc_AssociationPolicy
  ) {
    var held = Held()
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN:
      held.weak = value.map { $0 as AnyObject }
    case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
      held.strong = (value as? NSCopying)?.copy() ?? value
    case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
      held.strong = value
    }
    let identifier = ObjectIdentifier(object)
    // Values let go are released after the lock, so a value's `deinit`
    // may use associated objects itself.
    let released: [Entry] = entries.withLock { entries in
      var released = Self.dropDeparted(&entries)
      var entry = entries[identifier] ?? Entry(object: object, values: [:])
      let old = entry
      if value == nil {
        entry.values[key] = nil
      } else {
        entry.values[key] = held
      }
      entries[identifier] = entry.values.isEmpty ? nil : entry
      released.append(old)
      return released
    }
    _ = released
  }

  func value(on object: AnyObject, key: UnsafeRawPointer) -> Any? {
    entries.withLock { entries in
      guard let entry = entries[ObjectIdentifier(object)],
        entry.object === object
      else { return nil }
      return entry.values[key]?.value
    }
  }

  func removeAll(on object: AnyObject) {
    let released = entries.withLock { entries in
      entries.removeValue(forKey: ObjectIdentifier(object))
    }
    _ = released
  }

  /// Drops the entries of objects that are gone, returning them.
  private static func dropDeparted(_ entries: inout [ObjectIdentifier: Entry])
    -> [Entry]
  {
    let departed = entries.filter { $0.value.object == nil }
    for identifier in departed.keys { entries[identifier] = nil }
    return Array(departed.values)
  }
}

/// Associates `value` with `object` under `key`, as the Objective-C
/// runtime's `objc_setAssociatedObject`; `nil` removes the association.
///
/// Swift on Linux has no Objective-C runtime: the values are kept in a
/// table that holds `object` weakly, and released with it. A value type
/// given as `object` is boxed anew each call, so nothing stays associated
/// with it, as on iOS.
///
/// - Parameters:
///   - object: The object the value belongs to.
///   - key: The key, usually the address of a static variable.
///   - value: The value, or `nil` to remove it.
///   - policy: How the value is kept.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
  _ policy: objc_AssociationPolicy
) {
  AssociatedObjects.shared.set(
    value, on: object as AnyObject, key: key, policy: policy)
}

/// The value associated with `object` under `key`, as the Objective-C
/// runtime's `objc_getAssociatedObject`; `nil` when there is none.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer)
  -> Any?
{
  AssociatedObjects.shared.value(on: object as AnyObject, key: key)
}

/// Removes every value associated with `object`, as the runtime's
/// `objc_removeAssociatedObjects`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_removeAssociatedObjects(_ object: Any) {
  AssociatedObjects.shared.removeAll(on: object as AnyObject)
}
