/// The check every snapshot makes of identifiers it is given.
enum Identifiers {
  /// Whether `identifiers` are distinct and none is `known` already;
  /// UIKit's message naming the duplicates if not.
  static func areNew<Identifier: Hashable>(
    _ identifiers: [Identifier], kind: String,
    known: (Identifier) -> Bool
  ) -> Bool {
    var seen = Set<Identifier>()
    let duplicates = identifiers.filter {
      !seen.insert($0).inserted || known($0)
    }
    guard duplicates.isEmpty else {
      UIKitException.raise(
        "Fatal: supplied \(kind) identifiers are not unique. Duplicate "
          + "identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}"
      )
      return false
    }
    return true
  }
}
