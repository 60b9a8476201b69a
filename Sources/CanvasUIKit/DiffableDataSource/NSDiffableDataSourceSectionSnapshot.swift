import Foundation

/// One section's items as an outline, as UIKit's
/// `NSDiffableDataSourceSectionSnapshot`: items with children, each parent
/// expanded or collapsed.
///
/// Applied to a section, the section shows ``visibleItems``: the root
/// items and the children of expanded parents, depth first. Identifiers
/// must be unique in the snapshot; where UIKit raises (a duplicate, a
/// parent or neighbour that is not there), the program stops with its
/// message and the change is not made.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable>
{
  typealias Item = ItemIdentifierType

  /// Each parent's children in order; the root items under `nil`.
  private var children: [Item?: [Item]] = [:]
  /// Each child's parent.
  private var parents: [Item: Item] = [:]
  /// Every item.
  private var members: Set<Item> = []
  /// The expanded parents.
  private var expanded: Set<Item> = []

  /// An empty section snapshot.
  public init() {}

  // MARK: Reading

  /// Every item, depth first.
  public var items: [ItemIdentifierType] { depthFirst(from: nil) { _ in true } }

  /// The items with no parent.
  public var rootItems: [ItemIdentifierType] { children[nil] ?? [] }

  /// The items shown: root items and the children of expanded parents
  /// whose own parents are shown, depth first.
  public var visibleItems: [ItemIdentifierType] {
    depthFirst(from: nil) { expanded.contains($0) }
  }

  /// Whether `item` is in the snapshot.
  public func contains(_ item: ItemIdentifierType) -> Bool {
    members.contains(item)
  }

  /// The index of `item` in ``items``, or `nil`.
  public func index(of item: ItemIdentifierType) -> Int? {
    guard members.contains(item) else { return nil }
    return items.firstIndex(of: item)
  }

  /// How deep `item` is: 0 for a root item; -1 when it is not here, as
  /// UIKit answers.
  public func level(of item: ItemIdentifierType) -> Int {
    guard members.contains(item) else { return -1 }
    var level = 0
    var current = item
    while let parent = parents[current] {
      level += 1
      current = parent
    }
    return level
  }

  /// The parent of `item`, or `nil` for a root item.
  public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? {
    parents[item]
  }

  /// Whether `item` is expanded.
  public func isExpanded(_ item: ItemIdentifierType) -> Bool {
    expanded.contains(item)
  }

  /// Whether `item` is shown: every parent above it is expanded.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard members.contains(item) else { return false }
    var current = item
    while let parent = parents[current] {
      guard expanded.contains(parent) else { return false }
      current = parent
    }
    return true
  }

  /// The children of `item`, and theirs, as a snapshot of their own,
  /// with `item` as its root when `includingParent` is true.
  public func snapshot(
    of parent: ItemIdentifierType, includingParent: Bool = false
  ) -> Self {
    var result = Self()
    guard members.contains(parent) else {
      raiseUnknown(parent, "snapshot(of:)")
      return result
    }
    if includingParent {
      result.add([parent], under: nil, at: 0)
      if expanded.contains(parent) { result.expanded.insert(parent) }
    }
    copyDescendants(
      of: parent, into: &result, under: includingParent ? parent : nil)
    return result
  }

  private func copyDescendants(
    of item: Item, into result: inout Self, under parent: Item?
  ) {
    let kids = children[item] ?? []
    result.add(kids, under: parent, at: result.children[parent]?.count ?? 0)
    for kid in kids {
      if expanded.contains(kid) { result.expanded.insert(kid) }
      copyDescendants(of: kid, into: &result, under: kid)
    }
  }

  // MARK: Changing

  /// Adds `items` as the last children of `parent`, or as root items.
  public mutating func append(
    _ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil
  ) {
    if let parent, !members.contains(parent) {
      return raiseUnknown(parent, "append(_:to:)")
    }
    guard unique(items) else { return }
    add(items, under: parent, at: children[parent]?.count ?? 0)
  }

  /// Adds `items` just before `item`, under its parent.
  public mutating func insert(
    _ items: [ItemIdentifierType], before item: ItemIdentifierType
  ) {
    insert(items, next: item, after: false)
  }

  /// Adds `items` just after `item`, under its parent.
  public mutating func insert(
    _ items: [ItemIdentifierType], after item: ItemIdentifierType
  ) {
    insert(items, next: item, after: true)
  }

  /// Adds a whole snapshot's items as the last children of `parent`.
  public mutating func append(
    _ snapshot: Self, to parent: ItemIdentifierType? = nil
  ) {
    if let parent, !members.contains(parent) {
      return raiseUnknown(parent, "append(_:to:)")
    }
    guard unique(snapshot.items) else { return }
    graft(snapshot, under: parent, at: children[parent]?.count ?? 0)
  }

  /// Adds a whole snapshot's items just before `item`.
  public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType)
  {
    insert(snapshot, next: item, after: false)
  }

  /// Adds a whole snapshot's items just after `item`.
  public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType)
  {
    insert(snapshot, next: item, after: true)
  }

  /// Replaces the children of `parent` with a snapshot's items.
  public mutating func replace(
    childrenOf parent: ItemIdentifierType, using snapshot: Self
  ) {
    guard members.contains(parent) else {
      return raiseUnknown(parent, "replace(childrenOf:using:)")
    }
    delete(children[parent] ?? [])
    append(snapshot, to: parent)
  }

  /// Removes `items` and their children; those not here are ignored.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    for item in items where members.contains(item) {
      for kid in children[item] ?? [] { delete([kid]) }
      children[item] = nil
      let parent = parents.removeValue(forKey: item)
      children[parent]?.removeAll { $0 == item }
      members.remove(item)
      expanded.remove(item)
    }
  }

  /// Removes every item.
  public mutating func deleteAll() { self = Self() }

  /// Shows the children of `items`.
  public mutating func expand(_ items: [ItemIdentifierType]) {
    for item in items where members.contains(item) { expanded.insert(item) }
  }

  /// Hides the children of `items`.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    for item in items { expanded.remove(item) }
  }

  // MARK: Steps

  private func depthFirst(from parent: Item?, descend: (Item) -> Bool) -> [Item]
  {
    var result: [Item] = []
    var stack = (children[parent] ?? []).reversed().map { $0 }
    while let item = stack.popLast() {
      result.append(item)
      if descend(item) {
        stack.append(contentsOf: (children[item] ?? []).reversed())
      }
    }
    return result
  }

  private mutating func add(_ items: [Item], under parent: Item?, at index: Int)
  {
    children[parent, default: []].insert(contentsOf: items, at: index)
    for item in items {
      members.insert(item)
      if let parent { parents[item] = parent }
    }
  }

  private mutating func graft(
    _ snapshot: Self, under parent: Item?, at index: Int
  ) {
    add(snapshot.rootItems, under: parent, at: index)
    for item in snapshot.members where snapshot.parents[item] != nil {
      members.insert(item)
      parents[item] = snapshot.parents[item]
    }
    for (owner, kids) in snapshot.children {
      guard let owner else { continue }
      children[owner] = kids
    }
    expanded.formUnion(snapshot.expanded)
  }

  private mutating func insert(_ items: [Item], next item: Item, after: Bool) {
    guard let place = place(of: item, "insert") else { return }
    guard unique(items) else { return }
    add(items, under: place.parent, at: place.index + (after ? 1 : 0))
  }

  private mutating func insert(_ snapshot: Self, next item: Item, after: Bool) {
    guard let place = place(of: item, "insert") else { return }
    guard unique(snapshot.items) else { return }
    graft(snapshot, under: place.parent, at: place.index + (after ? 1 : 0))
  }

  private func place(of item: Item, _ change: String) -> (
    parent: Item?, index: Int
  )? {
    let parent = parents[item]
    guard members.contains(item),
      let index = children[parent]?.firstIndex(of: item)
    else {
      raiseUnknown(item, change)
      return nil
    }
    return (parent, index)
  }

  private func unique(_ items: [Item]) -> Bool {
    Identifiers.areNew(items, kind: "item", known: members.contains)
  }

  private func raiseUnknown(_ item: Item, _ change: String) {
    UIKitException.raise(
      "Invalid item identifier specified for \(change): \(item) is not in the "
        + "section snapshot")
  }
}

extension NSDiffableDataSourceSectionSnapshot: Sendable
where ItemIdentifierType: Sendable {}
