import CollectionLayout
import Foundation

extension SceneBuilder {
  /// The frames of an update animation, evenly spaced from start to end:
  /// each frame draws every element of `transition` where it is at that
  /// moment, clipped to the frame.
  ///
  /// - Parameters:
  ///   - transition: The animation.
  ///   - count: How many frames, at least 2.
  ///   - before: The content before the updates, for disappearing items.
  ///   - after: The content after them.
  ///   - rect: The content rectangle each frame shows.
  /// - Returns: The frames, first to last.
  /// - Complexity: O(count × n log n).
  public func animationFrames(
    of transition: UpdateTransition, count: Int,
    before: [SectionContent], after: [SectionContent], in rect: CGRect
  ) -> [Scene] {
    (0..<max(2, count)).map { frame in
      let progress = Double(frame) / Double(max(2, count) - 1)
      let drawn = zip(transition.attributes(at: progress), transition.tracks)
        .map { attributes, track in
          (attributes, track.isDisappearing ? before : after)
        }
      var scene = scene(drawing: drawn, in: rect)
      // A tag scaled ×4 stays inside its own frame of the strip.
      let bounds = CGRect(origin: .zero, size: scene.size)
      scene.elements = scene.elements.map { element in
        var clipped = element
        clipped.clip = bounds
        return clipped
      }
      return scene
    }
  }
}
