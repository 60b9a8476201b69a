import CanvasRendering
import CanvasTestSupport
import CanvasUIKit
import CollectionLayout
import Testing

/// Colours that answer for the traits a view is shown with.
@MainActor @Suite struct TraitColorTests {
  let dark = UITraitCollection(userInterfaceStyle: .dark)
  let light = UITraitCollection(userInterfaceStyle: .light)

  @Test func systemColoursHaveApplesLightAndDarkValues() {
    #expect(
      UIColor.systemBlue.resolvedColor(with: light)
        == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
    #expect(
      UIColor.systemBlue.resolvedColor(with: dark)
        == UIColor(red: 10.0 / 255, green: 132.0 / 255, blue: 1, alpha: 1))
    #expect(UIColor.label.resolvedColor(with: dark) == .white)
    #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
    // A fixed colour is itself whatever the traits.
    #expect(UIColor.red.resolvedColor(with: dark) === UIColor.red)
  }

  @Test func providersAndTheirFadedCopiesAnswerForTheTraits() {
    let accent = UIColor { traits in
      traits.userInterfaceStyle == .dark ? .white : .black
    }
    #expect(accent.resolvedColor(with: dark) == .white)
    #expect(accent.resolvedColor(with: light) == .black)
    let faded = accent.withAlphaComponent(0.5)
    #expect(faded.resolvedColor(with: dark) == UIColor(white: 1, alpha: 0.5))
    #expect(faded.resolvedColor(with: light) == UIColor(white: 0, alpha: 0.5))
  }

  /// Cells take their collection view's traits: a dark collection view
  /// draws the dark values of the cells' system colours, on the dark theme.
  @Test func aDarkCollectionViewDrawsItsCellsDark() {
    let names = Cells.names()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 40)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 100),
      collectionViewLayout: layout)
    view.register(NameCell.self, forCellWithReuseIdentifier: "name")
    view.dataSource = names
    func drawn() -> (Scene, [FilledShape]) {
      let scene = Scene(of: view)
      return (scene, scene.fills)
    }
    let (lightScene, lightFills) = drawn()
    #expect(lightFills.first?.color.hex == "#34c759")
    #expect(lightScene.background == Theme.standard.background)
    view.traitCollection = dark
    let (darkScene, darkFills) = drawn()
    #expect(darkFills.first?.color.hex == "#30d158")
    #expect(darkScene.background == Theme.dark.background)
    view.backgroundColor = .secondarySystemBackground
    #expect(drawn().0.background.hex == "#1c1c1e")
  }

  /// UIKit's class colours, with the components its reference gives.
  @Test func classColoursHaveUIKitsComponents() {
    func rgb(_ color: UIColor) -> [CGFloat] {
      var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
      color.getRed(&r, green: &g, blue: &b, alpha: &a)
      return [r, g, b, a]
    }
    #expect(rgb(.orange) == [1, 0.5, 0, 1])
    #expect(rgb(.yellow) == [1, 1, 0, 1])
    #expect(rgb(.purple) == [0.5, 0, 0.5, 1])
    #expect(rgb(.brown) == [0.6, 0.4, 0.2, 1])
    #expect(rgb(.cyan) == [0, 1, 1, 1])
    #expect(rgb(.magenta) == [1, 0, 1, 1])
  }

  /// A colour set of an asset catalogue, light and dark, its components
  /// written as floats, 0–255 integers and hexadecimal, as Xcode writes
  /// them.
  @Test func namedColoursComeFromColourSets() throws {
    let brand = try #require(
      UIColor(named: "Brand", in: .module, compatibleWith: nil))
    #expect(
      brand.resolvedColor(with: light)
        == UIColor(red: 0.8, green: 0.2, blue: 0.4, alpha: 1))
    #expect(
      brand.resolvedColor(with: dark)
        == UIColor(red: 1, green: 0.2, blue: 0.2, alpha: 1))
    let darkOnly = try #require(
      UIColor(named: "Brand", in: .module, compatibleWith: dark))
    #expect(
      darkOnly.resolvedColor(with: light) == brand.resolvedColor(with: dark))
    let grey = try #require(
      UIColor(named: "Accent", in: .module, compatibleWith: nil))
    #expect(grey.resolvedColor(with: light) == UIColor(white: 0.25, alpha: 0.5))
    #expect(UIColor(named: "Missing", in: .module, compatibleWith: nil) == nil)
  }
}
