import Foundation

/// The inline Markdown SwiftUI styles in a `Text` made from a literal.
///
/// `**strong**` and `__strong__` bold, `*emphasis*` and
/// `_emphasis_` italic, `***both***`, `~~strikethrough~~`, `` `code` ``
/// monospaced, `[links](https://…)` in the tint, and `\` escaping the
/// next punctuation. Delimiters follow CommonMark's flanking rules (an
/// opening one is followed, a closing one preceded, by a non-space; `_`
/// does not open or close inside a word, so `snake_case` stays). Block
/// Markdown (headings, lists) is shown as written, as SwiftUI shows it.
enum MarkdownRuns {
  /// The runs of `source`.
  static func parse(_ source: String) -> [Text.Run] {
    var runs: [Text.Run] = []
    parse(Array(source), style: TextRunStyle(), into: &runs)
    return runs.isEmpty ? [Text.Run(string: "")] : runs
  }

  private static func parse(
    _ text: [Character], style: TextRunStyle, into runs: inout [Text.Run]
  ) {
    var literal = ""
    func flush() {
      guard !literal.isEmpty else { return }
      if let last = runs.last, last.style == style {
        runs[runs.count - 1].string += literal
      } else {
        runs.append(Text.Run(string: literal, style: style))
      }
      literal = ""
    }
    var index = 0
    while index < text.count {
      let character = text[index]
      if character == "\\", index + 1 < text.count,
        text[index + 1].isPunctuation || text[index + 1].isSymbol
      {
        literal.append(text[index + 1])
        index += 2
        continue
      }
      if character == "`",
        let close = text[(index + 1)...].firstIndex(of: "`"), close > index + 1
      {
        flush()
        var code = style
        code.design = .monospaced
        runs.append(
          Text.Run(string: String(text[(index + 1)..<close]), style: code))
        index = close + 1
        continue
      }
      if character == "[", let link = self.link(in: text, at: index) {
        flush()
        var linked = style
        linked.link = link.url
        parse(
          Array(text[(index + 1)..<link.textEnd]), style: linked, into: &runs)
        index = link.end
        continue
      }
      if "*_~".contains(character),
        let span = emphasis(in: text, at: index)
      {
        flush()
        var inner = style
        switch (character, span.length) {
        case ("~", _): inner.strikethrough = TextDecoration(isActive: true)
        case (_, 1): inner.isItalic = true
        case (_, 2): inner.weight = .bold
        default:
          inner.isItalic = true
          inner.weight = .bold
        }
        parse(
          Array(text[(index + span.length)..<span.close]), style: inner,
          into: &runs)
        index = span.close + span.length
        continue
      }
      literal.append(character)
      index += 1
    }
    flush()
  }

  /// The emphasis opening at `start`: its delimiter's length (one to
  /// three) and where its closing delimiter starts; `nil` where it does
  /// not open or is never closed.
  private static func emphasis(in text: [Character], at start: Int)
    -> (length: Int, close: Int)?
  {
    let delimiter = text[start]
    var run = 0
    while start + run < text.count, text[start + run] == delimiter { run += 1 }
    let length = delimiter == "~" ? (run == 2 ? 2 : 0) : min(run, 3)
    guard length > 0, start + length < text.count else { return nil }
    let after = text[start + length]
    guard !after.isWhitespace else { return nil }
    if delimiter == "_", start > 0,
      text[start - 1].isLetter || text[start - 1].isNumber
    {
      return nil
    }
    var index = start + length + 1
    while index + length <= text.count {
      let candidate = text[index..<(index + length)]
      if candidate.allSatisfy({ $0 == delimiter }),
        !text[index - 1].isWhitespace,
        index + length == text.count || text[index + length] != delimiter,
        text[index - 1] != delimiter
      {
        let next = index + length < text.count ? text[index + length] : " "
        if delimiter != "_" || !(next.isLetter || next.isNumber) {
          return (length, index)
        }
      }
      index += 1
    }
    return nil
  }

  /// The link `[text](url)` opening at `start`: where its text ends, its
  /// address, and where it ends.
  private static func link(in text: [Character], at start: Int)
    -> (textEnd: Int, url: URL, end: Int)?
  {
    var depth = 0
    var index = start
    while index < text.count {
      if text[index] == "[" { depth += 1 }
      if text[index] == "]" {
        depth -= 1
        if depth == 0 { break }
      }
      index += 1
    }
    let textEnd = index
    guard textEnd + 1 < text.count, text[textEnd + 1] == "(",
      let close = text[(textEnd + 2)...].firstIndex(of: ")"),
      let url = URL(string: String(text[(textEnd + 2)..<close]))
    else { return nil }
    return (textEnd, url, close + 1)
  }
}
