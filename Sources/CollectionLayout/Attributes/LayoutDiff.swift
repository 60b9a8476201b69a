import Foundation

/// What changed between two layouts, element by element: which moved,
/// resized, appeared, disappeared, or changed alpha, transform, z-index,
/// visibility or extra attributes — what a snapshot failure says before any
/// talk of pixels.
public struct LayoutDiff: Hashable, Sendable, CustomStringConvertible {
  /// One element's change.
  public enum Change: Hashable, Sendable {
    /// The element is only in the new layout.
    case appeared(LayoutAttributes)
    /// The element is only in the old layout.
    case disappeared(LayoutAttributes)
    /// The element is in both, with differences.
    case changed(old: LayoutAttributes, new: LayoutAttributes)
  }

  /// The content size before and after, when it changed.
  public var contentSize: (old: CGSize, new: CGSize)?
  /// The changes, in element order.
  public var changes: [Change]

  /// Compares two layouts' elements by category, kind and index path.
  ///
  /// - Parameters:
  ///   - old: The reference elements.
  ///   - new: The elements now.
  ///   - oldSize: The reference content size.
  ///   - newSize: The content size now.
  ///   - tolerance: Differences in a frame smaller than this are none.
  /// - Complexity: O(n log n).
  public init(
    old: [LayoutAttributes],
    new: [LayoutAttributes],
    oldSize: CGSize,
    newSize: CGSize,
    tolerance: CGFloat = 0.001
  ) {
    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= tolerance }
    let oldByKey = Dictionary(
      old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let newByKey = Dictionary(
      new.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    var changes: [Change] = []
    for key in Set(oldByKey.keys).union(newByKey.keys).sorted() {
      switch (oldByKey[key], newByKey[key]) {
      case (let before?, let after?):
        let sameFrame =
          close(before.frame.minX, after.frame.minX)
          && close(before.frame.minY, after.frame.minY)
          && close(before.frame.width, after.frame.width)
          && close(before.frame.height, after.frame.height)
        if !sameFrame || !close(before.alpha, after.alpha)
          || before.zIndex != after.zIndex
          || before.isHidden != after.isHidden
          || before.transform3D != after.transform3D
          || before.extras != after.extras
        {
          changes.append(.changed(old: before, new: after))
        }
      case (nil, let after?):
        changes.append(.appeared(after))
      case (let before?, nil):
        changes.append(.disappeared(before))
      case (nil, nil):
        break
      }
    }
    self.changes = changes
    let sameSize =
      close(oldSize.width, newSize.width)
      && close(oldSize.height, newSize.height)
    self.contentSize = sameSize ? nil : (oldSize, newSize)
  }

  /// Whether the layouts are the same.
  public var isEmpty: Bool { changes.isEmpty && contentSize == nil }

  /// Whether two diffs list the same changes and content sizes.
  public static func == (lhs: LayoutDiff, rhs: LayoutDiff) -> Bool {
    lhs.changes == rhs.changes && lhs.contentSize?.old == rhs.contentSize?.old
      && lhs.contentSize?.new == rhs.contentSize?.new
  }

  /// Hashes the changes.
  public func hash(into hasher: inout Hasher) { hasher.combine(changes) }

  /// One line a change, such as
  /// `cell [0, 3] moved from (10, 20) to (10, 80); resized from 100×50 to 100×60`.
  public var description: String {
    var lines: [String] = []
    if let contentSize {
      lines.append(
        "content size changed from \(Self.size(contentSize.old)) to \(Self.size(contentSize.new))"
      )
    }
    for change in changes {
      switch change {
      case .appeared(let element):
        lines.append(
          "\(Self.name(element)) appeared at \(Self.rect(element.frame))")
      case .disappeared(let element):
        lines.append(
          "\(Self.name(element)) disappeared from \(Self.rect(element.frame))")
      case .changed(let old, let new):
        var parts: [String] = []
        if old.frame.origin != new.frame.origin {
          parts.append(
            "moved from \(Self.point(old.frame.origin)) to \(Self.point(new.frame.origin))"
          )
        }
        if old.frame.size != new.frame.size {
          parts.append(
            "resized from \(Self.size(old.frame.size)) to \(Self.size(new.frame.size))"
          )
        }
        if old.alpha != new.alpha {
          parts.append(
            "alpha \(LayoutTextDump.number(old.alpha)) → \(LayoutTextDump.number(new.alpha))"
          )
        }
        if old.zIndex != new.zIndex {
          parts.append("zIndex \(old.zIndex) → \(new.zIndex)")
        }
        if old.isHidden != new.isHidden {
          parts.append(new.isHidden ? "now hidden" : "now shown")
        }
        if old.transform3D != new.transform3D {
          parts.append("transform changed")
        }
        for name in Set(old.extras.keys).union(new.extras.keys).sorted()
        where old.extras[name] != new.extras[name] {
          parts.append("\(name) changed")
        }
        lines.append("\(Self.name(new)) " + parts.joined(separator: "; "))
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func name(_ element: LayoutAttributes) -> String {
    let path =
      "[" + element.indexPath.map(String.init).joined(separator: ", ") + "]"
    switch element.representedElementCategory {
    case .cell: return "cell \(path)"
    case .supplementaryView:
      return "\(element.representedElementKind ?? "supplementary view") \(path)"
    case .decorationView:
      return "decoration \(element.representedElementKind ?? "") \(path)"
    }
  }

  private static func point(_ point: CGPoint) -> String {
    "(\(LayoutTextDump.number(point.x)), \(LayoutTextDump.number(point.y)))"
  }

  private static func size(_ size: CGSize) -> String {
    "\(LayoutTextDump.number(size.width))×\(LayoutTextDump.number(size.height))"
  }

  private static func rect(_ rect: CGRect) -> String {
    "\(point(rect.origin)) \(size(rect.size))"
  }
}
