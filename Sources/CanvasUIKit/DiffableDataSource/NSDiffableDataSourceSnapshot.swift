import Foundation

/// The sections and items a diffable data source shows, by identifier, as
/// UIKit's `NSDiffableDataSourceSnapshot`: a value, changed freely, then
/// applied.
///
/// Identifiers must be unique across the snapshot. Where UIKit raises an
/// exception (a duplicate identifier, an item in a section that is not
/// there, a move relative to itself, an identifier that is not there),
/// the program stops with UIKit's message naming the identifier, and the
/// change is not made.
///
/// - Complexity: Lookups of an item's section are O(1) by hashing; its
///   index is O(sections + items in its section). Changes are linear in
///   the items they touch and the section they touch.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
  typealias Section = SectionIdentifierType
  typealias Item = ItemIdentifierType

  /// The sections, in order.
  public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
  /// Each section's items, in order.
  private var contents: [Section: [Item]] = [:]
  /// The section each item is in.
  private var sectionOfItem: [Item: Section] = [:]
  /// The sections reloaded since the snapshot was made.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] =
    []
  /// The items reloaded since the snapshot was made.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The items reconfigured since the snapshot was made.
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] =
    []

  /// An empty snapshot.
  public init() {}

  // MARK: Reading

  /// The number of items in all sections.
  public var numberOfItems: Int { sectionOfItem.count }

  /// The number of sections.
  public var numberOfSections: Int { sectionIdentifiers.count }

  /// Every item, section by section.
  public var itemIdentifiers: [ItemIdentifierType] {
    sectionIdentifiers.flatMap { contents[$0] ?? [] }
  }

  /// The number of items in `identifier`; UIKit's message when it is not
  /// a section here.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int
  {
    items(in: identifier, for: "numberOfItems(inSection:)").count
  }

  /// The items of `identifier`, in order.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType)
    -> [ItemIdentifierType]
  {
    items(in: identifier, for: "itemIdentifiers(inSection:)")
  }

  /// The section `identifier` is in, or `nil`.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sectionOfItem[identifier]
  }

  /// The index of `identifier` among all items, or `nil`.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let section = sectionOfItem[identifier],
      let offset = contents[section]?.firstIndex(of: identifier)
    else { return nil }
    var before = 0
    for earlier in sectionIdentifiers {
      if earlier == section { break }
      before += contents[earlier]?.count ?? 0
    }
    return before + offset
  }

  /// The index of section `identifier`, or `nil`.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    contents[identifier] == nil
      ? nil : sectionIdentifiers.firstIndex(of: identifier)
  }

  /// The section and index in it of `identifier`, or `nil`.
  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    guard let section = sectionOfItem[identifier],
      let sectionIndex = indexOfSection(section),
      let item = contents[section]?.firstIndex(of: identifier)
    else { return nil }
    return IndexPath(item: item, section: sectionIndex)
  }

  /// The items of the section at `index`; empty when there is none.
  @usableFromInline
  func items(atSection index: Int) -> [ItemIdentifierType] {
    guard sectionIdentifiers.indices.contains(index) else { return [] }
    return contents[sectionIdentifiers[index]] ?? []
  }

  /// The item at `indexPath`, or `nil`.
  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    let items = items(atSection: indexPath.section)
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  /// The section at `index`, or `nil`.
  func section(at index: Int) -> SectionIdentifierType? {
    sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
  }

  /// The snapshot as a data source keeps it once applied: nothing marked
  /// for reloading or reconfiguring.
  var applied: Self {
    var copy = self
    copy.reloadedSectionIdentifiers = []
    copy.reloadedItemIdentifiers = []
    copy.reconfiguredItemIdentifiers = []
    return copy
  }

  private func items(in section: Section, for call: String) -> [Item] {
    guard let items = contents[section] else {
      UIKitException.raise(
        "Invalid parameter not satisfying: section identifier \(section) "
          + "is not in the snapshot (\(call))")
      return []
    }
    return items
  }

  // MARK: Items

  /// Adds `identifiers` at the end of `section`, or of the last section.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType],
    toSection section: SectionIdentifierType? = nil
  ) {
    guard let section = section ?? sectionIdentifiers.last else {
      UIKitException.raise(
        "There are currently no sections in the data source. "
          + "Please add a section first.")
      return
    }
    guard let items = contents[section] else {
      return raiseUnknownSection(section, "appending items")
    }
    guard unique(identifiers) else { return }
    add(identifiers, to: section, at: items.count)
  }

  /// Adds `identifiers` just before `beforeIdentifier`, in its section.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType],
    beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, next: beforeIdentifier, after: false)
  }

  /// Adds `identifiers` just after `afterIdentifier`, in its section.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType],
    afterItem afterIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, next: afterIdentifier, after: true)
  }

  /// Removes `identifiers`; those not in the snapshot are ignored.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    var gone: [Section: Set<Item>] = [:]
    for item in identifiers {
      guard let section = sectionOfItem.removeValue(forKey: item) else {
        continue
      }
      gone[section, default: []].insert(item)
    }
    for (section, items) in gone {
      contents[section]?.removeAll(where: items.contains)
    }
  }

  /// Removes every item, keeping the sections.
  public mutating func deleteAllItems() {
    for section in sectionIdentifiers { contents[section] = [] }
    sectionOfItem = [:]
  }

  /// Moves `identifier` to just before `toIdentifier`, in its section.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType,
    beforeItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, next: toIdentifier, after: false)
  }

  /// Moves `identifier` to just after `toIdentifier`, in its section.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType,
    afterItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, next: toIdentifier, after: true)
  }

  /// Marks `identifiers` to be drawn again with new cells.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    guard known(identifiers, for: "reload") else { return }
    reloadedItemIdentifiers.append(contentsOf: identifiers)
  }

  /// Marks `identifiers` to be configured again in their cells.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    guard known(identifiers, for: "reconfigure") else { return }
    reconfiguredItemIdentifiers.append(contentsOf: identifiers)
  }

  // MARK: Sections

  /// Adds `identifiers` as sections at the end.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    guard uniqueSections(identifiers) else { return }
    addSections(identifiers, at: sectionIdentifiers.count)
  }

  /// Adds `identifiers` as sections just before `toIdentifier`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType],
    beforeSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, next: toIdentifier, after: false)
  }

  /// Adds `identifiers` as sections just after `toIdentifier`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType],
    afterSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, next: toIdentifier, after: true)
  }

  /// Removes the sections `identifiers` and their items; those not in the
  /// snapshot are ignored.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let gone = Set(identifiers.filter { contents[$0] != nil })
    guard !gone.isEmpty else { return }
    for section in gone {
      for item in contents.removeValue(forKey: section) ?? [] {
        sectionOfItem[item] = nil
      }
    }
    sectionIdentifiers.removeAll(where: gone.contains)
  }

  /// Moves section `identifier` to just before `toIdentifier`.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType,
    beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, next: toIdentifier, after: false)
  }

  /// Moves section `identifier` to just after `toIdentifier`.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType,
    afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, next: toIdentifier, after: true)
  }

  /// Marks the sections `identifiers` to be drawn again.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    if let missing = identifiers.first(where: { contents[$0] == nil }) {
      return raiseUnknownSection(missing, "reload")
    }
    reloadedSectionIdentifiers.append(contentsOf: identifiers)
  }

  // MARK: Steps

  private mutating func add(_ items: [Item], to section: Section, at index: Int)
  {
    contents[section]?.insert(contentsOf: items, at: index)
    for item in items { sectionOfItem[item] = section }
  }

  private mutating func addSections(_ sections: [Section], at index: Int) {
    sectionIdentifiers.insert(contentsOf: sections, at: index)
    for section in sections { contents[section] = [] }
  }

  private mutating func insert(_ items: [Item], next anchor: Item, after: Bool)
  {
    guard let section = sectionOfItem[anchor],
      let index = contents[section]?.firstIndex(of: anchor)
    else { return raiseUnknownItem(anchor, "insert") }
    guard unique(items) else { return }
    add(items, to: section, at: after ? index + 1 : index)
  }

  private mutating func move(_ item: Item, next anchor: Item, after: Bool) {
    guard item != anchor else {
      return UIKitException.raise(
        "Attempted to move item identifier relative to itself: \(item)")
    }
    guard known([item, anchor], for: "move") else { return }
    deleteItems([item])
    insert([item], next: anchor, after: after)
  }

  private mutating func insertSections(
    _ sections: [Section], next anchor: Section, after: Bool
  ) {
    guard let index = indexOfSection(anchor) else {
      return raiseUnknownSection(anchor, "insert")
    }
    guard uniqueSections(sections) else { return }
    addSections(sections, at: after ? index + 1 : index)
  }

  private mutating func moveSection(
    _ section: Section, next anchor: Section, after: Bool
  ) {
    guard section != anchor else {
      return UIKitException.raise(
        "Attempted to move section identifier relative to itself: \(section)")
    }
    for identifier in [section, anchor] where contents[identifier] == nil {
      return raiseUnknownSection(identifier, "move")
    }
    sectionIdentifiers.removeAll { $0 == section }
    guard let index = sectionIdentifiers.firstIndex(of: anchor) else { return }
    sectionIdentifiers.insert(section, at: after ? index + 1 : index)
  }

  // MARK: Checks

  private func unique(_ items: [Item]) -> Bool {
    Identifiers.areNew(items, kind: "item") { sectionOfItem[$0] != nil }
  }

  private func uniqueSections(_ sections: [Section]) -> Bool {
    Identifiers.areNew(sections, kind: "section") { contents[$0] != nil }
  }

  /// Whether every one of `items` is in the snapshot; UIKit's message if
  /// not.
  private func known(_ items: [Item], for change: String) -> Bool {
    guard let missing = items.first(where: { sectionOfItem[$0] == nil }) else {
      return true
    }
    raiseUnknownItem(missing, change)
    return false
  }

  private func raiseUnknownItem(_ item: Item, _ change: String) {
    UIKitException.raise(
      "Invalid item identifier specified for \(change): \(item) is not in "
        + "the snapshot")
  }

  private func raiseUnknownSection(_ section: Section, _ change: String) {
    UIKitException.raise(
      "Invalid section identifier specified for \(change): \(section) is "
        + "not in the snapshot")
  }
}

extension NSDiffableDataSourceSnapshot: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
