import CanvasCairo
import CanvasRendering
import CanvasSpec
import CollectionLayout
import Foundation

/// A layout with its content and a collection view to show it in: the value
/// the snapshot strategies draw.
///
/// ```swift
/// let canvas = LayoutCanvas(MyLayout(), sections: sections, width: 390)
/// assertSnapshot(of: canvas, as: .png())
/// assertSnapshot(of: canvas, as: .layoutDump)
/// ```
public struct LayoutCanvas: Sendable {
  /// The layout under test.
  public var layout: any CollectionViewLayout
  /// The sections and their items.
  public var sections: [SectionContent]
  /// The collection view's bounds; the origin is the content offset.
  public var bounds: CGRect
  /// The collection view's content inset.
  public var contentInset: EdgeInsets
  /// The look of the picture.
  public var theme: Theme
  /// The seed of the random cell colours.
  public var seed: UInt64
  /// The font cell labels are set in; the theme's when `nil`.
  public var cellFont: Font?
  /// How photo cells set their title and comment.
  public var annotation: PhotoAnnotation

  /// Creates a canvas.
  ///
  /// - Parameters:
  ///   - layout: The layout under test.
  ///   - sections: The content.
  ///   - width: The collection view's width.
  ///   - height: Its height; 0 for as tall as the content.
  ///   - contentOffset: Where it is scrolled to.
  ///   - contentInset: Its content inset.
  ///   - theme: The look of the picture.
  ///   - seed: The seed of the random cell colours.
  ///   - cellFont: The font of cell labels; the theme's when `nil`.
  public init(
    _ layout: any CollectionViewLayout,
    sections: [SectionContent],
    width: CGFloat,
    height: CGFloat = 0,
    contentOffset: CGPoint = .zero,
    contentInset: EdgeInsets = .zero,
    theme: Theme = .standard,
    seed: UInt64 = 0,
    cellFont: Font? = nil
  ) {
    self.layout = layout
    self.sections = sections
    self.bounds = CGRect(
      origin: contentOffset, size: CGSize(width: width, height: height))
    self.contentInset = contentInset
    self.theme = theme
    self.seed = seed
    self.cellFont = cellFont
    self.annotation = PhotoAnnotation()
  }

  /// The canvas a spec describes.
  public init(spec: CanvasSpec) {
    self.init(
      spec.layout.collectionViewLayout,
      sections: spec.sections,
      width: spec.canvas.size.width,
      height: spec.canvas.size.height,
      contentOffset: spec.canvas.contentOffset,
      contentInset: spec.canvas.contentInset,
      theme: spec.canvas.theme,
      seed: spec.seed,
      cellFont: spec.layout.font
    )
    annotation = spec.layout.annotation
  }

  /// The layout prepared with `measurer`.
  public func prepare(measurer: any TextMeasuring) -> PreparedLayout {
    layout.prepare(
      in: LayoutContext(
        bounds: bounds, contentInset: contentInset, sections: sections,
        textMeasurer: measurer))
  }

  /// The builder that draws this canvas's scenes.
  public func sceneBuilder(measurer: any TextMeasuring) -> SceneBuilder {
    SceneBuilder(
      theme: theme, seed: seed, measurer: measurer, cellFont: cellFont,
      annotation: annotation)
  }

  /// The scene of the whole content.
  public func scene(for prepared: PreparedLayout, measurer: any TextMeasuring)
    -> Scene
  {
    sceneBuilder(measurer: measurer).scene(for: prepared, sections: sections)
  }
}
