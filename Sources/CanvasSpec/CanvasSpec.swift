import CanvasRendering
import CollectionLayout
import Foundation

/// A spec file, decoded and checked: the canvas, the layout and the content
/// to lay out and draw.
public struct CanvasSpec: Sendable {
  /// The path of the spec file, as errors name it.
  public var file: String
  /// The file's name without its extension: the name of what it renders.
  public var name: String
  /// An optional title, shown nowhere but in listings.
  public var title: String?
  /// The collection view: its bounds, insets, offset and how to draw it.
  public var canvas: CanvasOptions
  /// The layout, configured as the spec says.
  public var layout: any SpecLayout
  /// The sections and their items.
  public var sections: [SectionContent]
  /// The seed of every random choice: colours, and the layouts' own.
  public var seed: UInt64
  /// A batch of updates to animate (`updates:`), in the final numbering of
  /// `sections`: inserted items are in `sections`, deleted ones are not.
  public var updates: [UpdateItem] = []
  /// The sections after `updates`: what the last frame of an animation
  /// shows.
  public var sectionsAfterUpdates: [SectionContent] = []
  /// How the spec asks to be drawn (`render:`); the command line can
  /// override it.
  public var presentation = Presentation()

  /// What the spec draws: its layout and content in its collection view,
  /// at its scale, in its theme (or `theme`).
  public func layoutCanvas(theme: Theme? = nil) -> LayoutCanvas {
    LayoutCanvas(
      layout,
      sections: sections,
      width: canvas.size.width,
      height: canvas.size.height,
      contentOffset: canvas.contentOffset,
      contentInset: canvas.contentInset,
      displayScale: canvas.scale,
      theme: theme ?? canvas.theme,
      seed: seed,
      showsViewport: canvas.showsViewport,
      contentSizeCategory: canvas.contentSizeCategory)
  }

  /// Prepares the spec's layout, measuring with `measurer`.
  public func prepare(measurer: any TextMeasuring) -> PreparedLayout {
    layoutCanvas().prepare(measurer: measurer)
  }

  /// The prepared layout and the scene of the whole content, measured and
  /// fitted with `measurer`.
  public func scene(measurer: any TextMeasuring, theme: Theme? = nil) -> (
    PreparedLayout, Scene
  ) {
    let canvas = layoutCanvas(theme: theme)
    let prepared = canvas.prepare(measurer: measurer)
    return (prepared, canvas.scene(for: prepared, measurer: measurer))
  }
}

extension LayoutCanvas {
  /// The canvas a spec describes.
  public init(spec: CanvasSpec) {
    self = spec.layoutCanvas()
  }
}

/// The collection view a spec draws: its size, insets, scroll position,
/// pixel scale and theme.
public struct CanvasOptions: Hashable, Sendable {
  /// The size of the collection view's bounds; a height of 0 means as tall
  /// as the content.
  public var size: CGSize
  /// Pixels per point in PNG output: 1, 2 or 3.
  public var scale: Int
  /// The content inset.
  public var contentInset: EdgeInsets
  /// The content offset: where the bounds are scrolled to.
  public var contentOffset: CGPoint
  /// The theme.
  public var theme: Theme
  /// Whether the drawing outlines the viewport.
  public var showsViewport: Bool
  /// The Dynamic Type size text styles are drawn at.
  public var contentSizeCategory = ContentSizeCategory.large
}

extension CanvasOptions {
  /// A canvas with the defaults: no size, scale 2, no insets, no offset,
  /// the standard theme.
  public init() {
    self.init(
      size: .zero, scale: 2, contentInset: .zero, contentOffset: .zero,
      theme: .standard, showsViewport: false)
  }
}
