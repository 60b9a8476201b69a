import CollectionLayout
import Foundation

extension SceneBuilder {
  /// The width of the device frame drawn around a viewport.
  public static let bezel: CGFloat = 14

  /// What a phone shows: only the elements
  /// `layoutAttributesForElements(in:)` returns for the visible bounds, in
  /// a device frame the size of the bounds, with a scroll indicator.
  ///
  /// - Parameters:
  ///   - layout: The prepared layout at the content offset to show.
  ///   - sections: The content, for labels and titles.
  ///   - caption: A line under the device, such as the offset.
  /// - Returns: The scene: the device, its screen and the caption.
  /// - Complexity: O(log n + k log k) for k visible elements: the query,
  ///   and sorting them by z-index.
  public func viewportScene(
    for layout: PreparedLayout,
    sections: [SectionContent],
    caption: String? = nil
  ) -> Scene {
    let bezel = Self.bezel
    let bounds = layout.bounds
    let screen = CGRect(
      x: bezel, y: bezel, width: bounds.width, height: bounds.height)
    let device = screen.insetBy(dx: -bezel + 2, dy: -bezel + 2)
    var elements: [SceneElement] = [
      decoration(
        "device",
        frame: device,
        [
          .box(
            SceneBox(
              rect: device, cornerRadius: 30,
              fill: Color(red: 0.11, green: 0.11, blue: 0.12)))
        ]),
      decoration(
        "screen", frame: screen,
        [.box(SceneBox(rect: screen, cornerRadius: 18, fill: theme.background))]
      ),
    ]
    elements += visibleElements(of: layout, sections: sections, on: screen)
    if let indicator = scrollIndicator(for: layout, screen: screen) {
      elements.append(indicator)
    }
    var height = device.maxY + 2
    if let caption,
      let label = label(
        caption, font: theme.footerFont, color: theme.secondaryText,
        in: CGRect(x: 0, y: height, width: screen.maxX + bezel, height: 28))
    {
      elements.append(
        decoration(
          "caption",
          frame: CGRect(
            x: 0, y: height, width: screen.maxX + bezel, height: 28),
          [.label(label)]))
      height += 28
    }
    return Scene(
      size: CGSize(width: screen.maxX + bezel, height: height),
      background: theme.background,
      elements: elements
    )
  }

  /// What a scroll view shows of `layout`: the elements
  /// `layoutAttributesForElements(in:)` returns for its bounds, moved so
  /// the bounds' origin is at `screen`'s and cut to `screen`.
  ///
  /// - Complexity: O(log n + k log k) for k visible elements.
  public func visibleElements(
    of layout: PreparedLayout, sections: [SectionContent], on screen: CGRect
  ) -> [SceneElement] {
    let bounds = layout.bounds
    let visible = layout.layoutAttributesForElements(in: bounds)
    let offset = CGPoint(
      x: screen.minX - bounds.minX, y: screen.minY - bounds.minY)
    return drawingOrder(visible.map { ($0, sections) }).map {
      attributes, content in
      var shown = element(for: attributes, sections: content, offset: offset)
      shown.clip = screen
      return shown
    }
  }

  /// The scene of arbitrary attributes, such as one frame of an animation:
  /// each element drawn with the content of its own sections, in a drawing
  /// `rect` of content coordinates.
  ///
  /// - Complexity: O(n log n), sorting by z-index.
  public func scene(
    drawing elements: [(LayoutAttributes, [SectionContent])],
    in rect: CGRect
  ) -> Scene {
    let offset = CGPoint(x: -rect.minX, y: -rect.minY)
    return Scene(
      size: rect.size,
      background: theme.background,
      elements: drawingOrder(elements).map {
        element(for: $0.0, sections: $0.1, offset: offset)
      }
    )
  }

  /// The scroll indicator along the scroll axis, when the content is longer
  /// than the screen.
  private func scrollIndicator(for layout: PreparedLayout, screen: CGRect)
    -> SceneElement?
  {
    let vertical = layout.scrollDirection == .vertical
    let inset = layout.contentInset
    let content =
      vertical
      ? layout.collectionViewContentSize.height + inset.vertical
      : layout.collectionViewContentSize.width + inset.horizontal
    let visible = vertical ? screen.height : screen.width
    guard content > visible, visible > 12 else { return nil }
    let track = visible - 12
    let length = min(track, max(36, track * visible / content))
    let scrolled =
      vertical
      ? layout.bounds.minY + inset.top : layout.bounds.minX + inset.left
    let progress = min(1, max(0, scrolled / (content - visible)))
    let start = 6 + progress * (track - length)
    let bar =
      vertical
      ? CGRect(
        x: screen.maxX - 6, y: screen.minY + start, width: 3, height: length)
      : CGRect(
        x: screen.minX + start, y: screen.maxY - 6, width: length, height: 3)
    return decoration(
      "scrollIndicator", frame: bar,
      [
        .box(
          SceneBox(
            rect: bar, cornerRadius: 1.5,
            fill: Color(red: 0, green: 0, blue: 0, alpha: 0.35)))
      ])
  }

  /// An element that belongs to the drawing, not to the layout.
  private func decoration(
    _ kind: String, frame: CGRect, _ primitives: [ScenePrimitive]
  ) -> SceneElement {
    SceneElement(
      category: .decorationView, kind: kind,
      indexPath: IndexPath(item: 0, section: 0), frame: frame,
      primitives: primitives)
  }
}
