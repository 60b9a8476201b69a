import CanvasUIKit
import CoreGraphics
import QuartzCore
import Testing

/// A cell as real code writes one: `override init(frame:)` and the
/// required `init?(coder:)`, counting how it is made.
@MainActor final class FrameCountingCell: UICollectionViewCell {
  nonisolated(unsafe) static var framesMadeWith: [CGRect] = []
  let badge = UILabel()

  override init(frame: CGRect) {
    Self.framesMadeWith.append(frame)
    super.init(frame: frame)
    contentView.addSubview(badge)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// One item, for a collection view that dequeues a `FrameCountingCell`.
@MainActor final class OneItem: NSObject, UICollectionViewDataSource {
  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 1 }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(
      withReuseIdentifier: "counting", for: indexPath)
  }
}

/// The idioms real UIKit code writes, with what UIKit does as the expected
/// value.
@MainActor @Suite(.serialized) struct UIKitIdiomTests {
  /// `UIView()` and its subclasses' `()` make views with an empty frame,
  /// through the subclass's own `init(frame:)`.
  @Test func viewsWithoutAFrame() {
    #expect(UIView().frame == .zero)
    #expect(UILabel().frame == .zero)
    #expect(UIImageView().frame == .zero)
    #expect(UICollectionViewCell().frame == .zero)
    let plain = UICollectionViewCell()
    #expect(plain.contentView.superview === plain)
    FrameCountingCell.framesMadeWith = []
    let cell = FrameCountingCell()
    #expect(FrameCountingCell.framesMadeWith == [.zero])
    #expect(cell.badge.superview === cell.contentView)
  }

  /// A registered cell class is made on dequeue through its own
  /// `init(frame:)`, as UIKit makes it.
  @Test func aRegisteredCellIsMadeThroughItsOwnInitialiser() {
    FrameCountingCell.framesMadeWith = []
    let items = OneItem()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.register(
      FrameCountingCell.self, forCellWithReuseIdentifier: "counting")
    view.dataSource = items
    let cell = view.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(cell is FrameCountingCell)
    #expect(FrameCountingCell.framesMadeWith.first == .zero)
  }

  /// The scroll view's flags a layout reads, with UIKit's defaults.
  @Test func scrollViewFlags() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    #expect(!view.isPagingEnabled && view.isScrollEnabled && view.bounces)
    view.isPagingEnabled = true
    #expect(view.isPagingEnabled)
    #expect(view.contentInsetAdjustmentBehavior == .automatic)
    view.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
    #expect(view.adjustedContentInset == view.contentInset)
    #expect(view.safeAreaInsets == .zero)
    #expect(view.decelerationRate == .normal)
  }

  /// Layout margins are 8 on every side; the directional ones follow the
  /// layout direction.
  @Test func layoutMargins() {
    let view = UIView()
    #expect(
      view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(
      view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    view.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
    #expect(view.directionalLayoutMargins.leading == 4)
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 10, bottom: 0, trailing: 20)
    #expect(view.layoutMargins.right == 10 && view.layoutMargins.left == 20)
  }

  /// UIKit's priorities and their arithmetic.
  @Test func layoutPriorities() {
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect(UILayoutPriority.required - 1 == UILayoutPriority(999))
    #expect(UILayoutPriority.defaultLow + 1 > .defaultLow)
    #expect(UILayoutPriority(rawValue: 500) == .sceneSizeStayPut)
  }

  /// Fitting with a required horizontal priority keeps the width and
  /// measures the height there, as a self-sizing cell asks.
  @Test func systemLayoutSizeFittingWithPriorities() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "A label long enough to wrap over more than one line"
    let narrow = label.systemLayoutSizeFitting(
      CGSize(width: 80, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let wide = label.systemLayoutSizeFitting(
      CGSize(width: 400, height: 0),
      withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(narrow.width == 80 && wide.width == 400)
    #expect(narrow.height > wide.height && wide.height > 0)
    let fixed = label.systemLayoutSizeFitting(
      CGSize(width: 80, height: 30),
      withHorizontalFittingPriority: .required,
      verticalFittingPriority: .required)
    #expect(fixed == CGSize(width: 80, height: 30))
  }

  /// The display scale a layout rounds to: the screen's.
  @Test func displayScale() {
    #expect(UITraitCollection().displayScale == UIScreen.main.scale)
    #expect(UITraitCollection(displayScale: 3).displayScale == 3)
  }

  /// A view's layer shares its bounds; the view's transform is the
  /// affine part of the layer's.
  @Test func layersShareTheirViewsGeometry() {
    let view = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 20))
    #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
    view.layer.bounds.size.width = 60
    #expect(view.frame.width == 60)
    #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    view.transform = CGAffineTransform(scaleX: 2, y: 3)
    #expect(view.layer.transform.m11 == 2 && view.layer.transform.m22 == 3)
    view.layer.transform = CATransform3DMakeTranslation(7, 8, 0)
    #expect(view.transform == CGAffineTransform(translationX: 7, y: 8))
    #expect(CATransform3DIsAffine(view.layer.transform))
  }

  /// Animation blocks run at once and report that they finished.
  @Test func animationsRunAtOnce() {
    let view = UIView()
    var finished: Bool?
    UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut]) {
      view.alpha = 0.5
    } completion: {
      finished = $0
    }
    #expect(view.alpha == 0.5 && finished == true)
    UIView.performWithoutAnimation { view.alpha = 1 }
    #expect(view.alpha == 1)
  }

  /// Table-style index paths, and Core Graphics' transforms of geometry.
  @Test func indexPathRowsAndAppliedTransforms() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path.row == 3 && path.item == 3 && path.section == 1)
    path.row = 4
    #expect(path == IndexPath(item: 4, section: 1))
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    #expect(CGPoint(x: 1, y: 2).applying(scale) == CGPoint(x: 2, y: 4))
    #expect(
      CGSize(width: 3, height: 4).applying(scale) == CGSize(width: 6, height: 8)
    )
    let turned = CGRect(x: 0, y: 0, width: 10, height: 20)
      .applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(turned.width - 20) < 1e-9 && abs(turned.height - 10) < 1e-9)
    #expect(CGRect.null.applying(scale).isNull)
  }

  /// Geometry prints as Core Graphics prints it, so tests that compare
  /// the strings pass here as on Apple platforms.
  @Test func geometryPrintsAsCoreGraphicsPrintsIt() {
    #expect(
      "\(CGRect(x: 0, y: 0, width: 100, height: 50))"
        == "(0.0, 0.0, 100.0, 50.0)")
    #expect("\(CGPoint(x: 1, y: 2))" == "(1.0, 2.0)")
    #expect("\(CGSize(width: 3, height: 4))" == "(3.0, 4.0)")
  }

  /// A negative item size stops the program with UIKit's message, as
  /// UIKit's flow layout raises it.
  @Test func aNegativeItemSizeIsRefusedAsUIKitRefusesIt() async throws {
    let result = try #require(
      await #expect(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        await MainActor.run {
          let items = OneItem()
          let layout = UICollectionViewFlowLayout()
          layout.itemSize = CGSize(width: -10, height: 40)
          let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100),
            collectionViewLayout: layout)
          view.dataSource = items
          view.layoutIfNeeded()
        }
      })
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      message.contains("Negative sizes are not supported in the flow layout"))
  }

  /// The left-aligned idiom: a row infinite across, queried with
  /// `intersects`, meets every item on its line, as on Apple platforms.
  @Test func aRowInfiniteAcrossFindsItsLine() {
    let items = [
      CGRect(x: 0, y: 0, width: 50, height: 30),
      CGRect(x: 200, y: 5, width: 50, height: 20),
      CGRect(x: 0, y: 40, width: 50, height: 30),
    ]
    let line = CGRect(
      x: -.infinity, y: items[0].minY, width: .infinity,
      height: items[0].height)
    #expect(items.filter { line.intersects($0) } == Array(items.prefix(2)))
  }
}
