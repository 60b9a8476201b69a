import LayoutConstraints
import Testing

@testable import CanvasUIKit

/// Views placed by constraints, as UIKit's rules place them, checked by
/// the constraint arithmetic worked by hand.
@MainActor @Suite struct AutoLayoutTests {
  /// A view laid out again edits the solver it kept rather than building
  /// one: with new text and a new constant it lands where a fresh view
  /// with the same text and constant lands.
  @Test func aReusedHierarchyMatchesAFreshOne() {
    func cell() -> (UIView, UILabel, NSLayoutConstraint) {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
      let label = UILabel()
      label.numberOfLines = 0
      label.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(label)
      let top = label.topAnchor.constraint(
        equalTo: container.topAnchor, constant: 8)
      NSLayoutConstraint.activate([
        top,
        label.leadingAnchor.constraint(
          equalTo: container.leadingAnchor, constant: 8),
        label.trailingAnchor.constraint(
          equalTo: container.trailingAnchor, constant: -8),
        label.bottomAnchor.constraint(
          equalTo: container.bottomAnchor, constant: -8),
      ])
      return (container, label, top)
    }
    func fit(_ view: UIView) -> CGSize {
      view.systemLayoutSizeFitting(
        CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
    let (reused, label, top) = cell()
    label.text = "short"
    let first = fit(reused)
    #expect(reused.autoLayoutCaches[.fitting] != nil)
    label.text =
      "a much longer text that wraps over several lines in two hundred points"
    label.invalidateIntrinsicContentSize()
    top.constant = 20
    let second = fit(reused)
    let (fresh, freshLabel, freshTop) = cell()
    freshLabel.text = label.text
    freshTop.constant = 20
    #expect(second == fit(fresh))
    #expect(second.height > first.height + 12)
    #expect(AutoLayoutEngine._checkInvariants(of: reused).isEmpty)
    #expect(AutoLayoutEngine._checkInvariants(of: fresh).isEmpty)
  }

  /// Views brought to the front between layouts ask for the same
  /// constraints in another order: the solver kept is still edited, not
  /// rebuilt, and the views land where their constraints put them.
  @Test func reorderedViewsStillEditTheSolver() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    var lefts: [NSLayoutConstraint] = []
    let boxes = (0..<3).map { index in
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(box)
      let left = box.leftAnchor.constraint(
        equalTo: container.leftAnchor, constant: CGFloat(index) * 60)
      lefts.append(left)
      NSLayoutConstraint.activate([
        left, box.topAnchor.constraint(equalTo: container.topAnchor),
        box.widthAnchor.constraint(equalToConstant: 50),
        box.heightAnchor.constraint(equalToConstant: 20),
      ])
      return box
    }
    container.layoutIfNeeded()
    let before = Set(
      (container.autoLayoutCaches[.layout]?.installed ?? []).compactMap { $0 })
    container.bringSubviewToFront(boxes[0])
    lefts[0].constant = 200
    container.setNeedsLayout()
    container.layoutIfNeeded()
    #expect(boxes.map(\.frame.minX) == [200, 60, 120])
    let after = Set(
      (container.autoLayoutCaches[.layout]?.installed ?? []).compactMap { $0 })
    // Only the moved box's left edge and the frames' faint wishes to stay
    // were replaced; its top, width and height constraints are the same
    // objects in the same solver.
    #expect(!before.isDisjoint(with: after))
    #expect(AutoLayoutEngine._checkInvariants(of: container).isEmpty)
  }

  /// A view removed from a laid-out hierarchy takes its variables with
  /// it: the next layout keeps frames only of the views and guides still
  /// there, and the view that took its place is placed by its own
  /// constraints alone.
  @Test func aRemovedViewsVariablesGoWithIt() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    func box(_ rect: CGRect) -> UIView {
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(box)
      NSLayoutConstraint.activate([
        box.leftAnchor.constraint(
          equalTo: container.leftAnchor, constant: rect.minX),
        box.topAnchor.constraint(
          equalTo: container.topAnchor, constant: rect.minY),
        box.widthAnchor.constraint(equalToConstant: rect.width),
        box.heightAnchor.constraint(equalToConstant: rect.height),
      ])
      return box
    }
    var gone: UIView? = box(CGRect(x: 10, y: 10, width: 50, height: 20))
    container.layoutIfNeeded()
    let goneFrame = gone.flatMap {
      container.autoLayoutCaches[.layout]?.frames[ObjectIdentifier($0)]
    }
    gone?.removeFromSuperview()
    gone = nil
    let kept = box(CGRect(x: 100, y: 40, width: 30, height: 30))
    container.layoutIfNeeded()
    #expect(kept.frame == CGRect(x: 100, y: 40, width: 30, height: 30))
    let frames = container.autoLayoutCaches[.layout]?.frames ?? [:]
    #expect(
      Set(frames.keys) == [ObjectIdentifier(container), ObjectIdentifier(kept)])
    // The new view may be at the freed one's address; it has its own
    // variables all the same.
    #expect(goneFrame != nil)
    #expect(!frames.values.contains { $0 === goneFrame })
    #expect(AutoLayoutEngine._checkInvariants(of: container).isEmpty)
  }

  /// A view removed from a laid-out hierarchy is freed at once, as in
  /// UIKit, whose constraints do not retain their items: neither its own
  /// width constraint, which it holds, nor what the engine keeps of the
  /// layout keeps it alive.
  @Test func aRemovedViewIsFreedWithoutAnotherLayout() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    weak var gone: UIView?
    do {
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(box)
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(
          equalTo: container.leadingAnchor, constant: 10),
        box.topAnchor.constraint(equalTo: container.topAnchor),
        box.widthAnchor.constraint(equalToConstant: 50),
        box.heightAnchor.constraint(equalToConstant: 20),
      ])
      container.layoutIfNeeded()
      #expect(box.frame == CGRect(x: 10, y: 0, width: 50, height: 20))
      gone = box
      box.removeFromSuperview()
    }
    #expect(gone == nil)
  }

  /// Required constants changed together are all taken out before any
  /// goes back: a view's two edges moved right by more than its width
  /// never meet half-way, where the new left edge would lie past the old
  /// right one and be broken.
  @Test func edgesMovedTogetherDoNotConflictHalfWay() {
    let (container, box) = constrainedBox()
    let left = box.leftAnchor.constraint(equalTo: container.leftAnchor)
    let right = box.rightAnchor.constraint(
      equalTo: container.leftAnchor, constant: 100)
    NSLayoutConstraint.activate([
      left, right, box.topAnchor.constraint(equalTo: container.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    left.constant = 200
    right.constant = 260
    let log = AutoLayoutEngine.ConflictLog()
    AutoLayoutEngine.$conflictLog.withValue(log) { container.layoutIfNeeded() }
    #expect(log.count == 0)
    #expect(box.frame == CGRect(x: 200, y: 0, width: 60, height: 10))
    #expect(AutoLayoutEngine._checkInvariants(of: container).isEmpty)
  }

  /// As UIKit documents `removeFromSuperview()`, the superviews'
  /// constraints that refer to the view, or to a view below it, go with
  /// it; those inside its own subtree stay.
  ///
  /// Moving it in front of its
  /// siblings is not removing it, and keeps them all.
  @Test func aRemovedViewTakesTheConstraintsThatReferToIt() {
    let (container, box) = constrainedBox()
    let inner = UIView()
    inner.translatesAutoresizingMaskIntoConstraints = false
    box.addSubview(inner)
    container.addSubview(UIView())
    let toBox = box.leftAnchor.constraint(equalTo: container.leftAnchor)
    let toInner = inner.topAnchor.constraint(equalTo: container.topAnchor)
    let inside = inner.widthAnchor.constraint(equalTo: box.widthAnchor)
    NSLayoutConstraint.activate([toBox, toInner, inside])
    container.bringSubviewToFront(box)
    #expect(toBox.isActive && toInner.isActive && inside.isActive)
    box.removeFromSuperview()
    #expect(!toBox.isActive && !toInner.isActive)
    #expect(inside.isActive && container.constraints.isEmpty)
  }

  /// A new constraint activated in place of one of the same shape is its
  /// own: the layout that follows matches the constraints now active,
  /// and a constraint broken in a conflict is tried again once the
  /// conflict has gone.
  @Test func constraintsAreMatchedByIdentity() {
    let (container, box) = constrainedBox()
    let height = box.heightAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([
      height,
      box.leftAnchor.constraint(equalTo: container.leftAnchor),
      box.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    let wide = box.widthAnchor.constraint(equalToConstant: 100)
    wide.isActive = true
    container.layoutIfNeeded()
    #expect(box.frame.size == CGSize(width: 100, height: 10))
    wide.isActive = false
    let narrow = box.widthAnchor.constraint(equalToConstant: 40)
    narrow.isActive = true
    container.layoutIfNeeded()
    #expect(box.frame.size == CGSize(width: 40, height: 10))
    // A second, conflicting width is broken; when the first goes, it holds.
    let conflicting = box.widthAnchor.constraint(equalToConstant: 70)
    conflicting.isActive = true
    let log = AutoLayoutEngine.ConflictLog()
    AutoLayoutEngine.$conflictLog.withValue(log) { container.layoutIfNeeded() }
    #expect(log.count == 1 && box.frame.width == 40)
    #expect(AutoLayoutEngine._checkInvariants(of: container).isEmpty)
    narrow.isActive = false
    container.layoutIfNeeded()
    #expect(box.frame.width == 70)
    height.constant = 25
    container.layoutIfNeeded()
    #expect(box.frame.size == CGSize(width: 70, height: 25))
    #expect(AutoLayoutEngine._checkInvariants(of: container).isEmpty)
  }

  /// A label pinned to its superview's margins and centred vertically: 8
  /// in from each side, as tall as its text, in the middle.
  @Test func aLabelPinnedToTheMargins() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let label = UILabel()
    label.text = "Hello"
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(
        equalTo: container.layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(
        equalTo: container.layoutMarginsGuide.trailingAnchor),
      label.centerYAnchor.constraint(equalTo: container.centerYAnchor),
    ])
    container.layoutIfNeeded()
    let height = label.intrinsicContentSize.height
    #expect(height > 0)
    // Centred, its top rounded to the @2x pixel grid as UIKit rounds it.
    let top = ((50 - height / 2) * 2).rounded() / 2
    #expect(
      label.frame == CGRect(x: 8, y: top, width: 284, height: height))
    #expect(
      container.layoutMarginsGuide.layoutFrame
        == CGRect(x: 8, y: 8, width: 284, height: 84))
  }

  /// An image of a fixed size at the leading edge and a label after it,
  /// as a list cell lays them out.
  @Test func anImageAndALabelInARow() {
    let cell = UICollectionViewCell(
      frame: CGRect(x: 0, y: 0, width: 320, height: 60))
    let image = UIImageView()
    let label = UILabel()
    label.text = "Title"
    for view in [image, label] {
      view.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(view)
    }
    NSLayoutConstraint.activate([
      image.leadingAnchor.constraint(
        equalTo: cell.contentView.leadingAnchor, constant: 16),
      image.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
      image.widthAnchor.constraint(equalToConstant: 40),
      image.heightAnchor.constraint(equalTo: image.widthAnchor),
      label.leadingAnchor.constraint(
        equalToSystemSpacingAfter: image.trailingAnchor, multiplier: 1),
      label.trailingAnchor.constraint(
        lessThanOrEqualTo: cell.contentView.trailingAnchor, constant: -16),
      label.firstBaselineAnchor.constraint(equalTo: image.bottomAnchor),
    ])
    cell.layoutIfNeeded()
    #expect(image.frame == CGRect(x: 16, y: 10, width: 40, height: 40))
    #expect(label.frame.minX == 64)
    // Hugging keeps the label as wide as its text.
    #expect(label.frame.width == label.intrinsicContentSize.width)
    // On the image's bottom, within the half pixel rounding moves it.
    #expect(abs(label.frame.minY + label.font.ascender - 50) <= 0.25)
  }

  /// A cell sizes itself around a wrapping label pinned inside it: the
  /// width it is offered, required; the height its text needs there.
  @Test func aCellFitsAWrappingLabel() {
    let cell = UICollectionViewCell(
      frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "A note long enough to wrap over several lines of the cell"
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(
        equalTo: cell.contentView.topAnchor, constant: 12),
      label.bottomAnchor.constraint(
        equalTo: cell.contentView.bottomAnchor, constant: -12),
      label.leadingAnchor.constraint(
        equalTo: cell.contentView.leadingAnchor, constant: 12),
      label.trailingAnchor.constraint(
        equalTo: cell.contentView.trailingAnchor, constant: -12),
    ])
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 200, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // The text's height at 176, rounded up to whole pixels as UIKit
    // rounds a label's size.
    let scale = label.traitCollection.displayScale
    let wrapped =
      (label.sizeThatFits(
        CGSize(width: 176, height: CGFloat.greatestFiniteMagnitude)
      ).height * scale).rounded(.up) / scale
    #expect(size.width == 200)
    #expect(abs(size.height - (wrapped + 24)) < 1e-6)
    #expect(wrapped > label.font.lineHeight * 2)
  }

  /// Required constraints that cannot all hold: UIKit's message, one is
  /// broken, and layout goes on.
  @Test func conflictingConstraintsAreBrokenNotTrapped() {
    let (container, box) = constrainedBox()
    let first = box.widthAnchor.constraint(equalToConstant: 100)
    let second = box.widthAnchor.constraint(equalToConstant: 200)
    second.identifier = "too wide"
    NSLayoutConstraint.activate([
      first, second,
      box.heightAnchor.constraint(equalToConstant: 10),
      box.leftAnchor.constraint(equalTo: container.leftAnchor),
      box.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    let log = AutoLayoutEngine.ConflictLog()
    AutoLayoutEngine.$conflictLog.withValue(log) { container.layoutIfNeeded() }
    #expect(log.count == 1)
    #expect(box.frame.height == 10)
    // As UIKit, the constraint activated last is the one broken.
    #expect(box.frame.width == 100)
    #expect(second.description.contains("'too wide'"))
    // Like UIKit, a constraint lives on the nearest common ancestor of its
    // items: the box holds its own size, the container the position.
    #expect(second.isActive)
    #expect(box.constraints.count == 3 && container.constraints.count == 2)
  }

  /// Of two required constraints held by different views, the one
  /// activated later is broken, whichever view holds it.
  @Test func theConstraintActivatedLastIsBroken() {
    let (container, box) = constrainedBox()
    NSLayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.leftAnchor.constraint(equalTo: container.leftAnchor),
      box.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    // Held by the container, which the solver meets first in the tree.
    let later = box.widthAnchor.constraint(
      equalTo: container.widthAnchor, constant: -100)
    later.isActive = true
    let log = AutoLayoutEngine.ConflictLog()
    AutoLayoutEngine.$conflictLog.withValue(log) { container.layoutIfNeeded() }
    #expect(log.count == 1)
    #expect(box.frame.width == 100)
    // A width of 100 activated anew is now the newest, and gives way.
    box.constraints.first { $0.constant == 100 }?.isActive = false
    box.widthAnchor.constraint(equalToConstant: 100).isActive = true
    container.layoutIfNeeded()
    #expect(box.frame.width == 200)
    // And the container's, activated again, gives way in turn.
    later.isActive = false
    later.isActive = true
    container.layoutIfNeeded()
    #expect(box.frame.width == 100)
  }

  /// UIKit's priorities as the solver's strengths: 1,000 required, the
  /// rest in order below it.
  @Test func prioritiesMapOntoStrengths() {
    #expect(UILayoutPriority.required.strength == Strength.required)
    #expect(UILayoutPriority(750).strength > UILayoutPriority(250).strength)
    #expect(UILayoutPriority(999).strength < Strength.required)
  }

  /// Lower priorities give way to higher ones.
  @Test func prioritiesAreWeighed() {
    let (container, box) = constrainedBox()
    let wide = box.widthAnchor.constraint(equalToConstant: 250)
    wide.priority = .defaultLow
    let narrow = box.widthAnchor.constraint(lessThanOrEqualToConstant: 120)
    narrow.priority = .defaultHigh
    NSLayoutConstraint.activate([
      wide, narrow, box.heightAnchor.constraint(equalToConstant: 10),
      box.leftAnchor.constraint(equalTo: container.leftAnchor),
      box.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    #expect(box.frame.width == 120)
    narrow.isActive = false
    container.layoutIfNeeded()
    #expect(box.frame.width == 250)
  }

  /// A 300 × 100 container holding a box laid out by constraints.
  private func constrainedBox() -> (container: UIView, box: UIView) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    return (container, box)
  }
}

/// Views whose frames the constraints do not settle, as UIKit's
/// `hasAmbiguousLayout` finds them.
@MainActor @Suite struct AmbiguousLayoutTests {
  @Test func aMissingHeightIsAmbiguousUntilGiven() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      box.topAnchor.constraint(equalTo: container.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
    ])
    #expect(box.hasAmbiguousLayout)
    // The probe puts back what it pulled: the layout stands as it was.
    container.layoutIfNeeded()
    let placed = box.frame
    #expect(box.hasAmbiguousLayout)
    #expect(AutoLayoutEngine._checkInvariants(of: container).isEmpty)
    container.setNeedsLayout()
    container.layoutIfNeeded()
    #expect(box.frame == placed)
    box.heightAnchor.constraint(equalToConstant: 20).isActive = true
    #expect(!box.hasAmbiguousLayout)
    #expect(!container.hasAmbiguousLayout)
  }

  /// A label's own size settles its lengths; a free edge does not.
  @Test func aLabelsOwnSizeSettlesItsLengths() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let label = UILabel()
    label.text = "Hello"
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    let leading = label.leadingAnchor.constraint(
      equalTo: container.leadingAnchor)
    leading.isActive = true
    #expect(label.hasAmbiguousLayout)
    label.centerYAnchor.constraint(equalTo: container.centerYAnchor)
      .isActive = true
    #expect(!label.hasAmbiguousLayout)
    // An inequality alone leaves room.
    leading.isActive = false
    label.leadingAnchor.constraint(
      greaterThanOrEqualTo: container.leadingAnchor
    ).isActive = true
    #expect(label.hasAmbiguousLayout)
  }
}
