import CoreGraphics
import Foundation

extension UIColor {
  /// The colour called `name` in an asset catalogue of `bundle` (the main
  /// bundle for `nil`), as UIKit's `init(named:in:compatibleWith:)`: the
  /// `name.colorset` folder's `Contents.json`.
  ///
  /// Its light and dark variants (the `luminosity` appearances) make a
  /// colour that answers for each trait collection, or, with
  /// `traitCollection`, the variant for those traits. Components are read
  /// as Xcode writes them: floats from 0 to 1 (`"0.478"`), integers from 0
  /// to 255 (`"122"`) or hexadecimal (`"0x7A"`); in sRGB, Display P3
  /// (converted to sRGB) or grey (`white`). `nil` when there is no such
  /// colour set or it cannot be read.
  public convenience init?(
    named name: String, in bundle: Bundle? = nil,
    compatibleWith traitCollection: UITraitCollection? = nil
  ) {
    guard
      let root = (bundle ?? .main).resourceURL,
      let folder = Self.colorSet(named: name, under: root),
      let contents: ColorSet = AssetCatalog.contents(of: folder)
    else { return nil }
    let universal = contents.colors.filter {
      ($0.idiom ?? "universal") == "universal"
    }
    func variant(dark: Bool) -> UIColor? {
      universal.first { entry in
        let luminosity = entry.appearances?.first {
          $0.appearance == "luminosity"
        }?
        .value
        return dark
          ? luminosity == "dark" : luminosity == nil || luminosity == "light"
      }?.color?.uiColor
    }
    guard let light = variant(dark: false) ?? variant(dark: true) else {
      return nil
    }
    let dark = variant(dark: true) ?? light
    if let traitCollection {
      let chosen = traitCollection.userInterfaceStyle == .dark ? dark : light
      self.init(dynamicProvider: { _ in chosen })
    } else {
      self.init(dynamicProvider: {
        $0.userInterfaceStyle == .dark ? dark : light
      })
    }
  }

  /// The colour set `name` (`Folder/name` in a folder that provides a
  /// namespace) below `root`.
  private static func colorSet(named name: String, under root: URL) -> URL? {
    AssetCatalog.set(named: name, kind: .colorSet, under: root)
  }

  /// A colour set's `Contents.json`.
  private struct ColorSet: Decodable {
    struct Appearance: Decodable {
      var appearance: String
      var value: String
    }

    struct Entry: Decodable {
      var idiom: String?
      var appearances: [Appearance]?
      var color: Definition?
    }

    struct Definition: Decodable {
      var colorSpace: String?
      var components: [String: Component]

      enum CodingKeys: String, CodingKey {
        case colorSpace = "color-space"
        case components
      }

      /// The colour the components give, in sRGB.
      var uiColor: UIColor? {
        func value(_ key: String) -> CGFloat? { components[key]?.value }
        let alpha = value("alpha") ?? 1
        if let white = value("white") {
          return UIColor(white: white, alpha: alpha)
        }
        guard let red = value("red"), let green = value("green"),
          let blue = value("blue")
        else { return nil }
        if colorSpace == "display-p3" {
          return UIColor(
            displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
      }
    }

    /// A component as Xcode writes it.
    struct Component: Decodable {
      var value: CGFloat?

      init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text: String
        if let number = try? container.decode(Double.self) {
          text = "\(number)"
        } else {
          text = try container.decode(String.self)
        }
        value = Self.read(text.trimmingCharacters(in: .whitespaces))
      }

      /// `0x7A` and `122` are out of 255; `0.478` (with a point) out of 1.
      static func read(_ text: String) -> CGFloat? {
        let lowered = text.lowercased()
        if lowered.hasPrefix("0x") {
          return UInt8(lowered.dropFirst(2), radix: 16).map {
            CGFloat($0) / 255
          }
        }
        if text.contains(".") { return Double(text).map { CGFloat($0) } }
        return Int(text).map { CGFloat(min(max($0, 0), 255)) / 255 }
      }
    }

    var colors: [Entry]
  }
}
