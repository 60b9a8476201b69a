package import CollectionLayout

/// Text a context records: lines already broken and placed by the
/// package's text engine, each drawn from the start of its baseline in
/// one font and colour, in the user space current when it was drawn.
///
/// Core Graphics has no such call (iOS draws text through Core Text,
/// which draws glyphs into the context); this is what UIKit's labels, text
/// fields and text layers record instead, so every interpreter of a
/// recording (Cairo's surfaces, the readable SVG) sets the same text with
/// the same engine that measured it.
package struct CGTextRun: Hashable, Sendable {
  /// One line: its text, the start of its baseline, and the width the
  /// text engine measured.
  package struct Line: Hashable, Sendable {
    package var text: String
    package var origin: CGPoint
    package var width: CGFloat

    package init(text: String, origin: CGPoint, width: CGFloat) {
      self.text = text
      self.origin = origin
      self.width = width
    }
  }

  /// The lines, top to bottom.
  package var lines: [Line]
  /// The font every line is set in.
  package var font: Font
  /// The colour of the glyphs.
  package var color: CGColor

  package init(lines: [Line], font: Font, color: CGColor) {
    self.lines = lines
    self.font = font
    self.color = color
  }
}

extension CGContext {
  /// Draws `run` in the current user space, faded by the current alpha and
  /// under the current shadow, as glyphs drawn by Core Text are.
  package func show(_ run: CGTextRun) {
    guard !run.lines.isEmpty else { return }
    append(.showText(run))
  }
}
