import CanvasRendering
import CollectionLayout
import Foundation

/// What a spec draws, ready for any renderer.
public struct Drawing: Sendable {
  /// The layout as prepared for the drawing (after the updates, for an
  /// animation).
  public var layout: PreparedLayout
  /// The picture: the content, the viewports side by side, or the frames
  /// of an animation side by side.
  public var scene: Scene
  /// The frames of an animation, one scene each; empty otherwise.
  public var frames: [Scene]
}

extension CanvasSpec {
  /// The drawing `presentation` asks for.
  ///
  /// - Parameters:
  ///   - measurer: Measures text.
  ///   - theme: Overrides the spec's theme.
  ///   - presentation: Overrides the spec's own `render:`.
  /// - Returns: The drawing.
  /// - Throws: ``SpecError`` when the presentation cannot be drawn, such as
  ///   a viewport with no height.
  public func drawing(
    measurer: any TextMeasuring,
    theme: Theme? = nil,
    presentation: Presentation? = nil
  ) throws(SpecError) -> Drawing {
    let presentation = presentation ?? self.presentation
    let canvas = layoutCanvas(theme: theme)
    let builder = canvas.sceneBuilder(measurer: measurer)
    let context = canvas.context(measurer: measurer)
    if presentation.animationFrames > 0 {
      return try animation(
        frames: presentation.animationFrames, builder: builder,
        context: context)
    }
    if presentation.showsViewports {
      return try viewports(presentation, builder: builder, context: context)
    }
    let prepared = canvas.prepare(measurer: measurer)
    return Drawing(
      layout: prepared, scene: builder.scene(for: prepared, sections: sections),
      frames: [])
  }

  private func problem(_ key: String, _ message: String) -> SpecError {
    SpecError(file: file, line: nil, column: nil, key: key, message: message)
  }

  private func viewports(
    _ presentation: Presentation,
    builder: SceneBuilder,
    context: LayoutContext
  ) throws(SpecError) -> Drawing {
    let size = presentation.device ?? canvas.size
    guard size.height > 0 else {
      throw problem(
        "canvas.height",
        "a viewport needs a height: give canvas.height or a device")
    }
    var context = context
    context.bounds.size = size
    let prepared = layout.prepare(in: context)
    let vertical = prepared.scrollDirection == .vertical
    var offsets = presentation.offsets.map { value in
      vertical
        ? CGPoint(x: canvas.contentOffset.x, y: value)
        : CGPoint(x: value, y: canvas.contentOffset.y)
    }
    if offsets.isEmpty { offsets = [canvas.contentOffset] }
    let panels = offsets.map { offset in
      let caption =
        offsets.count > 1
        ? (vertical ? "contentOffset.y = " : "contentOffset.x = ")
          + Points.string(vertical ? offset.y : offset.x)
        : nil
      return builder.viewportScene(
        for: prepared.withContentOffset(offset), sections: sections,
        caption: caption)
    }
    return Drawing(
      layout: prepared.withContentOffset(offsets[0]),
      scene: Scene.sideBySide(
        panels, gap: 24, background: builder.theme.background),
      frames: []
    )
  }

  private func animation(
    frames count: Int, builder: SceneBuilder, context: LayoutContext
  )
    throws(SpecError) -> Drawing
  {
    guard !updates.isEmpty else {
      throw problem("updates", "there are no updates to animate")
    }
    let before = layout.prepare(in: context)
    var afterContext = context
    afterContext.sections = sectionsAfterUpdates
    let after = layout.prepare(in: afterContext)
    let transition = UpdateTransition(
      from: before, to: after, layout: layout,
      updates: updates)
    let inset = canvas.contentInset
    let content = CGSize(
      width: max(
        before.collectionViewContentSize.width,
        after.collectionViewContentSize.width),
      height: max(
        before.collectionViewContentSize.height,
        after.collectionViewContentSize.height)
    )
    let rect = CGRect(
      x: -inset.left, y: -inset.top,
      width: max(canvas.size.width, content.width + inset.horizontal),
      height: max(canvas.size.height, content.height + inset.vertical)
    )
    let frames = builder.animationFrames(
      of: transition, count: count, before: sections,
      after: sectionsAfterUpdates, in: rect)
    return Drawing(
      layout: after,
      scene: Scene.sideBySide(
        frames, gap: 16, background: builder.theme.headerFill),
      frames: frames
    )
  }
}
