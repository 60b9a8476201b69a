import CanvasRendering
import CollectionLayout
import Foundation

extension LayoutCanvas {
  /// Checks the canvas as a spec's reading checks it, for a team that
  /// makes one in code: a size and insets that leave room to draw in, and
  /// a layout of a type specs can name whose values are in the ranges its
  /// settings declare (a Pinterest cell padding under half a column, fonts
  /// from 1 point).
  ///
  /// Snapshot strategies run it before they draw, so a canvas that could
  /// only draw nothing fails its test with the reason, not with an empty
  /// image.
  ///
  /// - Parameter limits: The largest values accepted, as for specs.
  /// - Throws: ``SpecError`` naming the layout's type and the key.
  public func check(limits: SpecLimits = SpecLimits()) throws(SpecError) {
    let subject = "\(type(of: layout))"
    func refuse(_ key: String, _ message: String) -> SpecError {
      SpecError(
        file: subject, line: nil, column: nil, key: key, message: message)
    }
    let size = bounds.size
    guard size.width.isFinite, size.height.isFinite, size.width > 0,
      size.height >= 0,
      Double(max(size.width, size.height)) <= limits.maximumCanvasSide
    else {
      throw refuse(
        "bounds",
        "a canvas's width must be above 0 and its sides at most \(SettingReader.format(limits.maximumCanvasSide)), found \(size.width) × \(size.height)"
      )
    }
    let insets = [
      contentInset.top, contentInset.left, contentInset.bottom,
      contentInset.right,
    ]
    guard insets.allSatisfy({ $0.isFinite && $0 >= 0 }),
      contentInset.horizontal < size.width
    else {
      throw refuse(
        "contentInset",
        "the insets must be finite, not negative, and leave a width inside \(SettingReader.format(Double(size.width)))"
      )
    }
    guard let layout = layout as? any SpecLayout else { return }
    let environment = SpecEnvironment(
      seed: seed, canvasSize: size, maximumLength: limits.maximumLength,
      maximumCanvasSide: limits.maximumCanvasSide,
      maximumItems: limits.maximumItems,
      maximumTextLength: limits.maximumTextLength,
      contentWidth: Double(size.width - contentInset.horizontal))
    do {
      try layout.checkSettings(in: environment)
    } catch {
      throw refuse(
        error.path.map {
          switch $0 {
          case .key(let key): key
          case .index(let index): "[\(index)]"
          }
        }.joined(separator: "."),
        error.message.isEmpty
          ? "expected \(error.expected ?? "a value")" : error.message)
    }
  }
}
