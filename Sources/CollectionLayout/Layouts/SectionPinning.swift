import Foundation

/// Pins each section's header to the top (and footer to the bottom) of the
/// visible bounds at query time, as the flow layout's
/// `sectionHeadersPinToVisibleBounds` and `sectionFootersPinToVisibleBounds`
/// and a compositional boundary item's `pinToVisibleBounds` do.
///
/// A pinned header never rises above its prepared place and never sinks
/// below the end of its section's content, so the next section's header
/// pushes it up and out. A pinned footer mirrors that at the bottom edge.
struct SectionPinning: ViewportAdjusting {
  /// One section's extent along the scroll axis.
  struct SectionSpan: Sendable {
    /// Where the section starts: the top of its header.
    var start: CGFloat
    /// Where its header ends.
    var contentStart: CGFloat
    /// Where its last line and bottom inset end: the top of its footer.
    var contentEnd: CGFloat
    /// Where the section ends: the bottom of its footer.
    var end: CGFloat
    /// The header's key, if the section has one.
    var header: ElementKey?
    /// The footer's key, if the section has one.
    var footer: ElementKey?
  }

  var axis: AxisGeometry
  var pinsHeaders: Bool
  var pinsFooters: Bool
  /// The sections in scroll order.
  var sections: [SectionSpan]

  func candidates(in rect: CGRect, of layout: PreparedLayout) -> [Int] {
    let low = axis.scrollMin(of: rect)
    let high = axis.scrollMax(of: rect)
    // The first section that ends after the rectangle starts.
    var lower = 0
    var upper = sections.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if sections[middle].end <= low {
        lower = middle + 1
      } else {
        upper = middle
      }
    }
    var found: [Int] = []
    var section = lower
    while section < sections.count, sections[section].start < high {
      let span = sections[section]
      for key in [
        pinsHeaders ? span.header : nil, pinsFooters ? span.footer : nil,
      ] {
        if let key, let position = layout.position(of: key) {
          found.append(position)
        }
      }
      section += 1
    }
    return found
  }

  func adjusted(_ attributes: LayoutAttributes, in layout: PreparedLayout)
    -> LayoutAttributes
  {
    guard attributes.representedElementCategory == .supplementaryView,
      attributes.indexPath.section < sections.count
    else { return attributes }
    let span = sections[attributes.indexPath.section]
    let visible = layout.adjustedVisibleRect
    var pinned = attributes
    let start = axis.scrollMin(of: attributes.frame)
    let length = axis.scrollMax(of: attributes.frame) - start
    switch attributes.key {
    case span.header where pinsHeaders:
      let wanted = max(start, axis.scrollMin(of: visible))
      let limit = max(start, span.contentEnd - length)
      pinned.frame = axis.settingScrollMin(
        of: attributes.frame, to: min(wanted, limit))
    case span.footer where pinsFooters:
      let wanted = min(start, axis.scrollMax(of: visible) - length)
      let limit = min(start, span.contentStart)
      pinned.frame = axis.settingScrollMin(
        of: attributes.frame, to: max(wanted, limit))
    default:
      break
    }
    return pinned
  }
}
