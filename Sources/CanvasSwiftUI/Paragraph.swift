import CanvasUIKit
import CoreGraphics
import Foundation

/// Text of several styles set as one paragraph, as SwiftUI sets joined,
/// Markdown and attributed text, or text with line spacing, decorations,
/// a truncation mode other than the tail's, or a minimum scale factor.
///
/// The runs are broken into words and spaces, each measured in its own
/// font by UIKit's string measuring; lines are filled word by word (a
/// word longer than a line broken between characters), spaces at the end
/// of a line not counted, as the text system breaks them. Each line's
/// baseline is as far down as the tallest ascender on it, and the line as
/// tall as its tallest font's line; `lineSpacing` is added between lines.
/// Past `lineLimit` lines the last shown ends in "…" (the tail's); one
/// line cut at its head or middle shows "…" there. With a minimum scale
/// factor below one, text that would need more lines than it may take is
/// set smaller, down to that fraction of its size, as SwiftUI shrinks it.
///
/// Underlines and strikethroughs are drawn as lines a twelfth of the font
/// size thick (at least a pixel), the underline that far below the
/// baseline and the strikethrough through the middle of the x-height: the
/// proportions Core Text draws with the system font, approximated.
final class ParagraphNode: LayoutNode {
  let runs: [ResolvedTextRun]
  let alignment: TextAlignment
  let lineLimit: Int?
  let lineSpacing: CGFloat
  let truncation: Text.TruncationMode
  let minimumScaleFactor: CGFloat
  let scale: CGFloat
  /// Whether each line is drawn as a placeholder bar (`redacted`).
  let isPlaceholder: Bool
  private var laidOut: (width: CGFloat?, lines: [Line])?
  /// How much wider than its frame the text is set when drawn: a pixel,
  /// since a frame rounded to the pixels may be that much narrower than
  /// the width the text chose.
  private var tolerance: CGFloat { 1 / max(1, scale) }

  init(
    runs: [ResolvedTextRun], alignment: TextAlignment, lineLimit: Int?,
    lineSpacing: CGFloat, truncation: Text.TruncationMode,
    minimumScaleFactor: CGFloat, scale: CGFloat, isPlaceholder: Bool = false
  ) {
    self.isPlaceholder = isPlaceholder
    self.runs = runs
    self.alignment = alignment
    self.lineLimit = lineLimit.map { max(1, $0) }
    self.lineSpacing = lineSpacing.isFinite ? lineSpacing : 0
    self.truncation = truncation
    self.minimumScaleFactor =
      minimumScaleFactor.isFinite ? min(1, max(0.01, minimumScaleFactor)) : 1
    self.scale = scale
  }

  /// A stretch of one run on a line: its text, where it starts and how
  /// wide it is.
  struct Segment {
    var text: String
    var run: ResolvedTextRun
    var runIndex: Int
    var x: CGFloat
    var width: CGFloat
  }

  /// A line: its segments, width, and how far its baseline is below its
  /// top and its bottom below the baseline.
  struct Line {
    var segments: [Segment]
    var width: CGFloat
    var ascent: CGFloat
    var descent: CGFloat
    var height: CGFloat { ascent + descent }
  }

  /// A word, a space or a line break of one run, measured.
  private struct Piece {
    enum Kind { case word, space, newline }
    var text: String
    var run: Int
    var kind: Kind
    var width: CGFloat
  }

  private func measure(_ text: String, in run: ResolvedTextRun) -> CGFloat {
    text.isEmpty ? 0 : text.size(withAttributes: run.attributes).width
  }

  /// The runs at `fraction` of their font size.
  private func runs(scaledBy fraction: CGFloat) -> [ResolvedTextRun] {
    guard fraction < 1 else { return runs }
    return runs.map { run in
      var scaled = run
      scaled.font = run.font.withSize(run.font.pointSize * fraction)
      return scaled
    }
  }

  private func pieces(of runs: [ResolvedTextRun]) -> [Piece] {
    var pieces: [Piece] = []
    for (index, run) in runs.enumerated() {
      var current = ""
      var kind = Piece.Kind.word
      func flush() {
        guard !current.isEmpty else { return }
        pieces.append(
          Piece(
            text: current, run: index, kind: kind,
            width: measure(current, in: run)))
        current = ""
      }
      for character in run.string {
        if character.isNewline {
          flush()
          pieces.append(Piece(text: "", run: index, kind: .newline, width: 0))
          continue
        }
        let next: Piece.Kind = character.isWhitespace ? .space : .word
        if next != kind { flush() }
        kind = next
        current.append(character)
      }
      flush()
    }
    return pieces
  }

  /// The lines `runs` are set in at `width` (none: each paragraph on one
  /// line).
  private func lines(of runs: [ResolvedTextRun], width: CGFloat?) -> [Line] {
    let limit = width.map { $0 + 0.01 } ?? .infinity
    var lines: [Line] = []
    var current: [Piece] = []
    var lastRun = 0
    func contentWidth(_ pieces: [Piece]) -> CGFloat {
      var end = pieces.endIndex
      while end > pieces.startIndex, pieces[end - 1].kind == .space { end -= 1 }
      return pieces[..<end].reduce(0) { $0 + $1.width }
    }
    func finish() {
      lines.append(line(of: current, runs: runs, emptyRun: lastRun))
      current = []
    }
    for piece in pieces(of: runs) {
      lastRun = piece.run
      switch piece.kind {
      case .newline:
        finish()
      case .space:
        current.append(piece)
      case .word:
        if contentWidth(current + [piece]) <= limit {
          current.append(piece)
          continue
        }
        if current.contains(where: { $0.kind == .word }) {
          finish()
        } else {
          current.removeAll()
        }
        var rest = piece
        while rest.width > limit, rest.text.count > 1 {
          var prefix = ""
          for character in rest.text {
            let longer = prefix + String(character)
            if !prefix.isEmpty, measure(longer, in: runs[rest.run]) > limit {
              break
            }
            prefix = longer
          }
          current = [
            Piece(
              text: prefix, run: rest.run, kind: .word,
              width: measure(prefix, in: runs[rest.run]))
          ]
          finish()
          rest.text.removeFirst(prefix.count)
          rest.width = measure(rest.text, in: runs[rest.run])
        }
        if !rest.text.isEmpty { current.append(rest) }
      }
    }
    finish()
    return lines
  }

  /// A line of `pieces`, its spaces at the end dropped and its pieces of
  /// one run joined; an empty line takes the metrics of `emptyRun`.
  private func line(of pieces: [Piece], runs: [ResolvedTextRun], emptyRun: Int)
    -> Line
  {
    var pieces = pieces
    while pieces.last?.kind == .space { pieces.removeLast() }
    var segments: [Segment] = []
    var x: CGFloat = 0
    for piece in pieces {
      if let last = segments.last, piece.run == last.runIndex {
        segments[segments.count - 1].text += piece.text
        segments[segments.count - 1].width += piece.width
      } else {
        segments.append(
          Segment(
            text: piece.text, run: runs[piece.run], runIndex: piece.run, x: x,
            width: piece.width))
      }
      x += piece.width
    }
    // Each segment measured whole, as the text system measures a line of
    // one style (the sum of its words' widths differs in the last place).
    x = 0
    for index in segments.indices {
      segments[index].x = x
      segments[index].width = measure(
        segments[index].text, in: segments[index].run)
      x += segments[index].width
    }
    let fonts =
      segments.isEmpty
      ? [runs.isEmpty ? UIFont.systemFont(ofSize: 17) : runs[emptyRun].font]
      : segments.map(\.run.font)
    let ascent = fonts.map(\.ascender).max() ?? 0
    let descent = fonts.map { $0.lineHeight - $0.ascender }.max() ?? 0
    return Line(segments: segments, width: x, ascent: ascent, descent: descent)
  }

  /// The lines shown at `width`: set at the largest size down to the
  /// minimum scale factor that needs no more lines than the limit (and no
  /// more height than `height`), then cut to the limit.
  private func layout(width: CGFloat?, height: CGFloat?) -> [Line] {
    if let laidOut, laidOut.width == width { return laidOut.lines }
    func fits(_ lines: [Line]) -> Bool {
      lines.count <= (lineLimit ?? .max)
        && (height.map { self.height(of: lines) <= $0 + 0.01 } ?? true)
    }
    var lines = self.lines(of: runs, width: width)
    if minimumScaleFactor < 1, !fits(lines) {
      var low = minimumScaleFactor
      var high: CGFloat = 1
      var best = self.lines(of: runs(scaledBy: low), width: width)
      for _ in 0..<8 where fits(best) {
        let middle = (low + high) / 2
        let candidate = self.lines(of: runs(scaledBy: middle), width: width)
        if fits(candidate) {
          low = middle
          best = candidate
        } else {
          high = middle
        }
      }
      lines = best
    }
    lines = truncated(lines, width: width)
    laidOut = (width, lines)
    return lines
  }

  private func height(of lines: [Line]) -> CGFloat {
    lines.reduce(0) { $0 + $1.height }
      + lineSpacing * CGFloat(max(0, lines.count - 1))
  }

  /// `lines` cut to the line limit, the last shown ending in "…" where
  /// text was left out: at its end, or for one line cut at its head or
  /// middle, there.
  private func truncated(_ lines: [Line], width: CGFloat?) -> [Line] {
    guard let limit = lineLimit,
      lines.count > limit
        || (width.map { width in lines.contains { $0.width > width + 0.01 } }
          ?? false)
    else { return lines }
    var kept = Array(lines.prefix(limit))
    let all = lines.flatMap(\.segments)
    guard let lastRun = kept.last?.segments.last?.run ?? all.last?.run else {
      return kept
    }
    let ellipsis = "\u{2026}"
    let room = (width ?? .infinity) + 0.01
    func fitting(_ text: String, _ run: ResolvedTextRun, fromEnd: Bool)
      -> String
    {
      var text = text
      while !text.isEmpty,
        measure(fromEnd ? ellipsis + text : text + ellipsis, in: run) > room
      {
        if fromEnd { text.removeFirst() } else { text.removeLast() }
      }
      return text
    }
    var last = kept[kept.count - 1]
    if limit == 1, truncation != .tail, let whole = all.first,
      all.allSatisfy({ $0.runIndex == whole.runIndex })
    {
      let text = all.map(\.text).joined()
      switch truncation {
      case .head:
        let tail = fitting(text, whole.run, fromEnd: true)
        last.segments = [
          Segment(
            text: ellipsis + tail, run: whole.run, runIndex: whole.runIndex,
            x: 0, width: measure(ellipsis + tail, in: whole.run))
        ]
      default:
        var head = String(text.prefix(text.count / 2))
        var tail = String(text.suffix(text.count - head.count))
        while !head.isEmpty || !tail.isEmpty,
          measure(head + ellipsis + tail, in: whole.run) > room
        {
          if tail.count >= head.count {
            tail.removeFirst()
          } else {
            head.removeLast()
          }
        }
        last.segments = [
          Segment(
            text: head + ellipsis + tail, run: whole.run,
            runIndex: whole.runIndex, x: 0,
            width: measure(head + ellipsis + tail, in: whole.run))
        ]
      }
    } else {
      // The tail: segments dropped, then letters, until "…" fits.
      var segments = last.segments
      let ellipsisRun = segments.last?.run ?? lastRun
      let ellipsisWidth = measure(ellipsis, in: ellipsisRun)
      while let end = segments.last, end.x + end.width + ellipsisWidth > room {
        let shortened = fitting(end.text, end.run, fromEnd: false)
        if shortened.isEmpty || shortened == end.text {
          segments.removeLast()
          if shortened == end.text, !shortened.isEmpty { break }
        } else {
          segments[segments.count - 1].text = shortened
          segments[segments.count - 1].width = measure(shortened, in: end.run)
          break
        }
      }
      if var end = segments.last {
        end.text += ellipsis
        end.width = measure(end.text, in: end.run)
        segments[segments.count - 1] = end
      } else {
        segments = [
          Segment(
            text: ellipsis, run: ellipsisRun, runIndex: 0, x: 0,
            width: ellipsisWidth)
        ]
      }
      last.segments = segments
    }
    last.width = last.segments.last.map { $0.x + $0.width } ?? 0
    kept[kept.count - 1] = last
    return kept
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let lines = layout(
      width: proposal.width.map { max(0, $0) }, height: nil)
    return CGSize(
      width: lines.map(\.width).max() ?? 0, height: height(of: lines))
  }

  override func place(in rect: CGRect) {
    frame = rect
  }

  /// The baselines of the first and last lines.
  override func explicitAlignment(_ key: AlignmentKey, size: CGSize)
    -> CGFloat?
  {
    let lines = layout(width: size.width, height: nil)
    switch key {
    case VerticalAlignment.firstTextBaseline.key: return lines.first?.ascent
    case VerticalAlignment.lastTextBaseline.key:
      guard let last = lines.last else { return nil }
      return height(of: lines) - last.descent
    default: return nil
    }
  }

  override func draw(in context: CGContext) {
    let lines = layout(width: frame.width + tolerance, height: nil)
    var top = frame.minY
    for line in lines {
      let baseline = top + line.ascent
      let free = frame.width - line.width
      let start =
        frame.minX
        + (alignment == .center ? free / 2 : alignment == .trailing ? free : 0)
      if isPlaceholder, let run = line.segments.first?.run {
        // A bar as long as the line, as tall as its letters' ascent and
        // descent round the baseline.
        let bar = CGRect(
          x: start, y: baseline - run.font.capHeight - 1, width: line.width,
          height: run.font.capHeight - run.font.descender + 2)
        context.setFillColor(placeholderColor(run.color))
        context.addPath(
          CGPath(
            roundedRect: bar, cornerWidth: 2, cornerHeight: 2, transform: nil))
        context.fillPath()
        top += line.height + lineSpacing
        continue
      }
      for segment in line.segments {
        let run = segment.run
        let x = start + segment.x
        let y = baseline - run.baselineOffset
        (segment.text as NSString).draw(
          at: CGPoint(x: x, y: y - run.font.ascender),
          withAttributes: run.attributes)
        let thickness = max(1 / scale, run.font.pointSize / 12)
        if let color = run.underline {
          context.setFillColor(color.cgColor)
          context.fill(
            CGRect(
              x: x, y: y + thickness, width: segment.width, height: thickness))
        }
        if let color = run.strikethrough {
          context.setFillColor(color.cgColor)
          context.fill(
            CGRect(
              x: x, y: y - run.font.xHeight / 2 - thickness / 2,
              width: segment.width, height: thickness))
        }
      }
      top += line.height + lineSpacing
    }
  }
}
