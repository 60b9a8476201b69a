import CanvasRendering
import CanvasTestSupport
import CanvasUIKit
import CollectionLayout
import Testing

/// Dynamic Type sizes, attributed text and labels' line limits, as UIKit
/// sets them.
@MainActor @Suite struct TextStyleTests {
  @Test func textStylesFollowTheContentSizeCategory() {
    func body(_ category: UIContentSizeCategory) -> CGFloat {
      UIFont.preferredFont(
        forTextStyle: .body,
        compatibleWith: UITraitCollection(
          preferredContentSizeCategory: category)
      ).pointSize
    }
    #expect(body(.extraSmall) == 14)
    #expect(body(.large) == 17)
    #expect(body(.extraExtraExtraLarge) == 23)
    #expect(body(.accessibilityExtraExtraExtraLarge) == 53)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    // Sizes only grow from the smallest category to the largest.
    let headlines = UIContentSizeCategory.allCases.map {
      UIFont.preferredFont(
        forTextStyle: .headline,
        compatibleWith: UITraitCollection(preferredContentSizeCategory: $0)
      ).pointSize
    }
    #expect(zip(headlines, headlines.dropFirst()).allSatisfy { $0 < $1 })
  }

  /// Tests leave the app's category at the default, as suites run at once.
  @Test func fontMetricsScaleFontsAndLengths() {
    #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
    let xxl = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
    let metrics = UIFontMetrics(forTextStyle: .body)
    // Body is 21 points at XXL against 17 at the default.
    #expect(metrics.scaledValue(for: 34, compatibleWith: xxl) == 42)
    #expect(metrics.scaledValue(for: 34) == 34)
    let scaled = metrics.scaledFont(
      for: .boldSystemFont(ofSize: 17), compatibleWith: xxl)
    #expect(scaled.pointSize == 21)
    #expect(scaled.font.isBold)
  }

  @Test func attributedTextSetsTheLabelsStyleFromItsFirstCharacter() {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineBreakMode = .byTruncatingMiddle
    let label = UILabel(frame: .zero)
    label.attributedText = NSAttributedString(
      string: "Hello",
      attributes: [
        .font: UIFont.boldSystemFont(ofSize: 20),
        .foregroundColor: UIColor.systemRed, .paragraphStyle: style,
      ])
    #expect(label.text == "Hello")
    #expect(label.font == .boldSystemFont(ofSize: 20))
    #expect(label.textColor == .systemRed)
    #expect(label.textAlignment == .center)
    #expect(label.lineBreakMode == .byTruncatingMiddle)
    let copy = style.copy() as? NSParagraphStyle
    #expect(copy == style)
    #expect(copy !== style)
  }

  @Test func attributedStringsMeasureEachRunInItsFont() {
    let text = NSMutableAttributedString(
      string: "Big", attributes: [.font: UIFont.systemFont(ofSize: 30)])
    text.append(
      NSAttributedString(
        string: " small", attributes: [.font: UIFont.systemFont(ofSize: 10)]))
    let big = "Big".size(withAttributes: [.font: UIFont.systemFont(ofSize: 30)])
    let small = " small".size(withAttributes: [
      .font: UIFont.systemFont(ofSize: 10)
    ])
    let size = text.size()
    #expect(abs(size.width - (big.width + small.width)) < 0.001)
    #expect(size.height == big.height)
  }

  /// A one-line label in a frame three lines tall draws one line, centred,
  /// ending in "…"; with no limit it wraps.
  @Test func labelsDrawAtMostTheirNumberOfLines() {
    func lines(_ limit: Int) -> [SceneLabel.Line] {
      let rows = Cells.names(["one two three four five six"], lines: limit)
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 68, height: 68)
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100),
        collectionViewLayout: layout)
      view.register(NameCell.self, forCellWithReuseIdentifier: "name")
      view.dataSource = rows
      return Scene(of: view).labels.flatMap(\.lines)
    }
    let one = lines(1)
    #expect(one.count == 1)
    #expect(one.first?.text.hasSuffix("…") == true)
    #expect(lines(0).count > 1)
  }

  /// A label that adjusts its font for the content size category takes
  /// its text style at its traits' category, as UIKit re-resolves a
  /// preferred font: Apple's body style is 17 points at Large and 40 at
  /// Accessibility Extra Large; a label that does not adjust keeps 17,
  /// and so does a font of a fixed size.
  @Test func aLabelFollowsItsTraitsContentSizeCategory() {
    let large = UITraitCollection(preferredContentSizeCategory: .large)
    let huge = UITraitCollection(
      preferredContentSizeCategory: .accessibilityExtraLarge)
    let label = UILabel()
    label.text = "Body"
    label.font = .preferredFont(forTextStyle: .body, compatibleWith: large)
    label.traitCollection = huge
    #expect(label.font.pointSize == 17)
    label.adjustsFontForContentSizeCategory = true
    #expect(label.font.pointSize == 40)
    let grown = label.intrinsicContentSize.height
    label.traitCollection = large
    #expect(label.font.pointSize == 17)
    #expect(label.intrinsicContentSize.height < grown)
    label.font = .systemFont(ofSize: 17)
    label.traitCollection = huge
    #expect(label.font.pointSize == 17)
    let field = UITextField()
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    field.traitCollection = huge
    #expect(field.font?.pointSize == 40)
  }
}
