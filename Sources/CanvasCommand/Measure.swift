import ArgumentParser
import CanvasCairo
import CanvasRendering
import CollectionLayout
import Foundation

/// `canvas measure`: prints the widths Pango gives texts, in points.
struct Measure: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Print the width of each text in a font, in points (72 dpi, unrounded).",
    discussion:
      "With --width, prints the width and height of each text wrapped at that width."
  )

  @Option(help: "A Pango font description, such as \"WenQuanYi Micro Hei 12\".")
  var font: String

  @Option(help: "Wrap at this width, in points, and print the wrapped size.")
  var width: Double?

  @Argument(help: "The texts to measure.")
  var texts: [String]

  func validate() throws {
    guard Font(font) != nil else {
      throw ValidationError(
        "'\(font)' is not a font: give a family and a size, such as 'DejaVu Sans 12'"
      )
    }
    if let width, !(width.isFinite && width > 0) {
      throw ValidationError("--width must be a number above 0")
    }
  }

  func run() throws {
    guard let font = Font(font) else { throw ExitCode.validationFailure }
    let measurer = PangoTextMeasurer()
    for text in texts {
      if let width {
        let size = measurer.size(
          of: text, font: font, wrappingWidth: CGFloat(width))
        print(
          "\(Points.string(size.width))\t\(Points.string(size.height))\t\(text)"
        )
      } else {
        print("\(Points.string(measurer.width(of: text, font: font)))\t\(text)")
      }
    }
  }
}
