import CanvasCairo
import CanvasRendering
import CanvasTestSupport
import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// Emoji as iOS draws them: in colour from the emoji font for every
/// character the system font lacks, even those whose default presentation
/// is text (☀ U+2600, ❤ U+2764, ✈ U+2708, ☂ U+2602, 🏔 U+1F3D4), with the text
/// font's line height; `©`, which the system font has, stays text.
@MainActor @Suite struct EmojiTests {
  /// The most saturated pixel of a label showing `text`: how far its
  /// strongest channel is from its weakest, 0 to 255.
  private func saturation(of text: String) throws -> Double {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    label.backgroundColor = .white
    label.text = text
    let image = try ScreenCanvas(label).pixels(scale: 2)
    var most = 0.0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let color = image.color(atX: x, y: y)
        let strongest = max(color.red, color.green, color.blue)
        let weakest = min(color.red, color.green, color.blue)
        most = max(most, 255 * (strongest - weakest))
      }
    }
    return most
  }

  @Test(arguments: ["☀", "❤", "✈", "☂"])
  func textDefaultEmojiAreDrawnInColour(emoji: String) throws {
    #expect(try saturation(of: emoji) > 100)
  }

  @Test func theSystemFontsOwnSymbolsStayText() throws {
    #expect(try saturation(of: "©") < 20)
  }

  @Test func emojiKeepTheTextFontsLineHeight() {
    let body = UIFont.preferredFont(forTextStyle: .body)
    let measurer = PangoTextMeasurer()
    let plain = measurer.size(
      of: "Sun", font: body.font, wrappingWidth: .greatestFiniteMagnitude)
    for text in ["☀ Sun", "🏔 Sun"] {
      #expect(
        measurer.size(
          of: text, font: body.font, wrappingWidth: .greatestFiniteMagnitude
        ).height == plain.height)
    }
  }
}
