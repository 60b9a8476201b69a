import Foundation

/// A node of a tree to lay out with ``TreeLayout``: a name and children.
public struct TreeNode: Hashable, Sendable {
  /// The node's label, such as a class name.
  public var name: String
  /// The node's children, in order.
  public var children: [TreeNode]

  /// Creates a node.
  public init(_ name: String, children: [TreeNode] = []) {
    self.name = name
    self.children = children
  }

  /// The sections a tree becomes, as in Apple's example: section *d* holds
  /// the nodes at depth *d*, each parent's children consecutive and in the
  /// order of their parents; each item names its children in the next
  /// section.
  ///
  /// - Complexity: O(n).
  public static func sections(from roots: [TreeNode]) -> [SectionContent] {
    var sections: [SectionContent] = []
    var level = roots
    while !level.isEmpty {
      var items: [ItemContent] = []
      var next: [TreeNode] = []
      for node in level {
        var item = ItemContent(text: node.name)
        item.children = Array(next.count..<(next.count + node.children.count))
        next += node.children
        items.append(item)
      }
      sections.append(SectionContent(items: items))
      level = next
    }
    return sections
  }

  /// The number of nodes in the tree.
  public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

  /// The number of levels in the tree.
  public var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }
}
