import SwiftUI
import Testing

/// `Text`'s own modifiers return `Text`, as SwiftUI declares them, so
/// texts in different styles join with `+` into one line.
@MainActor @Suite struct SwiftUITextTests {
  private func size(of view: some View, in offer: CGSize = .zero) -> CGSize {
    UIHostingController(rootView: view).sizeThatFits(in: offer)
  }

  @Test func joinedTextIsItsRunsSideBySide() {
    let label: Text = Text("Total: ").bold().font(.headline)
    let value: Text = Text("42").foregroundColor(.secondary)
    let joined = label + value
    let (a, b, both) = (size(of: label), size(of: value), size(of: joined))
    #expect(abs(both.width - (a.width + b.width)) < 1e-9)
    #expect(both.height >= max(a.height, b.height))
  }

  /// Offered too little for one line, joined text wraps.
  @Test func joinedTextWrapsWhenNarrow() {
    let joined = Text("The quick brown fox ") + Text("jumps over the lazy dog")
    let line = size(of: joined)
    let wrapped = size(of: joined, in: CGSize(width: 120, height: 1_000))
    #expect(wrapped.width <= 120)
    #expect(wrapped.height > line.height)
  }
}

/// Text styling SwiftUI documents: Markdown in literals, kerning, line
/// spacing, letter case, attributed strings and shrinking to fit.
@MainActor @Suite struct SwiftUITextStylingTests {
  private func size(of view: some View, in offer: CGSize = .zero) -> CGSize {
    UIHostingController(rootView: view).sizeThatFits(in: offer)
  }

  /// A literal's `**…**` is bold and `*…*` italic: the same text as
  /// `bold()` and `italic()` runs joined.
  @Test func markdownInALiteralIsStyled() {
    let markdown = size(of: Text("**Bold** and *italic*"))
    let explicit = size(
      of: Text("Bold").bold() + Text(" and ") + Text("italic").italic())
    #expect(markdown == explicit)
    #expect(markdown != size(of: Text(verbatim: "**Bold** and *italic*")))
  }

  /// Code spans are monospaced; links take the tint and keep their text;
  /// escaped punctuation and `_` inside a word are shown as written.
  @Test func markdownSpansLinksAndEscapes() {
    #expect(
      size(of: Text("Run `swift test`"))
        == size(of: Text("Run ") + Text("swift test").monospaced()))
    let link = size(of: Text("See [the docs](https://example.com)"))
    let plain = size(of: Text(verbatim: "See the docs"))
    #expect(abs(link.width - plain.width) < 0.01)
    #expect(link.height == plain.height)
    #expect(
      size(of: Text("\\*not italic\\* snake_case_name"))
        == size(of: Text(verbatim: "*not italic* snake_case_name")))
  }

  /// A string that is not a literal is shown as it is, as SwiftUI's
  /// `Text(_: some StringProtocol)` does.
  @Test func aStringVariableIsNotMarkdown() {
    let string = "**not bold**"
    #expect(size(of: Text(string)) == size(of: Text(verbatim: string)))
  }

  /// Kerning adds its points after each character, as an attributed
  /// string's `kern` does.
  @Test func kerningWidensEachCharacter() {
    let plain = size(of: Text("Kern"))
    let kerned = size(of: Text("Kern").kerning(2))
    #expect(abs(kerned.width - (plain.width + 4 * 2)) < 0.05)
    #expect(kerned.height == plain.height)
    #expect(size(of: Text("Kern").tracking(2)) == kerned)
  }

  /// `lineSpacing` is the space between the bottom of one line and the
  /// top of the next (Apple's documentation).
  @Test func lineSpacingIsAddedBetweenLines() {
    let two = "First line\nSecond line"
    let tight = size(of: Text(two))
    let spaced = size(of: Text(two).lineSpacing(10))
    #expect(abs(spaced.height - (tight.height + 10)) < 1e-6)
    #expect(spaced.width == tight.width)
  }

  /// `textCase(.uppercase)` shows the text in capitals.
  @Test func textCaseChangesTheLetters() {
    #expect(
      size(of: Text("Section header").textCase(.uppercase))
        == size(of: Text(verbatim: "SECTION HEADER")))
  }

  /// An attributed string's SwiftUI font and kerning are its runs'.
  @Test func attributedStringRunsKeepTheirStyles() {
    var title = AttributedString("Title")
    title.font = .headline
    var body = AttributedString(" body")
    body.kern = 1
    #expect(
      size(of: Text(title + body))
        == size(of: Text("Title").font(.headline) + Text(" body").kerning(1)))
  }

  /// Text too long for its one line shrinks down to its minimum scale
  /// factor instead of being cut.
  @Test func minimumScaleFactorShrinksToFit() {
    let long = "A headline a little too long"
    let full = size(of: Text(long))
    let offer = CGSize(width: full.width * 0.8, height: 100)
    let shrunk = size(
      of: Text(long).lineLimit(1).minimumScaleFactor(0.5), in: offer)
    #expect(shrunk.width <= offer.width)
    #expect(shrunk.width > offer.width * 0.9)
    #expect(shrunk.height < full.height)
  }

  /// Cut at its head, one line starts with "…" and keeps its end: as wide
  /// as "…" and the end that fits, within the offer.
  @Test func truncationModeHeadKeepsTheEnd() {
    let offer = CGSize(width: 80, height: 100)
    let cut = size(
      of: Text("Documents/Projects/Report.pdf").lineLimit(1)
        .truncationMode(.head), in: offer)
    #expect(cut.width <= offer.width)
    #expect(cut.height == size(of: Text("Report.pdf")).height)
  }
}

/// Dynamic Type and the hosting controller's sizing options.
@MainActor @Suite struct SwiftUIDynamicTypeTests {
  /// The body style is 17 points at the large size and 23 at xxxLarge
  /// (Apple's Dynamic Type sizes table); the system font's line grows
  /// with it.
  @Test func dynamicTypeSizeScalesTheTextStyles() {
    let size = { (view: any View) in
      UIHostingController(rootView: AnyView(view)).sizeThatFits(in: .zero)
    }
    let large = size(Text("Aa"))
    let huge = size(Text("Aa").dynamicTypeSize(.xxxLarge))
    #expect(abs(huge.height / large.height - 23.0 / 17.0) < 0.01)
    // A range holds the size the screen gives within it.
    let held = size(
      Text("Aa").dynamicTypeSize(...DynamicTypeSize.large)
        .dynamicTypeSize(.xxxLarge))
    #expect(held == large)
  }

  @Test func preferredContentSizeIsTheIdealSize() {
    let host = UIHostingController(
      rootView: Color.red.frame(width: 120, height: 44))
    host.sizingOptions = .preferredContentSize
    #expect(host.preferredContentSize == CGSize(width: 120, height: 44))
  }
}
