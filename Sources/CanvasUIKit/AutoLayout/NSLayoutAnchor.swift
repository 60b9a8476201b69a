import CoreGraphics

/// One attribute of a view or layout guide, from which constraints are
/// made, as UIKit's `NSLayoutAnchor`.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or guide.
  weak var item: AnyObject?
  /// The attribute.
  let attribute: NSLayoutConstraint.Attribute

  init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor?,
    multiplier: CGFloat = 1, constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item as Any, attribute: attribute, relatedBy: relation,
      toItem: anchor?.item, attribute: anchor?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
  }

  /// `self == anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  { make(.equal, anchor) }

  /// `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  { make(.greaterThanOrEqual, anchor) }

  /// `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, anchor) }

  /// `self == anchor + c`.
  open func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint { make(.equal, anchor, constant: c) }

  /// `self >= anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: c) }

  /// `self <= anchor + c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: c) }
}
