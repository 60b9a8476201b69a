import Testing

@testable import CanvasUIKit

/// A view of a fixed intrinsic size, so the arithmetic needs no fonts.
@MainActor private final class Block: UIView {
  let size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
}

/// Stack views laid out by the constraints they make, each frame worked
/// by hand from UIKit's rules.
@MainActor @Suite struct StackViewTests {
  /// Blocks of 50, 60 and 70 × 20–40 in a 300 × 50 row spaced by 10.
  private func row(
    _ distribution: UIStackView.Distribution,
    _ alignment: UIStackView.Alignment = .fill
  ) -> (UIStackView, [UIView]) {
    let blocks = [Block(50, 20), Block(60, 30), Block(70, 40)]
    let stack = UIStackView(arrangedSubviews: blocks)
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
    stack.spacing = 10
    stack.distribution = distribution
    stack.alignment = alignment
    return (stack, blocks)
  }

  private func xs(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.minX) }
  private func widths(_ views: [UIView]) -> [CGFloat] {
    views.map(\.frame.width)
  }

  /// Fill: the view that hugs least takes the spare 100 points.
  @Test func fillStretchesTheViewThatHugsLeast() {
    let (stack, blocks) = row(.fill)
    blocks[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    stack.layoutIfNeeded()
    #expect(widths(blocks) == [50, 160, 70])
    #expect(xs(blocks) == [0, 60, 230])
    #expect(blocks.allSatisfy { $0.frame.height == 50 && $0.frame.minY == 0 })
  }

  /// Fill equally: (300 − 20) / 3 each, each edge on the @2x pixel grid
  /// as UIKit rounds it.
  @Test func fillEqually() {
    let (stack, blocks) = row(.fillEqually)
    stack.layoutIfNeeded()
    let third = CGFloat(280) / 3
    #expect(widths(blocks).allSatisfy { abs($0 - third) <= 0.5 })
    #expect(
      blocks.allSatisfy {
        ($0.frame.minX * 2).rounded() == $0.frame.minX * 2
          && ($0.frame.maxX * 2).rounded() == $0.frame.maxX * 2
      })
    #expect(blocks[2].frame.maxX == 300)
  }

  /// Fill proportionally: 280 shared 50 : 60 : 70.
  @Test func fillProportionally() {
    let (stack, blocks) = row(.fillProportionally)
    stack.layoutIfNeeded()
    let expected: [CGFloat] = [50, 60, 70].map { $0 * 280 / 180 }
    #expect(zip(widths(blocks), expected).allSatisfy { abs($0 - $1) <= 0.5 })
  }

  /// Equal spacing: the views keep their widths and the 120 spare points
  /// are two gaps of 60.
  @Test func equalSpacing() {
    let (stack, blocks) = row(.equalSpacing)
    stack.layoutIfNeeded()
    #expect(widths(blocks) == [50, 60, 70])
    #expect(xs(blocks) == [0, 110, 230])
  }

  /// Equal centring: centres at 25 and 265, so the middle one's at 145.
  @Test func equalCentering() {
    let (stack, blocks) = row(.equalCentering)
    stack.layoutIfNeeded()
    #expect(widths(blocks) == [50, 60, 70])
    #expect(blocks.map(\.frame.midX) == [25, 145, 265])
  }

  /// Alignments across a row of 50: top, centre, bottom, and filled.
  @Test func alignmentsAcrossTheRow() {
    for (alignment, ys) in [
      (UIStackView.Alignment.top, [0, 0, 0] as [CGFloat]),
      (.center, [15, 10, 5]),
      (.bottom, [30, 20, 10]),
    ] {
      let (stack, blocks) = row(.equalSpacing, alignment)
      stack.layoutIfNeeded()
      #expect(blocks.map(\.frame.minY) == ys, "\(alignment)")
      #expect(blocks.map(\.frame.height) == [20, 30, 40], "\(alignment)")
    }
  }

  /// A hidden view collapses with its space, and comes back when shown.
  @Test func hiddenViewsCollapse() {
    let (stack, blocks) = row(.fill)
    blocks[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    blocks[1].isHidden = true
    stack.layoutIfNeeded()
    #expect(blocks[1].frame.width == 0)
    #expect(xs([blocks[0], blocks[2]]) == [0, 60])
    #expect(blocks[2].frame.width == 240)
    blocks[1].isHidden = false
    stack.layoutIfNeeded()
    #expect(widths(blocks) == [50, 60, 170])
  }

  /// A column within its margins, a custom space after the first view,
  /// fitted to its content: the height is the sum, the width the widest.
  @Test func aColumnFitsItsContent() {
    let blocks = [Block(50, 20), Block(60, 30), Block(70, 40)]
    let stack = UIStackView(arrangedSubviews: blocks)
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 4
    stack.setCustomSpacing(12, after: blocks[0])
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
    let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(
      size == CGSize(width: 6 + 70 + 8, height: 5 + 20 + 12 + 30 + 4 + 40 + 7))
    stack.frame = CGRect(origin: .zero, size: size)
    stack.layoutIfNeeded()
    #expect(blocks.map(\.frame.minY) == [5, 37, 71])
    #expect(blocks.allSatisfy { $0.frame.minX == 6 })
    #expect(
      stack.customSpacing(after: blocks[1]) == UIStackView.spacingUseDefault)
  }

  /// Labels of two sizes in a row, on one first baseline.
  @Test func labelsShareABaseline() {
    let (big, small) = (UILabel(), UILabel())
    big.text = "Title"
    big.font = .systemFont(ofSize: 28)
    small.text = "subtitle"
    small.font = .systemFont(ofSize: 12)
    let stack = UIStackView(arrangedSubviews: [big, small])
    stack.alignment = .firstBaseline
    stack.spacing = 8
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
    stack.layoutIfNeeded()
    let baselines = [big, small].map { $0.frame.minY + $0.font.ascender }
    // Within the half pixel rounding the labels' tops moves them.
    #expect(abs(baselines[0] - baselines[1]) <= 0.25)
    #expect(big.frame.minY == 0 && small.frame.minY > 0)
    #expect(small.frame.minX == big.frame.maxX + 8)
  }
}

/// Constraints are solved once, by the view layout starts at: a stack
/// view inside a cell made at zero size is not solved on its own first,
/// at the size it had before the cell's constraints set it.
@MainActor @Suite struct NestedLayoutTests {
  @Test func aStackInACellIsSolvedWithTheCell() {
    let cell = UICollectionViewCell()
    let (title, body) = (UILabel(), UILabel())
    title.text = "Title"
    body.text = "Body"
    let stack = UIStackView(arrangedSubviews: [title, body])
    stack.axis = .vertical
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(stack)
    let margins = cell.contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stack.topAnchor.constraint(equalTo: margins.topAnchor),
    ])
    cell.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    let log = AutoLayoutEngine.ConflictLog()
    AutoLayoutEngine.$conflictLog.withValue(log) { cell.layoutIfNeeded() }
    #expect(log.count == 0)
    let height = title.intrinsicContentSize.height
    #expect(
      stack.frame == CGRect(x: 8, y: 8, width: 184, height: stack.frame.height))
    #expect(title.frame == CGRect(x: 0, y: 0, width: 184, height: height))
    #expect(body.frame.minY == height + 4)
  }
}

/// Right to left, leading and trailing change sides, as UIKit mirrors
/// them; left and right stay where they are.
@MainActor @Suite struct RightToLeftLayoutTests {
  @Test func leadingAndTrailingMirror() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
    root.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
    let (a, b, c) = (UIView(), UIView(), UIView())
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.spacing = 10
    stack.distribution = .fillEqually
    for view in [stack, c] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      stack.widthAnchor.constraint(equalToConstant: 210),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.heightAnchor.constraint(equalToConstant: 30),
      c.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
      c.topAnchor.constraint(equalTo: root.topAnchor),
      c.widthAnchor.constraint(equalToConstant: 10),
      c.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // The stack's leading edge is 20 in from the right; the first view is
    // at its right-hand end.
    #expect(stack.frame == CGRect(x: 70, y: 0, width: 210, height: 30))
    #expect(a.frame == CGRect(x: 110, y: 0, width: 100, height: 30))
    #expect(b.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
    #expect(c.frame.minX == 5)
  }

  /// A view reads as the nearest semantic content attribute up its
  /// superviews says, else as its traits' layout direction: inside a
  /// right-to-left screen, a view forced left to right, or given
  /// left-to-right traits, lays its views out from the left, guides
  /// included, while its siblings mirror.
  @Test func aForcedDirectionHoldsForTheViewsInside() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
    func box(in parent: UIView, top: CGFloat) -> UIView {
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(box)
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(
          equalTo: parent.leadingAnchor, constant: 20),
        box.topAnchor.constraint(equalTo: parent.topAnchor, constant: top),
        box.widthAnchor.constraint(equalToConstant: 50),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
      return box
    }
    // Two containers placed by their left edges, which no direction moves.
    func container(top: CGFloat) -> UIView {
      let container = UIView()
      container.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(container)
      NSLayoutConstraint.activate([
        container.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
        container.topAnchor.constraint(equalTo: root.topAnchor, constant: top),
        container.widthAnchor.constraint(equalToConstant: 200),
        container.heightAnchor.constraint(equalToConstant: 80),
      ])
      return container
    }
    let forced = container(top: 0)
    forced.semanticContentAttribute = .forceLeftToRight
    let given = container(top: 100)
    given.traitCollection = UITraitCollection(layoutDirection: .leftToRight)
    let mirrored = box(in: root, top: 50)
    let inForced = box(in: forced, top: 0)
    let inGiven = box(in: given, top: 0)
    let guided = UIView()
    guided.translatesAutoresizingMaskIntoConstraints = false
    forced.addSubview(guided)
    forced.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 30)
    NSLayoutConstraint.activate([
      guided.leadingAnchor.constraint(
        equalTo: forced.layoutMarginsGuide.leadingAnchor),
      guided.topAnchor.constraint(equalTo: forced.topAnchor, constant: 40),
      guided.widthAnchor.constraint(equalToConstant: 10),
      guided.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(mirrored.frame.minX == 230)
    #expect(inForced.frame.minX == 20)
    #expect(inGiven.frame.minX == 20)
    #expect(guided.frame.minX == 5)
  }
}
