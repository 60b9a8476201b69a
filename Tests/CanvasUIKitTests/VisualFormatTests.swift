import CanvasUIKit
import Testing

/// Lines of the visual format language, read as UIKit reads them and laid
/// out; the frames are the constraint arithmetic worked by hand.
@MainActor @Suite struct VisualFormatTests {
  /// A stack of three labels and a one-point rule, as a news feed cell
  /// writes it: standard spaces at the margins, 8 between siblings.
  @Test func aColumnBetweenTheMargins() {
    let cell = UICollectionViewCell(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let (title, body, rule) = (UILabel(), UILabel(), UIView())
    title.text = "Title"
    body.text = "Body"
    let views = ["title": title, "body": body, "rule": rule]
    for view in views.values {
      view.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(view)
    }
    var constraints: [NSLayoutConstraint] = []
    for format in [
      "H:|-[title]-|", "H:|-[body]-|", "H:|-[rule]-|",
      "V:|-[title]-[body]-20-[rule(==1)]|",
    ] {
      constraints += NSLayoutConstraint.constraints(
        withVisualFormat: format, options: [], metrics: nil, views: views)
    }
    NSLayoutConstraint.activate(constraints)
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    cell.frame.size = size
    cell.layoutIfNeeded()
    let (t, b) = (
      title.intrinsicContentSize.height, body.intrinsicContentSize.height
    )
    #expect(title.frame == CGRect(x: 8, y: 8, width: 304, height: t))
    #expect(body.frame == CGRect(x: 8, y: 8 + t + 8, width: 304, height: b))
    #expect(
      rule.frame == CGRect(x: 8, y: 8 + t + 8 + b + 20, width: 304, height: 1))
    #expect(size == CGSize(width: 320, height: rule.frame.maxY))
    // The standard space at `|` is the superview's margin attribute.
    #expect(constraints[0].secondAttribute == .leadingMargin)
    #expect(constraints[1].firstAttribute == .trailingMargin)
  }

  /// Metrics by name, relations, priorities, sizes equal to another view,
  /// and an alignment across the line.
  @Test func metricsPredicatesAndAlignment() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let (a, b) = (UIView(), UIView())
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    let views = ["a": a, "b": b]
    let constraints =
      NSLayoutConstraint.constraints(
        withVisualFormat: "|-pad-[a(>=40,==200@250)]-(>=12)-[b(==a)]-pad-|",
        options: .alignAllTop, metrics: ["pad": 15], views: views)
      + NSLayoutConstraint.constraints(
        withVisualFormat: "V:|-30-[a(20)]", options: [], metrics: nil,
        views: views)
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    // 15 + w + gap + w + 15 = 300 with gap >= 12: a wants 200 only
    // weakly, so the widths grow until the gap is 12, w = 129. Only the
    // tops are aligned: b has no height.
    #expect(a.frame == CGRect(x: 15, y: 30, width: 129, height: 20))
    #expect(b.frame == CGRect(x: 156, y: 30, width: 129, height: 0))
    let weak = constraints.first { $0.priority.rawValue == 250 }
    #expect(weak?.constant == 200 && weak?.firstAttribute == .width)
    #expect(
      constraints.contains {
        $0.relation == .greaterThanOrEqual && $0.constant == 12
      })
  }

  /// A line left to right, with flush views and a view of a fixed width
  /// against the right edge.
  @Test func flushViewsAndDirection() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    let (a, b) = (UIView(), UIView())
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    let views = ["a": a, "b": b]
    let horizontal = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|[a][b(30)]|", options: .directionLeftToRight,
      metrics: nil, views: views)
    NSLayoutConstraint.activate(
      horizontal
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[a]|", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[b]|", options: [], metrics: nil, views: views))
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 70, height: 10))
    #expect(b.frame == CGRect(x: 70, y: 0, width: 30, height: 10))
    #expect(
      horizontal.allSatisfy {
        [.left, .right, .width].contains($0.firstAttribute)
      })
  }

  /// Formats UIKit cannot parse give its message and no constraints,
  /// rather than stopping the program.
  @Test func aBadFormatGivesNoConstraints() {
    let root = UIView()
    let a = UIView()
    root.addSubview(a)
    for format in [
      "H:|-[missing]-|", "H:|-[a", "H:|-(>=x)-[a]", "V:[a]-|-", "H:",
      "H:|[a]-(>=10@)-|",
    ] {
      #expect(
        NSLayoutConstraint.constraints(
          withVisualFormat: format, options: [], metrics: nil,
          views: ["a": a]
        ).isEmpty, "\(format)")
    }
    // A view with no superview cannot relate to `|`.
    #expect(
      NSLayoutConstraint.constraints(
        withVisualFormat: "|[b]", options: [], metrics: nil,
        views: ["b": UIView()]
      ).isEmpty)
  }
}
