import CollectionLayout
import Foundation

/// A layout with its content and a collection view to show it in: the one
/// description of a drawing that specs, the command line and the snapshot
/// strategies all turn into pixels.
///
/// ```swift
/// let canvas = LayoutCanvas(MyLayout(), sections: sections, width: 390)
/// assertSnapshot(of: canvas, as: .png())
/// assertSnapshot(of: canvas, as: .layoutDump)
/// ```
///
/// The layout names its own font and direction
/// (`CollectionViewLayout.cellFont`,
/// `CollectionViewLayout.isRightToLeft`): cells are drawn in the font
/// they were measured in.
public struct LayoutCanvas: Sendable {
  /// The layout under test.
  public var layout: any CollectionViewLayout
  /// The sections and their items.
  public var sections: [SectionContent]
  /// The collection view's bounds; the origin is the content offset.
  public var bounds: CGRect
  /// The collection view's content inset.
  public var contentInset: EdgeInsets
  /// Pixels per point of the screen: layouts that round to pixels use it,
  /// and a PNG is drawn at it unless told another scale.
  public var displayScale: Int
  /// The look of the picture.
  public var theme: Theme
  /// The seed of the random cell colours.
  public var seed: UInt64
  /// Whether the drawing outlines the viewport.
  public var showsViewport: Bool
  /// The reader's Dynamic Type size: fonts made from a `TextStyle` are
  /// measured and drawn at the style's size for it; fixed sizes stay.
  public var contentSizeCategory: ContentSizeCategory

  /// Creates a canvas.
  ///
  /// - Parameters:
  ///   - layout: The layout under test.
  ///   - sections: The content.
  ///   - width: The collection view's width.
  ///   - height: Its height; 0 for as tall as the content.
  ///   - contentOffset: Where it is scrolled to.
  ///   - contentInset: Its content inset.
  ///   - displayScale: Pixels per point: 1, 2 or 3.
  ///   - theme: The look of the picture.
  ///   - seed: The seed of the random cell colours.
  ///   - showsViewport: Whether to outline the viewport.
  ///   - contentSizeCategory: The Dynamic Type size text styles are drawn
  ///     at.
  public init(
    _ layout: any CollectionViewLayout,
    sections: [SectionContent],
    width: CGFloat,
    height: CGFloat = 0,
    contentOffset: CGPoint = .zero,
    contentInset: EdgeInsets = .zero,
    displayScale: Int = 2,
    theme: Theme = .standard,
    seed: UInt64 = 0,
    showsViewport: Bool = false,
    contentSizeCategory: ContentSizeCategory = .large
  ) {
    self.layout = layout
    self.sections = sections
    self.bounds = CGRect(
      origin: contentOffset, size: CGSize(width: width, height: height))
    self.contentInset = contentInset
    self.displayScale = displayScale
    self.theme = theme
    self.seed = seed
    self.showsViewport = showsViewport
    self.contentSizeCategory = contentSizeCategory
  }

  /// What the layout knows of the collection view while it prepares.
  public func context(measurer: any TextMeasuring) -> LayoutContext {
    LayoutContext(
      bounds: bounds, contentInset: contentInset, sections: sections,
      textMeasurer: DynamicTypeMeasurer.measurer(
        measurer, at: contentSizeCategory),
      displayScale: CGFloat(displayScale))
  }

  /// The layout prepared with `measurer`.
  public func prepare(measurer: any TextMeasuring) -> PreparedLayout {
    layout.prepare(in: context(measurer: measurer))
  }

  /// The builder that draws this canvas's scenes, in the layout's font and
  /// direction.
  public func sceneBuilder(measurer: any TextMeasuring) -> SceneBuilder {
    var builder = SceneBuilder(
      theme: theme, seed: seed, measurer: measurer,
      showsViewport: showsViewport)
    builder.contentSizeCategory = contentSizeCategory
    builder.cellFont = layout.cellFont
    builder.rightToLeft = layout.isRightToLeft
    return builder
  }

  /// The scene of the whole content.
  public func scene(for prepared: PreparedLayout, measurer: any TextMeasuring)
    -> Scene
  {
    sceneBuilder(measurer: measurer).scene(for: prepared, sections: sections)
  }
}
