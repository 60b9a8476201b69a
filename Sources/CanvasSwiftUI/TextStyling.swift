import CanvasUIKit
import CoreGraphics
import Foundation

/// What a stretch of text sets about its look; `nil` takes the setting
/// from around it (the text's own modifiers, then the environment).
struct TextRunStyle: Equatable, Sendable {
  var font: Font?
  var color: Color?
  var weight: Font.Weight?
  var isItalic: Bool?
  var design: Font.Design?
  var isMonospacedDigit: Bool?
  var kerning: CGFloat?
  var tracking: CGFloat?
  var underline: TextDecoration?
  var strikethrough: TextDecoration?
  var baselineOffset: CGFloat?
  /// Where the run links to, from Markdown: drawn in the tint.
  var link: URL?
  /// Whether the run is in the tint (`foregroundStyle(.tint)`).
  var isTinted: Bool?
  /// The hierarchical level of the foreground the run is in
  /// (`foregroundStyle(.secondary)`).
  var level: Int?

  /// This style with every setting it leaves unset taken from `outer`.
  func over(_ outer: TextRunStyle) -> TextRunStyle {
    TextRunStyle(
      font: font ?? outer.font, color: color ?? outer.color,
      weight: weight ?? outer.weight, isItalic: isItalic ?? outer.isItalic,
      design: design ?? outer.design,
      isMonospacedDigit: isMonospacedDigit ?? outer.isMonospacedDigit,
      kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking,
      underline: underline ?? outer.underline,
      strikethrough: strikethrough ?? outer.strikethrough,
      baselineOffset: baselineOffset ?? outer.baselineOffset,
      link: link ?? outer.link, isTinted: isTinted ?? outer.isTinted,
      level: level ?? outer.level)
  }
}

/// An underline or a strikethrough: on or off, in a colour (the text's
/// for `nil`).
struct TextDecoration: Equatable, Sendable {
  var isActive: Bool
  var color: Color?
}

/// How a run is drawn, resolved in an environment.
struct ResolvedTextRun {
  var string: String
  var font: UIFont
  var color: UIColor
  var kerning: CGFloat
  var underline: UIColor?
  var strikethrough: UIColor?
  var baselineOffset: CGFloat

  /// UIKit's attributes for the run: its font, colour and kerning.
  var attributes: [NSAttributedString.Key: Any] {
    var attributes: [NSAttributedString.Key: Any] = [
      .font: font, .foregroundColor: color,
    ]
    if kerning != 0 { attributes[.kern] = kerning }
    return attributes
  }

  /// Whether the run draws nothing UIKit's string drawing would not.
  var isPlain: Bool {
    underline == nil && strikethrough == nil && baselineOffset == 0
  }
}

extension TextRunStyle {
  /// The run of `string` in this style, settings it leaves unset taken
  /// from `environment`, as SwiftUI resolves a text's runs.
  func resolved(_ string: String, in environment: EnvironmentValues)
    -> ResolvedTextRun
  {
    let style = over(environment.textRunStyle)
    var font = style.font ?? environment.font ?? .body
    if let weight = style.weight ?? environment.fontWeightOverride {
      font = font.weight(weight)
    }
    if style.isItalic ?? environment.isItalic { font = font.italic() }
    if let design = style.design, font.design == nil { font.design = design }
    if style.isMonospacedDigit == true { font = font.monospacedDigit() }
    let tinted = style.isTinted == true || style.link != nil
    let color =
      style.color ?? (tinted ? environment.tint ?? .accentColor : nil)
      ?? style.level.map {
        HierarchicalShapeStyle(level: $0).color(in: environment)
      } ?? environment.foregroundColor ?? .primary
    let traits = environment.traits
    let uiColor = color.uiColor.resolvedColor(with: traits)
    func decoration(_ decoration: TextDecoration?) -> UIColor? {
      guard let decoration, decoration.isActive else { return nil }
      return decoration.color?.uiColor.resolvedColor(with: traits) ?? uiColor
    }
    var shown = string
    switch environment.textCase {
    case .uppercase: shown = string.uppercased(with: environment.locale)
    case .lowercase: shown = string.lowercased(with: environment.locale)
    case nil: break
    }
    return ResolvedTextRun(
      string: shown, font: font.uiFont(for: traits), color: uiColor,
      kerning: (style.kerning ?? 0) + (style.tracking ?? 0),
      underline: decoration(style.underline),
      strikethrough: decoration(style.strikethrough),
      baselineOffset: style.baselineOffset ?? 0)
  }
}

/// How text too long for its lines is cut, as SwiftUI's
/// `Text.TruncationMode`.
extension Text {
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }

  /// A change of letter case, as SwiftUI's `Text.Case`.
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }

  /// The style of a line drawn through or under text, as SwiftUI's
  /// `Text.LineStyle`: drawn as a single solid line.
  public struct LineStyle: Hashable, Sendable {
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.color = color
    }
    let color: Color?
    public static let single = LineStyle()

    /// A line's dashes: kept, drawn solid.
    public enum Pattern: Hashable, Sendable {
      case solid, dot, dash, dashDot, dashDotDot
    }
  }
}

extension EnvironmentValues {
  /// The text look set on views above: applies to every run that sets
  /// none of its own.
  var textRunStyle: TextRunStyle {
    get { self[TextRunStyleKey.self] }
    set { self[TextRunStyleKey.self] = newValue }
  }

  /// Extra space between lines of text, in points.
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }

  /// Where text too long for its lines is cut.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationKey.self] }
    set { self[TruncationKey.self] = newValue }
  }

  /// The letter case text is shown in; `nil` as written.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }

  /// How small text may shrink to fit, a fraction of its font size.
  public var minimumScaleFactor: CGFloat {
    get { self[ScaleFactorKey.self] }
    set { self[ScaleFactorKey.self] = newValue }
  }

  /// Whether text may draw its letters closer to fit: kept.
  public var allowsTightening: Bool {
    get { self[TighteningKey.self] }
    set { self[TighteningKey.self] = newValue }
  }

  private enum TextRunStyleKey: EnvironmentKey {
    static var defaultValue: TextRunStyle { TextRunStyle() }
  }
  private enum LineSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
  }
  private enum TruncationKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
  }
  private enum TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
  }
  private enum ScaleFactorKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
  }
  private enum TighteningKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }
}

extension Text {
  /// This text with `change` made to each run's style where the run does
  /// not set it itself, as SwiftUI's text modifiers apply to joined text.
  func styled(_ change: TextRunStyle) -> Text {
    var text = self
    for index in text.runs.indices {
      text.runs[index].style = text.runs[index].style.over(change)
    }
    return text
  }

  /// This text with `kerning` points after each character.
  public func kerning(_ kerning: CGFloat) -> Text {
    styled(TextRunStyle(kerning: kerning))
  }

  /// This text with `tracking` points between its characters.
  public func tracking(_ tracking: CGFloat) -> Text {
    styled(TextRunStyle(tracking: tracking))
  }

  /// This text underlined in `color` (the text's own for `nil`).
  public func underline(
    _ isActive: Bool = true, pattern: LineStyle.Pattern = .solid,
    color: Color? = nil
  ) -> Text {
    styled(
      TextRunStyle(underline: TextDecoration(isActive: isActive, color: color))
    )
  }

  /// This text struck through in `color` (the text's own for `nil`).
  public func strikethrough(
    _ isActive: Bool = true, pattern: LineStyle.Pattern = .solid,
    color: Color? = nil
  ) -> Text {
    styled(
      TextRunStyle(
        strikethrough: TextDecoration(isActive: isActive, color: color)))
  }

  /// This text raised by `offset` points above its baseline.
  public func baselineOffset(_ offset: CGFloat) -> Text {
    styled(TextRunStyle(baselineOffset: offset))
  }

  /// This text in its font's monospaced design.
  public func monospaced(_ isActive: Bool = true) -> Text {
    isActive ? styled(TextRunStyle(design: .monospaced)) : self
  }

  /// This text with digits of one width.
  public func monospacedDigit() -> Text {
    styled(TextRunStyle(isMonospacedDigit: true))
  }

  /// This text in `design`.
  public func fontDesign(_ design: Font.Design?) -> Text {
    styled(TextRunStyle(design: design))
  }

  /// This text at `width`: kept, see ``Font/Width``.
  public func fontWidth(_ width: Font.Width?) -> Text { self }

  /// This text in `style` (a colour, or `.tint`).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    if let color = style as? Color { return foregroundColor(color) }
    if style is TintShapeStyle { return styled(TextRunStyle(isTinted: true)) }
    if let style = style as? HierarchicalShapeStyle {
      return styled(TextRunStyle(level: style.level))
    }
    return self
  }
}

extension View {
  /// Sets the text look `change` gives on every run in this view that
  /// sets none of its own.
  func textRunStyle(_ change: TextRunStyle) -> some View {
    EnvironmentModifier(content: self) {
      $0.textRunStyle = change.over($0.textRunStyle)
    }
  }

  /// The text in this view with `kerning` points after each character.
  public func kerning(_ kerning: CGFloat) -> some View {
    textRunStyle(TextRunStyle(kerning: kerning))
  }

  /// The text in this view with `tracking` points between characters.
  public func tracking(_ tracking: CGFloat) -> some View {
    textRunStyle(TextRunStyle(tracking: tracking))
  }

  /// The text in this view underlined.
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
    color: Color? = nil
  ) -> some View {
    textRunStyle(
      TextRunStyle(underline: TextDecoration(isActive: isActive, color: color))
    )
  }

  /// The text in this view struck through.
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
    color: Color? = nil
  ) -> some View {
    textRunStyle(
      TextRunStyle(
        strikethrough: TextDecoration(isActive: isActive, color: color)))
  }

  /// The text in this view raised by `offset` points.
  public func baselineOffset(_ offset: CGFloat) -> some View {
    textRunStyle(TextRunStyle(baselineOffset: offset))
  }

  /// The text in this view in its font's monospaced design.
  public func monospaced(_ isActive: Bool = true) -> some View {
    textRunStyle(TextRunStyle(design: isActive ? .monospaced : nil))
  }

  /// The text in this view with digits of one width.
  public func monospacedDigit() -> some View {
    textRunStyle(TextRunStyle(isMonospacedDigit: true))
  }

  /// The text in this view in `design`.
  public func fontDesign(_ design: Font.Design?) -> some View {
    textRunStyle(TextRunStyle(design: design))
  }

  /// The text in this view at `width`: kept, see ``Font/Width``.
  public func fontWidth(_ width: Font.Width?) -> some View { self }

  /// Extra space between the lines of the text in this view.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    environment(\.lineSpacing, lineSpacing)
  }

  /// Where the text in this view is cut when too long for its lines.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment(\.truncationMode, mode)
  }

  /// The letter case of the text in this view; `nil` as written.
  public func textCase(_ textCase: Text.Case?) -> some View {
    environment(\.textCase, textCase)
  }

  /// How small the text in this view may shrink to fit.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environment(\.minimumScaleFactor, factor)
  }

  /// Whether the text in this view may draw its letters closer: kept.
  public func allowsTightening(_ flag: Bool) -> some View {
    environment(\.allowsTightening, flag)
  }

  /// The lines the text in this view takes: at most the range's upper
  /// bound (its lower bound is kept).
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    lineLimit(limit.upperBound)
  }

  /// The lines the text in this view takes: at most the range's upper
  /// bound.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    lineLimit(limit.upperBound)
  }

  /// The text in this view takes `limit` lines; `reservesSpace` is kept.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    lineLimit(limit)
  }
}
