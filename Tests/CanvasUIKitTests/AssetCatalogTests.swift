import CanvasCairo
import CanvasRendering
import CanvasTestSupport
import CanvasUIKit
import Foundation
import Testing

/// Asset catalogues read as Xcode's asset compiler reads them.
///
/// Apple's "Asset Catalog Format Reference" says what each key does (image
/// sets, `provides-namespace`, `preserves-vector-representation`,
/// `template-rendering-intent`, appearances). From
/// `Resources/Media.xcassets`:
///
/// - `Icons/` provides a namespace; `Icons/Star.imageset/star.pdf` is a
///   24 × 24-point page, its left half red, kept as vectors;
/// - `Flag.imageset/flag.pdf` is the same page, not kept as vectors;
/// - `Mark.imageset` is a 20 × 10 SVG: black, white when dark, blue in
///   high contrast, green on iPad;
/// - `Glyph.imageset` is a 16-point SVG square, a template.
@MainActor @Suite struct AssetCatalogTests {
  private let atTwo = UITraitCollection(displayScale: 2)

  /// "Provides Namespace": the folder's name is part of the names of
  /// what it holds, and only that name finds them.
  @Test func namespacedFoldersNameTheirSets() throws {
    let star = try #require(
      UIImage(named: "Icons/Star", in: .module, compatibleWith: atTwo))
    #expect(star.size == CGSize(width: 24, height: 24))
    #expect(star.scale == 2)
    #expect(star.cgImage?.width == 48)
    #expect(UIImage(named: "Star", in: .module, compatibleWith: atTwo) == nil)
  }

  /// A PDF kept as vectors is drawn from its paths at the size shown.
  ///
  /// Its half is sharp at twice its size. One that is not is a bitmap of
  /// its own size, so its edge is smoothed when it is stretched.
  @Test func vectorPDFsStaySharpWhereBitmapsBlur() throws {
    func edge(_ name: String) throws -> (Color, Color) {
      let image = try #require(
        UIImage(named: name, in: .module, compatibleWith: atTwo))
      let view = UIImageView(image: image)
      view.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
      let drawn = try pixels(of: view, scale: 2)
      return (drawn.color(atX: 47, y: 48), drawn.color(atX: 48, y: 48))
    }
    let sharp = try edge("Icons/Star")
    #expect(sharp.0.hex == "#ff0000" && sharp.1.hex == "#ffffff")
    let stretched = try edge("Flag")
    #expect(stretched.0.hex != "#ff0000")
    #expect(stretched.0.isClose(to: "#ff0000", within: 128))
  }

  /// The appearances: the dark variant for dark traits, the high-contrast
  /// one for more contrast, the iPad's own on an iPad.
  @Test func variantsFollowTheTraits() throws {
    let asset = try #require(
      UIImage(named: "Mark", in: .module, compatibleWith: atTwo)?.imageAsset)
    func color(_ traits: UITraitCollection) throws -> String {
      let image = asset.image(
        with: UITraitCollection(traitsFrom: [atTwo, traits]))
      #expect(image.size == CGSize(width: 20, height: 10))
      return try PNGImage(data: try #require(image.pngData()))
        .color(atX: 20, y: 10).hex
    }
    #expect(try color(UITraitCollection()) == "#000000")
    #expect(
      try color(UITraitCollection(userInterfaceStyle: .dark)) == "#ffffff")
    #expect(
      try color(UITraitCollection(accessibilityContrast: .high)) == "#0000ff")
    #expect(
      try color(UITraitCollection(userInterfaceIdiom: .pad)) == "#00ff00")
  }

  /// An image read once shows the variant of the screen it is in: an image
  /// view in a dark hierarchy draws the dark one.
  @Test func imageViewsShowTheirOwnTraitsVariant() throws {
    let image = try #require(
      UIImage(named: "Mark", in: .module, compatibleWith: atTwo))
    let light = try pixels(of: UIImageView(image: image), scale: 2)
    #expect(light.color(atX: 20, y: 10).hex == "#000000")
    let dark = try pixels(of: UIImageView(image: image), scale: 2, dark: true)
    #expect(dark.color(atX: 20, y: 10).hex == "#ffffff")
  }

  /// "Render As: Template Image": the picture's shape in the tint colour;
  /// a bitmap's `withTintColor(_:)` fills its shape too.
  @Test func templatesTakeTheTint() throws {
    let glyph = try #require(
      UIImage(named: "Glyph", in: .module, compatibleWith: atTwo))
    #expect(glyph.renderingMode == .alwaysTemplate)
    let view = UIImageView(image: glyph)
    view.tintColor = .red
    let tinted = try pixels(of: view, scale: 2)
    #expect(tinted.color(atX: 16, y: 16).hex == "#ff0000")
    #expect(tinted.color(atX: 2, y: 2).hex == "#ffffff")
    let avatar = try #require(
      UIImage(named: "Avatar", in: .module, compatibleWith: atTwo))
    let blue = avatar.withTintColor(.blue)
    // Apple: "The new image uses the same rendering mode as the original."
    #expect(blue.renderingMode == avatar.renderingMode)
    #expect(
      try pixels(of: UIImageView(image: blue), scale: 2)
        .color(atX: 15, y: 15).hex == "#0000ff")
  }

  /// Vector pictures stay vectors in PDF and in the readable SVG.
  @Test func vectorsStayVectorsInPDFAndSVG() throws {
    let star = try #require(
      UIImage(named: "Icons/Star", in: .module, compatibleWith: atTwo))
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    host.addSubview(UIImageView(image: star))
    let measurer = PangoTextMeasurer()
    let scene = ScreenCanvas(host).scene(measurer: measurer)
    let pdf = try CairoRenderer(measurer: measurer).pdfData(for: scene)
    #expect(!String(decoding: pdf, as: UTF8.self).contains("/Image"))
    let svg = SVGWriter().document(for: scene)
    #expect(svg.contains("href=\"data:image/svg+xml;base64,"))
  }

  /// `UIImageAsset` holds registered variants and answers each trait
  /// collection with the one registered for its traits.
  @Test func registeredVariantsAreChosenByTraits() throws {
    let asset = UIImageAsset()
    let light = try #require(
      UIImage(named: "swatch", in: .module, compatibleWith: atTwo))
    let dark = try #require(
      UIImage(named: "Avatar", in: .module, compatibleWith: atTwo))
    asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
    asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(
      asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === dark)
    #expect(
      asset.image(with: UITraitCollection(userInterfaceStyle: .light))
        === light)
    #expect(dark.imageAsset === asset)
  }

  /// A custom symbol (a `.symbolset`'s SF Symbols template) is its
  /// `Regular-M` variant at the body style's 17 points: the template is
  /// typeset at 100 points with San Francisco's cap height between its
  /// `Capline-M` and `Baseline-M` (70.46 units), so `Badge`, two cap
  /// heights by one, is 23.96 × 11.98 points, within a pixel, drawn in the
  /// tint colour.
  @Test func customSymbolsAreTheirTemplatesRegularVariant() throws {
    let badge = try #require(
      UIImage(named: "Badge", in: .module, compatibleWith: atTwo))
    #expect(abs(badge.size.width - 2 * 17 * 0.7046) <= 0.5)
    #expect(abs(badge.size.height - 17 * 0.7046) <= 0.5)
    #expect(badge.renderingMode == .alwaysTemplate)
    let view = UIImageView(image: badge)
    view.tintColor = .red
    let drawn = try pixels(of: view, scale: 2)
    #expect(drawn.color(atX: 24, y: 12).hex == "#ff0000")
    #expect(drawn.color(atX: 1, y: 1).isClose(to: "#ff0000", within: 80))
  }
}
