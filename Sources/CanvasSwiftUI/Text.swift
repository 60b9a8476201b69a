import CanvasUIKit
import CoreGraphics
import Foundation

/// Text, as SwiftUI's `Text`: measured and drawn by this package's UIKit
/// string drawing (`boundingRect(with:options:attributes:context:)` and
/// `draw(with:options:attributes:context:)`), as iOS sets SwiftUI's text
/// with the text system UIKit's labels use.
///
/// Offered a width, it wraps at it (breaking a word too long for a line);
/// offered none, it takes its ideal size, each line whole. Its height is
/// its lines' height, at most `lineLimit(_:)` lines.
public struct Text: View, PrimitiveView, Equatable, Sendable {
  public typealias Body = Never

  /// A stretch of text in one style; `nil` settings come from the
  /// environment.
  struct Run: Equatable, Sendable {
    var string: String
    var style = TextRunStyle()
  }

  /// The runs, in order: one, those `+` joined, or Markdown's.
  var runs: [Run]

  /// Text showing `content` as it is.
  public init(verbatim content: String) { runs = [Run(string: content)] }

  /// Text showing `content` as it is (a string that is not a literal is
  /// not read as Markdown, as in SwiftUI).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    runs = [Run(string: String(content))]
  }

  /// Text showing `key`, localised, its Markdown styled.
  ///
  /// The key is looked up in `tableName` (`Localizable` for `nil`) of
  /// `bundle` (the main bundle for `nil`), the key itself where there is
  /// none, as SwiftUI looks it up; its Markdown (bold, italic,
  /// strikethrough, code, links) styled, as SwiftUI styles a literal's.
  /// The comment is for translators.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil,
    bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    runs = MarkdownRuns.parse(
      (bundle ?? .main).localizedString(
        forKey: key.key, value: key.key, table: tableName))
  }

  /// Text of `attributedContent`'s runs, each in the font, colours,
  /// kerning, tracking, underline, strikethrough and baseline offset its
  /// SwiftUI attributes give. (Foundation's attributed string takes
  /// string literals on Linux; a literal is still a localised key here, as
  /// on iOS.)
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    runs = attributedContent.runs.map { run in
      Run(
        string: String(attributedContent[run.range].characters),
        style: TextRunStyle(attributes: run.attributes))
    }
    if runs.isEmpty { runs = [Run(string: "")] }
  }

  /// The text of every run.
  var string: String { runs.map(\.string).joined() }

  /// The text of `lhs` followed by that of `rhs`, each in its own style.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = lhs
    text.runs += rhs.runs
    return text
  }

  /// This text in `font`.
  public func font(_ font: Font?) -> Text { styled(TextRunStyle(font: font)) }

  /// This text in `color`.
  public func foregroundColor(_ color: Color?) -> Text {
    styled(TextRunStyle(color: color))
  }

  /// This text in `color` (iOS 17's `foregroundStyle(_:)` on text).
  public func foregroundStyle(_ color: Color) -> Text {
    foregroundColor(color)
  }

  /// This text in bold.
  public func bold() -> Text { fontWeight(.bold) }

  /// This text in bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

  /// This text in italic.
  public func italic() -> Text { styled(TextRunStyle(isItalic: true)) }

  /// This text in italic when `isActive`.
  public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

  /// This text in `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    styled(TextRunStyle(weight: weight))
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    let resolved = runs.map { $0.style.resolved($0.string, in: environment) }
    let lineSpacing = environment.lineSpacing
    if resolved.count == 1, let run = resolved.first, run.isPlain,
      lineSpacing == 0, environment.truncationMode == .tail,
      environment.minimumScaleFactor >= 1, !environment.isPlaceholder
    {
      return TextNode(
        string: run.string,
        attributes: run.attributes.merging(
          [
            .paragraphStyle: environment.multilineTextAlignment.paragraphStyle(
              rightToLeft: environment.layoutDirection == .rightToLeft)
          ]
        ) { $1 },
        lineLimit: environment.lineLimit, scale: environment.displayScale)
    }
    return ParagraphNode(
      runs: resolved, alignment: environment.multilineTextAlignment,
      lineLimit: environment.lineLimit, lineSpacing: lineSpacing,
      truncation: environment.truncationMode,
      minimumScaleFactor: environment.minimumScaleFactor,
      scale: environment.displayScale,
      isPlaceholder: environment.isPlaceholder)
  }
}

extension TextAlignment {
  /// UIKit's paragraph style for lines in this alignment, leading on the
  /// right in a right-to-left layout.
  func paragraphStyle(rightToLeft: Bool) -> NSParagraphStyle {
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment =
      switch self {
      case .leading: rightToLeft ? .right : .left
      case .center: .center
      case .trailing: rightToLeft ? .left : .right
      }
    return paragraph
  }
}

/// A string a `Text` looks up, as SwiftUI's `LocalizedStringKey`.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable,
  Sendable
{
  let key: String

  public init(_ value: String) { key = value }
  public init(stringLiteral value: String) { key = value }
}

/// Text laid out by UIKit's string measuring and drawn by its string
/// drawing.
final class TextNode: LayoutNode {
  let string: String
  let attributes: [NSAttributedString.Key: Any]
  let lineHeight: CGFloat
  let lineLimit: Int?
  /// Pixels a point, where the text is drawn.
  let scale: CGFloat
  /// How far the first baseline is below a line's top, and the last above
  /// its bottom: the font's ascender and descender.
  let ascender: CGFloat
  let descender: CGFloat

  init(
    string: String, attributes: [NSAttributedString.Key: Any],
    lineLimit: Int?, scale: CGFloat = 1
  ) {
    self.scale = max(1, scale)
    self.string = string
    self.attributes = attributes
    let font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 17)
    lineHeight = font.lineHeight
    ascender = font.ascender
    descender = font.descender
    self.lineLimit = lineLimit
  }

  /// The baselines of the first and last lines, as SwiftUI's text sets
  /// `firstTextBaseline` and `lastTextBaseline`.
  override func explicitAlignment(_ key: AlignmentKey, size: CGSize)
    -> CGFloat?
  {
    switch key {
    case VerticalAlignment.firstTextBaseline.key: ascender
    case VerticalAlignment.lastTextBaseline.key: size.height + descender
    default: nil
    }
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    guard !string.isEmpty else { return .zero }
    let width = proposal.width.map { max(0, $0) } ?? .greatestFiniteMagnitude
    let height =
      lineLimit.map { CGFloat(max(1, $0)) * lineHeight }
      ?? .greatestFiniteMagnitude
    let box = (string as NSString).boundingRect(
      with: CGSize(width: width, height: height),
      options: [.usesLineFragmentOrigin], attributes: attributes,
      context: nil)
    return CGSize(width: box.width, height: min(box.height, height))
  }

  override func draw(in context: CGContext) {
    // A pixel wider than placed, so the lines break where they did when
    // the text was measured at the width it chose: its frame, rounded to
    // the pixels, may be narrower by up to one.
    var box = frame
    box.size.width += 1 / scale
    (string as NSString).draw(
      with: box, options: [.usesLineFragmentOrigin], attributes: attributes,
      context: nil)
  }
}
