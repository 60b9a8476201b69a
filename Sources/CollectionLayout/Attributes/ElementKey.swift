import Foundation

/// What identifies one element of a layout.
///
/// A key is a category, a kind and an index path; no two elements of a
/// prepared layout share one.
public struct ElementKey: Hashable, Sendable, Comparable {
  /// The element's category.
  public var category: ElementCategory
  /// The kind of a supplementary or decoration view; `nil` for a cell.
  public var kind: String?
  /// The element's index path.
  public var indexPath: IndexPath

  /// Creates a key from its parts.
  public init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
    self.category = category
    self.kind = kind
    self.indexPath = indexPath
  }

  /// Orders keys by category, then section, then item, then kind: the order
  /// of the layout JSON.
  public static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
    if lhs.category != rhs.category { return lhs.category < rhs.category }
    if lhs.indexPath != rhs.indexPath { return lhs.indexPath < rhs.indexPath }
    return (lhs.kind ?? "") < (rhs.kind ?? "")
  }
}
