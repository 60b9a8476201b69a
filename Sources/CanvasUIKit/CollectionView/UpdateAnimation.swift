import CollectionLayout
import CoreGraphics

/// The animation a batch of updates plays: the layout before and after,
/// and where the items that come and go start and end, as the layout said.
public struct UpdateAnimation: Sendable {
  /// The elements before the updates, with their views.
  public var before: PreparedLayout
  /// The elements after the updates, with their views.
  public var after: PreparedLayout
  /// Where each inserted item starts, by its index path after the updates:
  /// the layout's `initialLayoutAttributesForAppearingItem(at:)`.
  public var appearing: [IndexPath: LayoutAttributes]
  /// Where each deleted item ends, by its index path before the updates:
  /// the layout's `finalLayoutAttributesForDisappearingItem(at:)`.
  public var disappearing: [IndexPath: LayoutAttributes]
  /// Where each supplementary or decoration view that appears starts, by
  /// its key after the updates: the layout's
  /// `initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)`
  /// and its decoration counterpart.
  public var appearingElements: [ElementKey: LayoutAttributes] = [:]
  /// Where each supplementary or decoration view that disappears ends, by
  /// its key before the updates.
  public var disappearingElements: [ElementKey: LayoutAttributes] = [:]
  /// The updates.
  public var updates: [UpdateItem]
  /// The content before and after, for the labels of plain cells.
  public var sections: (before: [SectionContent], after: [SectionContent])

  /// The animation as the package plays it: every element from its start
  /// to its end, items matched across the updates.
  public var transition: UpdateTransition {
    let matched = UpdateTransition(
      from: before, to: after,
      layout: Said(appearing: appearing, disappearing: disappearing),
      updates: updates)
    return UpdateTransition(
      tracks: matched.tracks.map { track in
        var track = track
        if track.isDisappearing {
          track.end = disappearingElements[track.start.key] ?? track.end
        } else {
          track.start = appearingElements[track.end.key] ?? track.start
        }
        return track
      })
  }

  /// A layout that answers what the UIKit layout said of appearing and
  /// disappearing items.
  private struct Said: CollectionViewLayout {
    let appearing: [IndexPath: LayoutAttributes]
    let disappearing: [IndexPath: LayoutAttributes]

    func prepare(in context: LayoutContext) -> PreparedLayout {
      PreparedLayout(contentSize: .zero, elements: [], context: context)
    }

    func initialLayoutAttributesForAppearingItem(
      at indexPath: IndexPath, in layout: PreparedLayout, updates: [UpdateItem]
    ) -> LayoutAttributes? {
      appearing[indexPath]
    }

    func finalLayoutAttributesForDisappearingItem(
      at indexPath: IndexPath, in layout: PreparedLayout, updates: [UpdateItem]
    ) -> LayoutAttributes? {
      disappearing[indexPath]
    }
  }
}
