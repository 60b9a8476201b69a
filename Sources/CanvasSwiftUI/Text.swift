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
  let string: String
  var font: Font?
  var color: Color?
  var weight: Font.Weight?
  var isItalic = false

  /// Text showing `content` as it is.
  public init(verbatim content: String) { string = content }

  /// Text showing `content`.
  public init<S: StringProtocol>(_ content: S) { string = String(content) }

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
    string = (bundle ?? .main).localizedString(
      forKey: key.key, value: key.key, table: tableName)
  }

  /// This text in bold.
  public func bold() -> Text { fontWeight(.bold) }

  /// This text in bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

  /// This text in italic.
  public func italic() -> Text {
    var text = self
    text.isItalic = true
    return text
  }

  /// This text in `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var text = self
    text.weight = weight
    return text
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    var font = self.font ?? environment.font ?? .body
    if let weight = weight ?? environment.fontWeightOverride {
      font = font.weight(weight)
    }
    if isItalic || environment.isItalic { font = font.italic() }
    let color = self.color ?? environment.foregroundColor ?? .primary
    return TextNode(
      string: string, font: font.uiFont(for: environment.traits),
      color: color.uiColor.resolvedColor(with: environment.traits),
      alignment: environment.multilineTextAlignment,
      lineLimit: environment.lineLimit)
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

  init(
    string: String, font: UIFont, color: UIColor, alignment: TextAlignment,
    lineLimit: Int?
  ) {
    self.string = string
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment =
      switch alignment {
      case .leading: .left
      case .center: .center
      case .trailing: .right
      }
    attributes = [
      .font: font, .foregroundColor: color, .paragraphStyle: paragraph,
    ]
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
