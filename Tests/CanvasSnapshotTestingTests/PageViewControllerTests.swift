import CanvasCairo
import CanvasSnapshotTesting
import CanvasUIKit
import Foundation
import SnapshotTesting
import Testing

@MainActor final class ColourPage: UIViewController {
  let colour: UIColor
  init(_ colour: UIColor) {
    self.colour = colour
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func viewDidLoad() { view.backgroundColor = colour }
}

/// `UIPageViewController` as UIKit's reference documents it, drawn at
/// rest and printed by `.hierarchy`.
@MainActor @Suite struct PageViewControllerTests {
  private func pixels(_ controller: UIViewController) throws -> PNGImage {
    var data: Data?
    Snapshotting<UIViewController, UIImage>.image(
      on: .iPhone13, traits: UITraitCollection(displayScale: 1)
    ).snapshot(controller).run { data = $0.pngData() ?? Data() }
    return try PNGImage(data: try #require(data))
  }

  /// A page-curl controller's spine is at the leading edge unless its
  /// options say; a scroll-style one has none.
  @Test func theSpineIsWhereTheOptionsSay() {
    let curl = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    #expect(curl.spineLocation == .min)
    let scroll = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .vertical,
      options: [.interPageSpacing: 8])
    #expect(scroll.spineLocation == .none)
    #expect(scroll.interPageSpacing == 8)
    let book = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [
        .spineLocation: NSNumber(
          value: UIPageViewController.SpineLocation.mid.rawValue)
      ])
    #expect(book.spineLocation == .mid)
  }

  /// The page shown fills the controller's view; at a middle spine two
  /// pages share it, side by side.
  @Test func pagesAreShownAtRest() throws {
    let single = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal)
    let red = ColourPage(.red)
    var finished = false
    single.setViewControllers([red], direction: .forward, animated: false) {
      finished = $0
    }
    #expect(finished)
    #expect(single.viewControllers == [red])
    let one = try pixels(single)
    #expect(one.color(atX: 195, y: 400).hex == "#ff0000")
    let book = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue]
    )
    book.setViewControllers(
      [ColourPage(.red), ColourPage(.blue)], direction: .forward,
      animated: false)
    let two = try pixels(book)
    #expect(two.color(atX: 100, y: 400).hex == "#ff0000")
    #expect(two.color(atX: 300, y: 400).hex == "#0000ff")
  }

  /// A spine that takes two pages given one raises UIKit's message.
  @Test func aWrongCountOfPagesRaisesUIKitsMessage() {
    let book = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: 2])
    let raised = UIKitException.capturing {
      book.setViewControllers(
        [ColourPage(.red)], direction: .forward, animated: false)
    }
    #expect(
      raised.raised == [
        "The number of view controllers provided (1) doesn't match the "
          + "number required (2) for the requested transition"
      ])
  }

  /// `.hierarchy` prints the page controller over its page, as
  /// `_printHierarchy` does.
  @Test func theHierarchyPrintsThePage() {
    let pages = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.setViewControllers(
      [ColourPage(.red)], direction: .forward, animated: false)
    var text = ""
    Snapshotting<UIViewController, String>.hierarchy.snapshot(pages).run {
      text = $0
    }
    #expect(
      text == """
        <UIPageViewController>, state: appeared, view: <_UIPageViewControllerContentView>
           | <CanvasSnapshotTestingTests.ColourPage>, state: appeared, view: <UIView>
        """)
  }
}
