import Foundation

/// The Douban album mosaic of seed 002 (`DAWaterfallLayout`): one or two
/// title cells across the top, then blocks of photos in four styles, with
/// 5-point gutters, and a footer after the last block.
///
/// The styles, with 002's sizes (W is the content width, the bounds width
/// less 10; L is the left column's random width, 125–174 in portrait and
/// 200–294 in landscape):
/// - style 0, 1 + 1: two items side by side, 100 tall;
/// - style 1, a tall left item (255–259) with two stacked on the right (the
///   upper 100–119);
/// - style 2, two stacked on the left (the upper 100–119) with a tall right
///   item (255–259);
/// - style 3, two by two: upper left 100–119, upper right and lower left
///   120–139, lower right closing the block flush.
///
/// What remains decides the next style, as in 002: two or fewer items, style
/// 0; three, style 1 or 2; four, style 3; more, any style but the previous
/// one. Random choices come from a generator seeded by ``seed``.
///
/// Fixed here, where 002 goes wrong:
/// - 002 counts the item just placed as remaining, so with five items it can
///   start a four-item block with three left and read
///   `lastThirdAttributsFrom` from items that do not exist; here only the
///   items still to place count.
/// - 002 draws its widths from `arc4random`, unseeded; here the same seed
///   gives the same mosaic.
/// - 002 starts blocks at x = 0 though the content is the width less 10, so
///   the right margin is 10 and the left none; here both are 5. Its two
///   title cells overlap by 5 points; here they are 5 apart.
/// - A last lone item, which 002 leaves at a random width beside a hole,
///   spans the content width.
/// - The left width never leaves the right column less than 40% of the
///   content, so narrow views stay usable.
///
/// "Load more" (002's second branch of `prepareLayout`): ``appendBatches``
/// lists the sizes of batches appended after the first load. Each batch is
/// laid out after the previous one without moving it, so every earlier frame
/// stays the same; each batch gets a decoration view of kind
/// ``batchKind`` behind it.
public struct MosaicLayout: CollectionViewLayout, Hashable {
  /// The orientation whose width range the left column uses.
  public enum Orientation: String, Hashable, Sendable, CaseIterable {
    /// 002's portrait widths, 125–174.
    case portrait
    /// 002's landscape widths, 200–294.
    case landscape
  }

  /// The orientation.
  public var orientation: Orientation = .portrait
  /// How many title and description cells lead the album: 1 or 2 (002's
  /// `countOfAlbumTitleAndDescribe`).
  public var titleCellCount = 1
  /// The seed of the random widths, heights and styles.
  public var seed: UInt64 = 0
  /// The sizes of the batches appended by "load more", after the first load.
  public var appendBatches: [Int] = []

  /// The gutter between items, and the margin at each side.
  public static let gutter: CGFloat = 5
  /// The height of the title cells.
  public static let titleHeight: CGFloat = 60
  /// The height of the footer.
  public static let footerHeight: CGFloat = 20
  /// The kind of the decoration view behind each appended batch.
  public static let batchKind = "MosaicLoadMoreBatch"

  /// Creates the layout.
  public init() {}

  /// Where laying out stands between batches: what "load more" continues
  /// from.
  public struct State: Hashable, Sendable {
    /// The top of the next block (002's `nextStyleY`).
    public var nextY: CGFloat
    /// The style of the last block, which the next block avoids.
    public var previousStyle: Int?
    /// The random generator.
    public var random: SeededRandom
  }

  /// Lays out section 0: title cells, then the first load and each appended
  /// batch.
  ///
  /// - Complexity: O(n log n).
  public func prepare(in context: LayoutContext) -> PreparedLayout {
    let width = context.insetSize.width
    let contentWidth = max(0, width - 2 * Self.gutter)
    let count = context.sections.first?.items.count ?? 0
    var elements = titleCells(count: min(count, titleCellCount), width: width)
    var state = State(
      nextY: Self.titleHeight + Self.gutter,
      previousStyle: nil,
      random: SeededRandom(seed: seed)
    )
    let photos = max(0, count - elements.count)
    let appended = min(photos, appendBatches.reduce(0, +))
    var batches = [photos - appended]
    var left = appended
    for batch in appendBatches where left > 0 {
      batches.append(min(batch, left))
      left -= min(batch, left)
    }
    var first = elements.count
    for (number, size) in batches.enumerated() where size > 0 {
      let top = state.nextY
      let frames = layOut(
        count: size, contentWidth: contentWidth, state: &state)
      for (offset, placed) in frames.enumerated() {
        var attributes = LayoutAttributes(
          forCellWith: IndexPath(item: first + offset, section: 0),
          frame: placed.frame
        )
        attributes.content = PhotoBlockContent(
          style: placed.style, batch: number)
        elements.append(attributes)
      }
      if number > 0 {
        var band = LayoutAttributes(
          forDecorationViewOfKind: Self.batchKind,
          with: IndexPath(item: number, section: 0),
          frame: CGRect(
            x: 0, y: top - Self.gutter, width: width,
            height: state.nextY - top + Self.gutter)
        )
        band.zIndex = -1
        band.content = BatchBandContent(batch: number)
        elements.append(band)
      }
      first += size
    }
    let bottom =
      elements.filter { $0.representedElementCategory == .cell }.map(
        \.frame.maxY
      ).max() ?? 0
    var height: CGFloat = 0
    if count > 0 {
      elements.append(
        LayoutAttributes(
          forSupplementaryViewOfKind: ElementKind.sectionFooter,
          with: IndexPath(item: 0, section: 0),
          frame: CGRect(
            x: 0, y: bottom + Self.gutter, width: width,
            height: Self.footerHeight)
        )
      )
      height = bottom + 2 * Self.gutter + Self.footerHeight
    }
    return PreparedLayout(
      contentSize: CGSize(width: width, height: height), elements: elements,
      context: context)
  }

  /// 002's `configTitleAndDescribeHeaderViewWithCount`: one cell across
  /// the top, or a narrow title and a wide description.
  private func titleCells(count: Int, width: CGFloat) -> [LayoutAttributes] {
    let g = Self.gutter
    let frames: [CGRect]
    switch count {
    case 0:
      frames = []
    case 1:
      frames = [
        CGRect(x: g, y: 0, width: width - 2 * g, height: Self.titleHeight)
      ]
    default:
      let split = (width * 90 / 300).rounded(.down)
      frames = [
        CGRect(x: g, y: 0, width: split - g, height: Self.titleHeight),
        CGRect(
          x: split + g, y: 0, width: width - g - (split + g),
          height: Self.titleHeight),
      ]
    }
    return frames.enumerated().map { item, frame in
      var attributes = LayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0), frame: frame)
      attributes.content = TitleBandContent(isTitle: item == 0)
      return attributes
    }
  }

  /// The frames of `count` items laid out as blocks after `state`, which
  /// moves past them: 002's `prepareLayout` loop for one load.
  ///
  /// - Complexity: O(count).
  public func layOut(count: Int, contentWidth: CGFloat, state: inout State)
    -> [(frame: CGRect, style: Int)]
  {
    var placed: [(CGRect, Int)] = []
    while placed.count < count {
      let style = nextStyle(remaining: count - placed.count, state: &state)
      for frame in block(
        style: style, remaining: count - placed.count,
        contentWidth: contentWidth, state: &state)
      {
        placed.append((frame, style))
      }
      state.previousStyle = style
    }
    return placed
  }

  /// 002's rule: what remains decides.
  private func nextStyle(remaining: Int, state: inout State) -> Int {
    switch remaining {
    case ...2:
      return 0
    case 3:
      return 1 + Int(state.random.next() % 2)
    case 4:
      return 3
    default:
      let style = Int(state.random.next() % 4)
      guard style == state.previousStyle else { return style }
      return style >= 1 ? style - 1 : 3
    }
  }

  private func leftWidth(contentWidth: CGFloat, state: inout State) -> CGFloat {
    let random =
      orientation == .portrait
      ? 125 + CGFloat(state.random.next() % 50)
      : 200 + CGFloat(state.random.next() % 95)
    return min(random, ((contentWidth - Self.gutter) * 0.6).rounded(.down))
  }

  private func block(
    style: Int, remaining: Int, contentWidth: CGFloat, state: inout State
  ) -> [CGRect] {
    let g = Self.gutter
    let x = g
    let y = state.nextY
    func random(_ base: CGFloat, _ spread: UInt64) -> CGFloat {
      base + CGFloat(state.random.next() % spread)
    }
    var frames: [CGRect]
    if remaining == 1 {
      frames = [CGRect(x: x, y: y, width: contentWidth, height: 100)]
    } else {
      let w = leftWidth(contentWidth: contentWidth, state: &state)
      let right = x + w + g
      let rightWidth = contentWidth - w - g
      switch style {
      case 0:
        frames = [
          CGRect(x: x, y: y, width: w, height: 100),
          CGRect(x: right, y: y, width: rightWidth, height: 100),
        ]
      case 1:
        let tall = random(255, 5)
        let upper = random(100, 20)
        frames = [
          CGRect(x: x, y: y, width: w, height: tall),
          CGRect(x: right, y: y, width: rightWidth, height: upper),
          CGRect(
            x: right, y: y + upper + g, width: rightWidth,
            height: tall - upper - g),
        ]
      case 2:
        let upper = random(100, 20)
        let tall = random(255, 5)
        frames = [
          CGRect(x: x, y: y, width: w, height: upper),
          CGRect(x: right, y: y, width: rightWidth, height: tall),
          CGRect(x: x, y: y + upper + g, width: w, height: tall - upper - g),
        ]
      default:
        let upperLeft = random(100, 20)
        let upperRight = random(120, 20)
        let lowerLeft = random(120, 20)
        frames = [
          CGRect(x: x, y: y, width: w, height: upperLeft),
          CGRect(x: right, y: y, width: rightWidth, height: upperRight),
          CGRect(x: x, y: y + upperLeft + g, width: w, height: lowerLeft),
          CGRect(
            x: right,
            y: y + upperRight + g,
            width: rightWidth,
            height: upperLeft + lowerLeft - upperRight
          ),
        ]
      }
    }
    state.nextY = (frames.map(\.maxY).max() ?? y) + g
    return frames
  }
}
