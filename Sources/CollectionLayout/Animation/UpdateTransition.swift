import Foundation

/// The animation of a batch of updates from one prepared layout to the
/// next, as UIKit runs it after `performBatchUpdates`: every element's
/// attributes from where they start to where they end.
///
/// An item that stays (perhaps at a new index path) goes from its old
/// attributes to its new ones. An inserted item starts at the layout's
/// `initialLayoutAttributesForAppearingItem(at:in:updates:)`; a deleted
/// item ends at its `finalLayoutAttributesForDisappearingItem(at:in:updates:)`.
/// Supplementary and decoration views are matched by kind and index path.
public struct UpdateTransition: Sendable {
  /// One element's start and end.
  public struct Track: Hashable, Sendable {
    /// The attributes when the animation starts.
    public var start: LayoutAttributes
    /// The attributes when it ends.
    public var end: LayoutAttributes
    /// Whether the element is in the layout before the updates only, so its
    /// content is the old content.
    public var isDisappearing = false
  }

  /// Every element's track, in the order of the final layout's elements,
  /// then the disappearing ones.
  public let tracks: [Track]

  /// A transition of these tracks, as worked out elsewhere (a UIKit
  /// layout's answers for elements that come and go).
  public init(tracks: [Track]) {
    self.tracks = tracks
  }

  /// Works out every element's track.
  ///
  /// - Parameters:
  ///   - before: The layout before the updates.
  ///   - after: The layout after them.
  ///   - layout: The layout, which gives appearing and disappearing items'
  ///     attributes.
  ///   - updates: The updates, as `prepare(forCollectionViewUpdates:)`
  ///     receives them.
  /// - Complexity: O(n log n).
  public init(
    from before: PreparedLayout,
    to after: PreparedLayout,
    layout: any CollectionViewLayout,
    updates: [UpdateItem]
  ) {
    let mapping = Self.itemMapping(
      before: before, after: after, updates: updates)
    let newToOld = Dictionary(
      mapping.map { ($0.value, $0.key) },
      uniquingKeysWith: { first, _ in first })
    var tracks: [Track] = []
    for end in after.elements {
      var start: LayoutAttributes?
      if end.representedElementCategory == .cell {
        if let old = newToOld[end.indexPath] {
          start = before.layoutAttributesForItem(at: old)
        } else {
          start = layout.initialLayoutAttributesForAppearingItem(
            at: end.indexPath, in: after, updates: updates)
        }
      } else {
        start = before.layoutAttributes(for: end.key) ?? Self.faded(end)
      }
      tracks.append(Track(start: start ?? Self.faded(end), end: end))
    }
    for old in before.elements {
      let gone =
        old.representedElementCategory == .cell
        ? mapping[old.indexPath] == nil
        : after.layoutAttributes(for: old.key) == nil
      guard gone else { continue }
      let end =
        old.representedElementCategory == .cell
        ? layout.finalLayoutAttributesForDisappearingItem(
          at: old.indexPath, in: before, updates: updates)
        : nil
      tracks.append(
        Track(start: old, end: end ?? Self.faded(old), isDisappearing: true))
    }
    self.tracks = tracks
  }

  /// The attributes of every element `progress` of the way through, from 0
  /// (start) to 1 (end), drawn in z-order.
  ///
  /// - Complexity: O(n).
  public func attributes(at progress: Double) -> [LayoutAttributes] {
    let t = CGFloat(min(1, max(0, progress)))
    return tracks.map { track in
      var attributes = track.end
      let a = track.start
      let b = track.end
      attributes.frame = CGRect(
        x: a.frame.minX + (b.frame.minX - a.frame.minX) * t,
        y: a.frame.minY + (b.frame.minY - a.frame.minY) * t,
        width: a.frame.width + (b.frame.width - a.frame.width) * t,
        height: a.frame.height + (b.frame.height - a.frame.height) * t
      )
      attributes.alpha = a.alpha + (b.alpha - a.alpha) * t
      attributes.transform3D = Self.interpolate(a.transform3D, b.transform3D, t)
      attributes.zIndex = max(a.zIndex, b.zIndex)
      attributes.isHidden = t < 1 ? a.isHidden && b.isHidden : b.isHidden
      return attributes
    }
  }

  /// Where each surviving item goes: old index path to new, as UIKit
  /// applies a batch (deletes and moves' sources in the old numbering,
  /// inserts and moves' destinations in the new one).
  static func itemMapping(
    before: PreparedLayout,
    after: PreparedLayout,
    updates: [UpdateItem]
  ) -> [IndexPath: IndexPath] {
    var oldCounts: [Int: Int] = [:]
    var newCounts: [Int: Int] = [:]
    for element in before.elements
    where element.representedElementCategory == .cell {
      oldCounts[element.indexPath.section, default: 0] += 1
    }
    for element in after.elements
    where element.representedElementCategory == .cell {
      newCounts[element.indexPath.section, default: 0] += 1
    }
    var removed = Set<IndexPath>()
    var taken = Set<IndexPath>()
    var mapping: [IndexPath: IndexPath] = [:]
    for update in updates {
      switch update.updateAction {
      case .delete:
        if let old = update.indexPathBeforeUpdate { removed.insert(old) }
      case .insert:
        if let new = update.indexPathAfterUpdate { taken.insert(new) }
      case .move:
        if let old = update.indexPathBeforeUpdate,
          let new = update.indexPathAfterUpdate
        {
          removed.insert(old)
          taken.insert(new)
          mapping[old] = new
        }
      }
    }
    for section in Set(oldCounts.keys).union(newCounts.keys) {
      let survivors = (0..<(oldCounts[section] ?? 0))
        .map { IndexPath(item: $0, section: section) }
        .filter { !removed.contains($0) }
      let free = (0..<(newCounts[section] ?? 0))
        .map { IndexPath(item: $0, section: section) }
        .filter { !taken.contains($0) }
      for (old, new) in zip(survivors, free) { mapping[old] = new }
    }
    return mapping
  }

  private static func faded(_ attributes: LayoutAttributes) -> LayoutAttributes
  {
    var faded = attributes
    faded.alpha = 0
    return faded
  }

  /// Interpolates two transforms through their 2D scale, rotation and
  /// translation, so a quarter turn stays a turn rather than a squash.
  static func interpolate(_ a: Transform3D, _ b: Transform3D, _ t: CGFloat)
    -> Transform3D
  {
    if a == b { return a }
    let pa = Decomposed(a)
    let pb = Decomposed(b)
    var angle = pb.angle - pa.angle
    if angle > .pi { angle -= 2 * .pi }
    if angle < -.pi { angle += 2 * .pi }
    return Decomposed(
      scaleX: pa.scaleX + (pb.scaleX - pa.scaleX) * t,
      scaleY: pa.scaleY + (pb.scaleY - pa.scaleY) * t,
      angle: pa.angle + angle * t,
      translationX: pa.translationX + (pb.translationX - pa.translationX) * t,
      translationY: pa.translationY + (pb.translationY - pa.translationY) * t
    ).transform
  }

  /// A 2D transform as scale, then rotation, then translation.
  struct Decomposed {
    var scaleX: CGFloat
    var scaleY: CGFloat
    var angle: CGFloat
    var translationX: CGFloat
    var translationY: CGFloat

    init(
      scaleX: CGFloat, scaleY: CGFloat, angle: CGFloat, translationX: CGFloat,
      translationY: CGFloat
    ) {
      self.scaleX = scaleX
      self.scaleY = scaleY
      self.angle = angle
      self.translationX = translationX
      self.translationY = translationY
    }

    init(_ transform: Transform3D) {
      let m = transform.affineComponents
      scaleX = (m[0] * m[0] + m[1] * m[1]).squareRoot()
      angle = atan2(m[1], m[0])
      scaleY = scaleX == 0 ? 0 : (m[0] * m[3] - m[1] * m[2]) / scaleX
      translationX = m[4]
      translationY = m[5]
    }

    var transform: Transform3D {
      Transform3D(scaleX: scaleX, y: scaleY)
        .concatenating(Transform3D(rotationAngle: angle))
        .concatenating(Transform3D(translationX: translationX, y: translationY))
    }
  }
}
