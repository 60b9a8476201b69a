import CanvasCairo
import CanvasRendering
import CanvasTestSupport
import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// Plain scroll views as UIKit's reference and "Working with scroll
/// views" describe them: content sized by constraints to the content
/// layout guide, views pinned to the frame layout guide staying in view,
/// scrolling in code telling the delegate, and the content cut to the
/// bounds at the offset.
@MainActor @Suite struct ScrollViewTests {
  /// Records what the delegate hears.
  final class Listener: UIScrollViewDelegate {
    var heard: [String] = []
    var zoomed: UIView?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      heard.append("scroll \(scrollView.contentOffset.y)")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      heard.append("end")
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
      heard.append("zoom \(scrollView.zoomScale)")
    }
  }

  /// A scroll view 390 × 600 with three pages stacked in a stack view
  /// pinned to its content layout guide, as wide as its frame layout
  /// guide, each page 400 tall.
  private func stackedPages() -> (UIView, UIScrollView, [UIView]) {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    screen.addSubview(scrollView)
    let pages = [UIColor.red, .green, .blue].map { color in
      let page = UIView()
      page.backgroundColor = color
      page.heightAnchor.constraint(equalToConstant: 400).isActive = true
      return page
    }
    let stack = UIStackView(arrangedSubviews: pages)
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: screen.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
      stack.topAnchor.constraint(equalTo: content.topAnchor),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      stack.widthAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ])
    return (screen, scrollView, pages)
  }

  /// Constraints from the content to the content layout guide set the
  /// content size; the frame layout guide is the scroll view's own
  /// rectangle.
  @Test func constraintsToTheContentGuideSetTheContentSize() {
    let (screen, scrollView, pages) = stackedPages()
    screen.layoutIfNeeded()
    #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 600))
    #expect(scrollView.contentSize == CGSize(width: 390, height: 1_200))
    #expect(pages[2].frame == CGRect(x: 0, y: 800, width: 390, height: 400))
    #expect(
      scrollView.contentLayoutGuide.layoutFrame
        == CGRect(x: 0, y: 0, width: 390, height: 1_200))
    #expect(
      scrollView.frameLayoutGuide.layoutFrame
        == CGRect(x: 0, y: 0, width: 390, height: 600))
    #expect(AutoLayoutEngine._checkInvariants(of: screen).isEmpty)
  }

  /// A content size set in code stands when no constraint sizes the
  /// content guide.
  @Test func anUnconstrainedContentGuideKeepsTheContentSize() {
    let scrollView = UIScrollView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 300, height: 100)
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(
        equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 10),
      badge.leadingAnchor.constraint(
        equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 10),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    scrollView.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 300, height: 100))
    #expect(badge.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
  }

  /// A view pinned to the frame layout guide stays in view as the content
  /// scrolls: in the content's coordinates it moves with the offset.
  @Test func theFrameGuideFollowsTheOffset() {
    let (screen, scrollView, _) = stackedPages()
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 8),
      badge.trailingAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -8),
      badge.widthAnchor.constraint(equalToConstant: 30),
      badge.heightAnchor.constraint(equalToConstant: 30),
    ])
    screen.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 352, y: 8, width: 30, height: 30))
    scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
    scrollView.setNeedsLayout()
    screen.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 352, y: 508, width: 30, height: 30))
  }

  /// Scrolling in code tells the delegate it scrolled, and an animated
  /// scroll that the animation ended; the same offset again is no scroll.
  @Test func scrollingInCodeTellsTheDelegate() {
    let (screen, scrollView, _) = stackedPages()
    screen.layoutIfNeeded()
    let listener = Listener()
    scrollView.delegate = listener
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
    #expect(listener.heard == ["scroll 100.0", "scroll 200.0", "end"])
  }

  /// `scrollRectToVisible` scrolls the least that shows the rectangle,
  /// and not at all when it shows, within the content.
  @Test func scrollingARectIntoViewMovesTheLeast() {
    let (screen, scrollView, _) = stackedPages()
    screen.layoutIfNeeded()
    scrollView.scrollRectToVisible(
      CGRect(x: 0, y: 900, width: 10, height: 100), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 400))
    scrollView.scrollRectToVisible(
      CGRect(x: 0, y: 500, width: 10, height: 100), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 400))
    scrollView.scrollRectToVisible(
      CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
    scrollView.scrollRectToVisible(
      CGRect(x: 0, y: 1_150, width: 10, height: 500), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
  }

  /// A paging carousel scrolled to its second page in code shows that
  /// page, cut to the bounds: the pages on either side do not show.
  @Test func aPagedScrollViewShowsThePageItIsScrolledTo() throws {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 50))
    host.backgroundColor = .white
    host.traitCollection = UITraitCollection(displayScale: 1)
    let scrollView = UIScrollView(
      frame: CGRect(x: 10, y: 0, width: 100, height: 50))
    scrollView.isPagingEnabled = true
    #expect(scrollView.clipsToBounds)
    for (index, color) in [UIColor.red, .green, .blue].enumerated() {
      let page = UIView(
        frame: CGRect(x: CGFloat(index) * 100, y: 0, width: 100, height: 50))
      page.backgroundColor = color
      scrollView.addSubview(page)
    }
    scrollView.contentSize = CGSize(width: 300, height: 50)
    scrollView.setContentOffset(CGPoint(x: 100, y: 0), animated: false)
    host.addSubview(scrollView)
    let image = try ScreenCanvas(host).pixels(scale: 1)
    // `UIColor.green` is pure green (0, 1, 0), as UIKit documents it.
    #expect(image.color(atX: 60, y: 25).hex == "#00ff00")
    #expect(image.color(atX: 5, y: 25).hex == "#ffffff")
    #expect(image.color(atX: 115, y: 25).hex == "#ffffff")
  }

  /// The zoom scale stays within the smallest and largest, and the view
  /// the delegate zooms takes it as its transform.
  @Test func zoomingStaysWithinItsScales() {
    let scrollView = UIScrollView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let listener = Listener()
    let photo = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.addSubview(photo)
    listener.zoomed = photo
    scrollView.delegate = listener
    scrollView.zoomScale = 3
    #expect(scrollView.zoomScale == 1)
    scrollView.maximumZoomScale = 2
    scrollView.setZoomScale(3, animated: false)
    #expect(scrollView.zoomScale == 2)
    #expect(photo.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(scrollView.contentSize == CGSize(width: 200, height: 200))
    #expect(listener.heard == ["zoom 2.0"])
  }

  /// As on iOS, a table view controller's and a collection view
  /// controller's subclasses override the scroll view delegate's methods
  /// and the collection view delegate's, and the views call them.
  @Test func controllersSubclassesOverrideTheDelegateMethods() {
    final class Feed: UICollectionViewController {
      var scrolled = 0
      override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolled += 1
      }
      override func collectionView(
        _ collectionView: UICollectionView,
        shouldSelectItemAt indexPath: IndexPath
      ) -> Bool { false }
    }
    let feed = Feed(collectionViewLayout: UICollectionViewFlowLayout())
    feed.collectionView.contentOffset = CGPoint(x: 0, y: 30)
    #expect(feed.scrolled == 1)
    let asked = feed.collectionView.delegate as? any UICollectionViewDelegate
    #expect(
      asked?.collectionView(
        feed.collectionView, shouldSelectItemAt: IndexPath(item: 0, section: 0))
        == false)
    final class Settings: UITableViewController {
      var scrolled = 0
      override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolled += 1
      }
    }
    let settings = Settings(style: .insetGrouped)
    settings.tableView.contentOffset = CGPoint(x: 0, y: 30)
    #expect(settings.scrolled == 1)
  }
}
