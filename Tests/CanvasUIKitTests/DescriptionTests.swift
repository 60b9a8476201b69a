import CanvasRendering
import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// `recursiveDescription` lists what UIKit's own lists: the navigation
/// bar, and the scroll view UIKit makes for each section that scrolls
/// across the layout, with that section's cells inside it.
@MainActor @Suite struct DescriptionTests {
  @Test func orthogonalSectionsHaveTheirOwnScrollView() {
    let layout = UICollectionViewCompositionalLayout { section, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1),
          heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(150), heightDimension: .absolute(100)),
        subitems: [item])
      let shelf = NSCollectionLayoutSection(group: group)
      if section == 0 { shelf.orthogonalScrollingBehavior = .continuous }
      return shelf
    }
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400),
      collectionViewLayout: layout)
    let cells = Cells("cell", [["a", "b", "c", "d"], ["e"]]) { _, _ in }
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = cells
    let lines = RecursiveDescription.text(of: view)
      .split(separator: "\n").map(String.init)
    // The shelf's cells shown are inside its scroll view, 100 points tall
    // across the width, whose content is the four 150-point groups; the
    // second section's cell is the collection view's own.
    #expect(
      lines[1].hasPrefix(
        "   | <_UICollectionViewOrthogonalScrollerEmbeddedScrollView; frame = (0 0; 390 100); clipsToBounds = YES;"
      ))
    #expect(lines[1].contains("contentSize: {600, 100}"))
    let cellLines = lines.filter { $0.contains("<UICollectionViewCell;") }
    #expect(
      cellLines == [
        "   |    | <UICollectionViewCell; frame = (0 0; 150 100); layer = <CALayer>>",
        "   |    | <UICollectionViewCell; frame = (150 0; 150 100); layer = <CALayer>>",
        "   |    | <UICollectionViewCell; frame = (300 0; 150 100); layer = <CALayer>>",
        "   | <UICollectionViewCell; frame = (0 100; 150 100); layer = <CALayer>>",
      ])
  }

  /// A view class's own `description` is its line, as `recursiveDescription`
  /// asks each view for its description on iOS; an image view is not
  /// opaque and takes no touches, and a system button with a title holds
  /// its label alone, not opaque, named `UIButtonLabel` (as a reference
  /// recorded on iOS 26 by Tinder's Layout tests lists them).
  @Test func eachLineIsTheViewsOwnDescription() {
    final class Named: UIView {
      override var description: String { "<Named; frame = custom>" }
    }
    let root = Named(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let imageView = UIImageView(image: .checkmark)
    let button = UIButton(type: .system)
    button.setTitle("Layout", for: .normal)
    button.sizeToFit()
    root.addSubview(imageView)
    root.addSubview(button)
    root.layoutIfNeeded()
    button.layoutIfNeeded()
    let lines = RecursiveDescription.text(of: root)
      .split(separator: "\n").map(String.init)
    #expect(lines[0] == "<Named; frame = custom>")
    #expect(lines[1].contains("; opaque = NO; userInteractionEnabled = NO;"))
    #expect(lines[2].contains("; opaque = NO;"))
    #expect(lines.count == 4)
    #expect(lines[3].hasPrefix("   |    | <UIButtonLabel; frame = ("))
    #expect(
      lines[3].hasSuffix(
        "text = 'Layout'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer>>"
      ))
    #expect(imageView.description.hasPrefix("<UIImageView: 0x"))
  }

  /// An anchor is one object per view and attribute, and a constraint's
  /// `firstAnchor` and `secondAnchor` are those objects, as on iOS.
  @Test func aConstraintsAnchorsAreItsItemsAnchors() {
    let view = UIView()
    let other = UIView()
    #expect(view.topAnchor === view.topAnchor)
    let constraint = view.leadingAnchor.constraint(
      equalTo: other.layoutMarginsGuide.leadingAnchor)
    #expect(constraint.firstAnchor === view.leadingAnchor)
    #expect(constraint.secondAnchor === other.layoutMarginsGuide.leadingAnchor)
  }

  /// A contact-add button comes sized to its symbol, one image view its
  /// size: the text swift-snapshot-testing's own `testUIView` reference
  /// holds, recorded on iOS.
  @Test func aContactAddButtonIsItsSymbol() {
    let button = UIButton(type: .contactAdd)
    button.layoutIfNeeded()
    #expect(
      RecursiveDescription.text(of: button) == """
        <UIButton; frame = (0 0; 24.3333 23.6667); opaque = NO; layer = <CALayer>>
           | <UIImageView; frame = (0 0; 24.3333 23.6667); clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>
        """)
  }
}
