import CanvasSnapshotTesting
import CanvasUIKit
import Foundation
import SnapshotTesting
import Testing

/// A data source that dequeues a cell under an identifier nobody
/// registered: UIKit raises NSInternalInconsistencyException.
@MainActor
private final class Unregistered: NSObject, UICollectionViewDataSource {
  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 1 }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(
      withReuseIdentifier: "Nobody", for: indexPath)
  }
}

/// A misuse UIKit raises an exception for fails the test whose strategy
/// met it, with UIKit's message, and every other test goes on.
@MainActor @Suite struct UIKitExceptionSnapshotTests {
  @Test func anUnregisteredCellFailsOnlyItsTest() {
    let dataSource = Unregistered()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 200),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.dataSource = dataSource
    withKnownIssue {
      Snapshotting<UICollectionView, String>.layoutDump.snapshot(view).run {
        _ in
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains(
          "could not dequeue a view of kind: UICollectionElementKindCell with identifier Nobody - must register a nib or a class for the identifier"
        )
      }
    }
  }

  final class Negative: UIViewController, UICollectionViewDelegateFlowLayout,
    UICollectionViewDataSource
  {
    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 2 }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(
        withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      CGSize(width: -10, height: 40)
    }

    override func viewDidLoad() {
      let list = UICollectionView(
        frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
      list.register(
        UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      list.dataSource = self
      list.delegate = self
      view.addSubview(list)
    }
  }

  /// A negative item size is UIKit's flow-layout exception, reported.
  @Test func aNegativeItemSizeFailsOnlyItsTest() {
    withKnownIssue {
      Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhoneSe)
        .snapshot(Negative()).run { _ in }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains(
          "Negative sizes are not supported in the flow layout")
      }
    }
  }
}

/// The common idiom of sizing items from the collection view's width,
/// with the collection view placed by constraints: UIKit lays a view out
/// only once its frame is final, so the flow layout is never asked for
/// sizes while the width is still zero.
@MainActor
final class WidthMinusFifty: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  var widthsAsked: [CGFloat] = []
  lazy var collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

  override func viewDidLoad() {
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    collectionView.register(
      UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
    NSLayoutConstraint.activate([
      collectionView.topAnchor.constraint(equalTo: view.topAnchor),
      collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
  }

  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 3 }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: "cell", for: indexPath)
    cell.backgroundColor = .systemBlue
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    widthsAsked.append(collectionView.frame.width)
    return CGSize(width: collectionView.frame.width - 50, height: 50)
  }
}

@MainActor @Suite struct LayoutOrderTests {
  @Test func itemsSizedFromTheCollectionViewsWidthDraw() {
    let controller = WidthMinusFifty()
    var description = ""
    Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhoneSe)
      .snapshot(controller).run { description = $0 }
    #expect(!controller.widthsAsked.isEmpty)
    #expect(controller.widthsAsked.allSatisfy { $0 == 320 })
    #expect(description.contains("frame = (25 0; 270 50)"))
  }
}
