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
/// its lines' height, at most ``lineLimit(_:)`` lines.
public struct Text: View, PrimitiveView, Equatable, Sendable {
  public typealias Body = Never

  /// A stretch of text in one style; `nil` settings come from the
  /// environment.
  struct Run: Equatable, Sendable {
    var string: String
    var font: Font?
    var color: Color?
    var weight: Font.Weight?
    var isItalic = false
  }

  /// The runs, in order: one, or those `+` joined.
  var runs: [Run]

  /// Text showing `content` as it is.
  public init(verbatim content: String) { runs = [Run(string: content)] }

  /// Text showing `content`.
  public init<S: StringProtocol>(_ content: S) {
    runs = [Run(string: String(content))]
  }

  /// Text showing `key` looked up in the main bundle's `Localizable`
  /// strings for the preferred language, the key itself where there is
  /// none.
  public init(_ key: LocalizedStringKey) {
    self.init(key, tableName: nil, bundle: nil, comment: nil)
  }

  /// Text showing `key` looked up in `tableName` (`Localizable` for `nil`)
  /// of `bundle` (the main bundle for `nil`), the key itself where there
  /// is none, as SwiftUI looks it up; the comment is for translators.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil,
    bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    runs = [
      Run(
        string: (bundle ?? .main).localizedString(
          forKey: key.key, value: key.key, table: tableName))
    ]
  }

  /// The text of every run.
  var string: String { runs.map(\.string).joined() }

  /// This text with `change` made to each run that does not set it
  /// itself, as SwiftUI's text modifiers apply to joined text.
  private func styled(_ change: (inout Run) -> Void) -> Text {
    var text = self
    for index in text.runs.indices { change(&text.runs[index]) }
    return text
  }

  /// The text of `lhs` followed by that of `rhs`, each in its own style.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = lhs
    text.runs += rhs.runs
    return text
  }

  /// This text in `font`.
  public func font(_ font: Font?) -> Text {
    styled { $0.font = $0.font ?? font }
  }

  /// This text in `color`.
  public func foregroundColor(_ color: Color?) -> Text {
    styled { $0.color = $0.color ?? color }
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
  public func italic() -> Text { styled { $0.isItalic = true } }

  /// This text in `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    styled { $0.weight = $0.weight ?? weight }
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    let nodes = runs.map { run in
      var font = run.font ?? environment.font ?? .body
      if let weight = run.weight ?? environment.fontWeightOverride {
        font = font.weight(weight)
      }
      if run.isItalic || environment.isItalic { font = font.italic() }
      let color = run.color ?? environment.foregroundColor ?? .primary
      return TextNode(
        string: run.string, font: font.uiFont(for: environment.traits),
        color: color.uiColor.resolvedColor(with: environment.traits),
        alignment: environment.multilineTextAlignment,
        lineLimit: environment.lineLimit)
    }
    guard nodes.count > 1, let first = nodes.first else {
      return nodes.first ?? EmptyView().makeNode(in: environment)
    }
    return JoinedTextNode(
      runs: nodes,
      whole: TextNode(
        string: string, attributes: first.attributes,
        lineLimit: environment.lineLimit))
  }
}

/// Text joined with `+`: its runs side by side on one baseline, each in
/// its own style, where they fit on one line; offered less, the whole
/// text wrapped in the first run's style (a simplification: one paragraph
/// of several styles is not set here).
final class JoinedTextNode: LayoutNode {
  let runs: [TextNode]
  let whole: TextNode
  private lazy var line = StackNode(
    axis: .horizontal, alignment: VerticalAlignment.firstTextBaseline.key,
    spacing: 0, children: runs)
  private var shown: LayoutNode?

  init(runs: [TextNode], whole: TextNode) {
    self.runs = runs
    self.whole = whole
  }

  private func choice(for proposal: ProposedViewSize) -> LayoutNode {
    let ideal = line.sizeThatFits(.unspecified)
    guard let width = proposal.width, ideal.width > width else { return line }
    return whole
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    choice(for: proposal).sizeThatFits(proposal)
  }

  override func place(in rect: CGRect) {
    frame = rect
    shown = choice(for: ProposedViewSize(rect.size))
    shown?.place(in: rect)
  }

  override func draw(in context: CGContext) { shown?.draw(in: context) }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize)
    -> CGFloat?
  {
    choice(for: ProposedViewSize(size)).explicitAlignment(key, size: size)
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
  /// How far the first baseline is below a line's top, and the last above
  /// its bottom: the font's ascender and descender.
  let ascender: CGFloat
  let descender: CGFloat

  convenience init(
    string: String, font: UIFont, color: UIColor, alignment: TextAlignment,
    lineLimit: Int?
  ) {
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment =
      switch alignment {
      case .leading: .left
      case .center: .center
      case .trailing: .right
      }
    self.init(
      string: string,
      attributes: [
        .font: font, .foregroundColor: color, .paragraphStyle: paragraph,
      ], lineLimit: lineLimit)
  }

  init(
    string: String, attributes: [NSAttributedString.Key: Any],
    lineLimit: Int?
  ) {
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
    // A hair wider than measured, so the lines break where they did when
    // the text was measured at the width it chose.
    var box = frame
    box.size.width += 0.01
    (string as NSString).draw(
      with: box, options: [.usesLineFragmentOrigin], attributes: attributes,
      context: nil)
  }
}
