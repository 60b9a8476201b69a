import Foundation

/// The tag layout of seed 003: a stretchy header on top, a header per
/// section, and tags as wide as their text wrapping into lines.
///
/// As 003's `prepare()`: the top header (kind ``headerKind``) is
/// `headerHeight` tall across the width; each section header is
/// `sectionHeaderHeight` tall, `lineSpacing` below the previous section
/// (none above the first); tags start `lineSpacing` below it. A tag is
/// `itemHeight` tall and as wide as its text in `font` (measured by Pango)
/// plus `tagInnerMargin`. A tag goes on the current line unless
/// `maxX + tagWidth + 2 × itemSpacing` passes the width, in which case a line
/// starts at `itemSpacing`, `lineSpacing` lower.
///
/// Where 003 is wrong, this does what a user expects:
/// - 003 breaks before a section's first tag when it is wide, leaving a
///   blank line above it; here a section's first tag starts the first line.
/// - A tag wider than the line gets a line of its own and is narrowed to the
///   line (its text ellipsised), rather than running off the edge.
/// - An empty section keeps its header, and the next section starts below
///   it as after any other.
///
/// Lines are broken and aligned by the flow layout's line breaker, with a
/// margin of `itemSpacing` on either side, in the same vocabulary
/// (``LineAlignment``). The default follows 003 and tag libraries rather
/// than UIKit: 003's left-aligned lines; `justify` leaves a section's last
/// line packed from the leading edge.
///
/// Beyond 003, as tag libraries offer: ``alignment`` of each line,
/// ``maxLines`` per section with the rest hidden behind a "+N" tag (a
/// supplementary view of kind ``overflowKind``), and right-to-left lines.
/// The top header stretches when the content is pulled down past its top
/// (003's "可伸缩Header"), applied at query time; inserted tags start, and
/// deleted tags end, scaled ×4 and turned 90°, as 003 animates them.
public struct TagLayout: CollectionViewLayout, Hashable {
  /// The direction lines run.
  public enum Direction: String, Hashable, Sendable, CaseIterable {
    /// Left to right.
    case leftToRight
    /// Right to left, as in Arabic and Hebrew interfaces.
    case rightToLeft
  }

  /// The space added to a tag's text width (003's `tagInnerMargin`).
  public var tagInnerMargin: CGFloat = 25
  /// The space between tags and at the line's ends (003's `itemSpacing`).
  public var itemSpacing: CGFloat = 10
  /// The space between lines and around section headers (003's
  /// `lineSpacing`).
  public var lineSpacing: CGFloat = 10
  /// The height of a tag (003's `itemHeight`).
  public var itemHeight: CGFloat = 25
  /// The font tags are measured in (003's `itemFont`).
  public var font = Font.system(size: 12)

  /// ``font``: tags are drawn in the font they are measured in.
  public var cellFont: Font? { font }
  /// The height of the stretchy top header; 0 for none (003's
  /// `headerHeight`).
  public var headerHeight: CGFloat = 150
  /// The height of each section's header (003's `sectionHeaderHeight`).
  public var sectionHeaderHeight: CGFloat = 50
  /// How each line's tags sit across the width.
  public var alignment: LineAlignment = .left
  /// The direction lines run.
  public var direction: Direction = .leftToRight

  /// Whether ``direction`` is right to left.
  public var isRightToLeft: Bool { direction == .rightToLeft }
  /// The most lines a section shows; 0 for no limit.
  public var maxLines = 0
  /// Line limits of particular sections.
  public var maxLinesPerSection: [Int: Int] = [:]

  /// The kind of the stretchy top header (003's `headerKind`).
  public static let headerKind = "ElementTagHeader"
  /// The kind of the "+N" tag that stands for a section's hidden tags.
  public static let overflowKind = "TagOverflow"

  /// Creates the layout with 003's values.
  public init() {}

  /// Lays out the header, each section's header and its tags, as 003's
  /// `prepare()`.
  ///
  /// - Complexity: O(n log n), one text measurement per tag.
  public func prepare(in context: LayoutContext) -> PreparedLayout {
    let width = context.insetSize.width
    var elements: [LayoutAttributes] = []
    var contentHeight: CGFloat = 0
    let header = IndexPath(item: 0, section: 0)
    if headerHeight > 0 {
      var picture = LayoutAttributes(
        forSupplementaryViewOfKind: Self.headerKind,
        with: header,
        frame: CGRect(x: 0, y: 0, width: width, height: headerHeight)
      )
      picture.content = ImagePlaceholderContent()
      elements.append(picture)
      contentHeight = headerHeight
    }
    for (section, content) in context.sections.enumerated() {
      let sectionTop = contentHeight + (section == 0 ? 0 : lineSpacing)
      elements.append(
        LayoutAttributes(
          forSupplementaryViewOfKind: ElementKind.sectionHeader,
          with: IndexPath(item: 0, section: section),
          frame: CGRect(
            x: 0, y: sectionTop, width: width, height: sectionHeaderHeight)
        )
      )
      contentHeight = sectionTop + sectionHeaderHeight
      let widths = content.items.map { item in
        context.textMeasurer.width(of: item.text ?? "", font: font)
          + tagInnerMargin
      }
      var lines = breaker(width: width).lines(
        lengths: widths.map { min($0, max(0, width - 2 * itemSpacing)) })
      let limit = maxLinesPerSection[section] ?? maxLines
      var hidden: [Int] = []
      var overflow: CGFloat?
      if limit > 0, lines.count > limit {
        hidden = lines[limit...].flatMap { $0 }
        lines.removeLast(lines.count - limit)
        overflow = fitOverflow(
          lines: &lines, hidden: &hidden, widths: widths, width: width,
          measurer: context.textMeasurer)
      }
      let top = contentHeight + lineSpacing
      var frames = [CGRect?](repeating: nil, count: widths.count)
      var overflowFrame: CGRect?
      for (number, line) in lines.enumerated() {
        var lengths = line.map {
          min(widths[$0], max(0, width - 2 * itemSpacing))
        }
        let isOverflowLine = number == lines.count - 1 && overflow != nil
        if isOverflowLine, let overflow { lengths.append(overflow) }
        let isLast = number == lines.count - 1
        let xs = origins(lengths: lengths, width: width, isLast: isLast)
        let y = top + CGFloat(number) * (itemHeight + lineSpacing)
        for (slot, length) in lengths.enumerated() {
          var frame = CGRect(
            x: xs[slot], y: y, width: length, height: itemHeight)
          if direction == .rightToLeft { frame.origin.x = width - frame.maxX }
          if slot < line.count {
            frames[line[slot]] = frame
          } else {
            overflowFrame = frame
          }
        }
      }
      for (item, frame) in frames.enumerated() {
        var attributes = LayoutAttributes(
          forCellWith: IndexPath(item: item, section: section),
          frame: frame ?? overflowFrame ?? .zero
        )
        attributes.isHidden = frame == nil
        elements.append(attributes)
      }
      if let overflowFrame {
        var plus = LayoutAttributes(
          forSupplementaryViewOfKind: Self.overflowKind,
          with: IndexPath(item: 0, section: section),
          frame: overflowFrame
        )
        plus.content = OverflowBadgeContent(hiddenCount: hidden.count)
        elements.append(plus)
      }
      contentHeight =
        lines.isEmpty
        ? top
        : top + CGFloat(lines.count) * (itemHeight + lineSpacing) - lineSpacing
    }
    return PreparedLayout(
      contentSize: CGSize(width: width, height: contentHeight),
      elements: elements,
      context: context,
      adjuster: headerHeight > 0
        ? StretchyHeader(
          key: ElementKey(
            category: .supplementaryView, kind: Self.headerKind,
            indexPath: header)) : nil
    )
  }

  /// The line breaker of a section: 003's rule, that a tag goes on the
  /// line unless `maxX + tagWidth + 2 × itemSpacing` passes the width, is
  /// the flow layout's with a margin of `itemSpacing` on either side.
  private func breaker(width: CGFloat) -> LineBreaker {
    LineBreaker(
      available: max(0, width - 2 * itemSpacing), spacing: itemSpacing)
  }

  /// Makes room for a "+N" tag at the end of the last shown line, moving
  /// that line's last tags to the hidden ones while it does not fit.
  ///
  /// - Returns: The width of the "+N" tag.
  /// - Complexity: O(k + h) for k tags on the last lines and h hidden ones.
  private func fitOverflow(
    lines: inout [[Int]],
    hidden: inout [Int],
    widths: [CGFloat],
    width: CGFloat,
    measurer: any TextMeasuring
  ) -> CGFloat {
    // Tags moved off the line, last first; they join the hidden ones at
    // the end.
    var moved: [Int] = []
    defer { hidden = moved.reversed() + hidden }
    func plusWidth() -> CGFloat {
      min(
        measurer.width(of: "+\(hidden.count + moved.count)", font: font)
          + tagInnerMargin,
        width - 2 * itemSpacing)
    }
    func length(_ item: Int) -> CGFloat {
      min(widths[item], width - 2 * itemSpacing)
    }
    func used(_ line: [Int]) -> CGFloat {
      line.reduce(itemSpacing) { $0 + length($1) + itemSpacing }
    }
    var plus = plusWidth()
    var taken = used(lines.last ?? [])
    while var last = lines.last, !last.isEmpty {
      if taken + plus + itemSpacing <= width { break }
      guard last.count > 1 || lines.count > 1, let tag = last.popLast() else {
        break
      }
      moved.append(tag)
      if last.isEmpty {
        lines.removeLast()
        taken = used(lines.last ?? [])
      } else {
        lines[lines.count - 1] = last
        taken -= length(tag) + itemSpacing
      }
      plus = plusWidth()
    }
    return plus
  }

  /// Where each tag of a line starts: as ``alignment`` says, but for a
  /// justified section's last line, which is packed from the leading edge.
  private func origins(lengths: [CGFloat], width: CGFloat, isLast: Bool)
    -> [CGFloat]
  {
    breaker(width: width).origins(
      lengths: lengths,
      alignment: isLast && alignment == .justify ? .left : alignment,
      rowAlignment: alignment, isUniform: false
    ).map { itemSpacing + $0 }
  }

  /// 003's animation: inserted tags start at alpha 0, scaled ×4 and turned
  /// 90°.
  public func initialLayoutAttributesForAppearingItem(
    at indexPath: IndexPath,
    in layout: PreparedLayout,
    updates: [UpdateItem]
  ) -> LayoutAttributes? {
    Self.flourished(
      at: indexPath, in: layout, if: updates.contains(.insert(indexPath)))
  }

  /// 003's animation: deleted tags end at alpha 0, scaled ×4 and turned 90°.
  public func finalLayoutAttributesForDisappearingItem(
    at indexPath: IndexPath,
    in layout: PreparedLayout,
    updates: [UpdateItem]
  ) -> LayoutAttributes? {
    Self.flourished(
      at: indexPath, in: layout, if: updates.contains(.delete(indexPath)))
  }

  /// UIKit's faded attributes, with ``flourish`` when `turned`.
  private static func flourished(
    at indexPath: IndexPath, in layout: PreparedLayout, if turned: Bool
  )
    -> LayoutAttributes?
  {
    guard var attributes = faded(at: indexPath, in: layout) else { return nil }
    if turned { attributes.transform3D = flourish }
    return attributes
  }

  /// Scaled ×4 and turned a quarter: 003's
  /// `CGAffineTransform.identity.scaledBy(x: 4, y: 4).rotated(by: .pi / 2)`.
  public static let flourish = Transform3D(rotationAngle: .pi / 2)
    .concatenating(Transform3D(scaleX: 4, y: 4))
}
