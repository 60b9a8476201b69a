import CollectionLayout
import CoreGraphics

/// A relation between two layout attributes, as UIKit's
/// `NSLayoutConstraint`: `first.attribute relation second.attribute ×
/// multiplier + constant`, of a priority.
///
/// Activated constraints are solved by the package's own Cassowary solver
/// (`LayoutConstraints`) when a view lays out: every view and layout guide
/// of the hierarchy is four variables, its frame.
@preconcurrency @MainActor open class NSLayoutConstraint: NSObject {
  /// The part of an item a constraint relates.
  public enum Attribute: Int, Sendable {
    case left = 1
    case right, top, bottom, leading, trailing, width, height
    case centerX, centerY, lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin
    case trailingMargin, centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
  }

  /// How the two sides relate.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// An axis, for priorities that differ by direction.
  public enum Axis: Int, Sendable {
    case horizontal, vertical
  }

  /// The first item: a view or a layout guide.
  ///
  /// Held weakly, as UIKit's constraint does not retain its items: a
  /// view's own width constraint, which the view holds, would otherwise
  /// keep it alive after it left its hierarchy.
  public private(set) weak var firstItem: AnyObject?
  /// Its attribute.
  public let firstAttribute: Attribute
  /// How the sides relate.
  public let relation: Relation
  /// The second item, or `nil` for a constant; held weakly too.
  public private(set) weak var secondItem: AnyObject?
  /// Its attribute.
  public let secondAttribute: Attribute
  /// The factor on the second side.
  public let multiplier: CGFloat
  /// The constant added to the second side; changing it lays out again.
  open var constant: CGFloat {
    didSet { invalidateOwner() }
  }
  /// How much it matters, from 1 to 1,000 (required).
  open var priority = UILayoutPriority.required {
    didSet { invalidateOwner() }
  }
  /// A name for messages.
  open var identifier: String?
  /// Whether an archive of its view keeps it; `false`, as on iOS
  /// (nothing is archived here).
  open var shouldBeArchived = false
  /// Whether the constraint takes part in layout.
  open var isActive: Bool {
    get { owner != nil }
    set {
      if newValue { activate() } else { deactivate() }
    }
  }
  /// The view whose constraints hold it while it is active.
  weak var owner: UIView?
  /// When it was last activated: the solver takes constraints in this
  /// order, so of required constraints that conflict the one activated
  /// last is broken, as UIKit breaks it.
  var activationOrder = 0
  /// The activation whose conflict was reported: a broken constraint is
  /// reported once, however many layout passes meet it, until it is
  /// activated again.
  var reportedActivation: Int?

  private static let activations = ActivationCounter()
  /// The next activation's place, counted under a lock: hierarchies may
  /// be built on several threads at once, as parallel tests build them.
  static func nextActivation() -> Int { activations.next() }

  /// `view1.attr1 relation view2.attr2 × multiplier + c`, as UIKit's
  /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat,
    constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
    super.init()
  }

  /// Activates every constraint of `constraints`.
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint of `constraints`.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The nearest view holding both items, which keeps the constraint.
  private var commonAncestor: UIView? {
    let first = LayoutItems.view(of: firstItem)
    guard let second = LayoutItems.view(of: secondItem) else { return first }
    var ancestors: Set<ObjectIdentifier> = []
    var view = first
    while let current = view {
      ancestors.insert(ObjectIdentifier(current))
      view = current.superview
    }
    view = second
    while let current = view {
      if ancestors.contains(ObjectIdentifier(current)) { return current }
      view = current.superview
    }
    return first
  }

  private func activate() {
    guard owner == nil, let view = commonAncestor else { return }
    view.addConstraint(self)
  }

  private func deactivate() {
    owner?.removeConstraint(self)
  }

  private func invalidateOwner() {
    owner?.setNeedsLayout()
  }

  /// UIKit's description: `<NSLayoutConstraint:0x… UILabel:0x….leading ==
  /// UIView:0x….leadingMargin + 8   (active)>`.
  open override var description: String {
    MainActor.assumeIsolated { isolatedDescription }
  }

  private var isolatedDescription: String {
    func item(_ object: AnyObject?, _ attribute: Attribute) -> String {
      guard let object else { return "" }
      return "\(type(of: object)):\(LayoutItems.address(object)).\(attribute)"
    }
    let op =
      switch relation {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    var right = item(secondItem, secondAttribute)
    if secondItem != nil, multiplier != 1 { right += " * \(multiplier)" }
    if constant != 0 || secondItem == nil {
      right +=
        right.isEmpty
        ? "\(constant)" : (constant < 0 ? " - \(-constant)" : " + \(constant)")
    }
    let name = identifier.map { "'\($0)' " } ?? ""
    let level = priority == .required ? "" : " @\(Int(priority.rawValue))"
    return
      "<NSLayoutConstraint:\(LayoutItems.address(self)) \(name)\(item(firstItem, firstAttribute)) \(op) \(right)\(level)   (\(isActive ? "active" : "inactive"))>"
  }
}

/// A count that several threads may advance.
private final class ActivationCounter: @unchecked Sendable {
  // `count` is read and written only while `lock` is held.
  private let lock = NSLock()
  private var count = 0

  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    return count
  }
}

extension NSLayoutConstraint {
  /// The anchor of the first item the constraint relates: the same object
  /// its view or guide gives for the attribute, so `===` compares as on
  /// iOS (a margin attribute's is its margins guide's).
  ///
  /// UIKit types it `NSLayoutAnchor<AnyObject>`, an Objective-C generic
  /// erased at run time; Swift's generics are not, and an
  /// `NSLayoutXAxisAnchor` is no `NSLayoutAnchor<AnyObject>`, so here it
  /// is typed by their common class.
  public var firstAnchor: NSObject {
    Self.anchor(of: firstItem, firstAttribute) ?? NSObject()
  }

  /// The anchor of the second item, or `nil` for a constant.
  public var secondAnchor: NSObject? {
    Self.anchor(of: secondItem, secondAttribute)
  }

  /// The anchor `item` gives for `attribute`.
  private static func anchor(of item: AnyObject?, _ attribute: Attribute)
    -> NSObject?
  {
    if let view = item as? UIView {
      switch attribute {
      case .left: return view.leftAnchor
      case .right: return view.rightAnchor
      case .top: return view.topAnchor
      case .bottom: return view.bottomAnchor
      case .leading: return view.leadingAnchor
      case .trailing: return view.trailingAnchor
      case .width: return view.widthAnchor
      case .height: return view.heightAnchor
      case .centerX: return view.centerXAnchor
      case .centerY: return view.centerYAnchor
      case .firstBaseline: return view.firstBaselineAnchor
      case .lastBaseline: return view.lastBaselineAnchor
      case .leftMargin: return view.layoutMarginsGuide.leftAnchor
      case .rightMargin: return view.layoutMarginsGuide.rightAnchor
      case .topMargin: return view.layoutMarginsGuide.topAnchor
      case .bottomMargin: return view.layoutMarginsGuide.bottomAnchor
      case .leadingMargin: return view.layoutMarginsGuide.leadingAnchor
      case .trailingMargin: return view.layoutMarginsGuide.trailingAnchor
      case .centerXWithinMargins: return view.layoutMarginsGuide.centerXAnchor
      case .centerYWithinMargins: return view.layoutMarginsGuide.centerYAnchor
      case .notAnAttribute: return nil
      }
    }
    guard let guide = item as? UILayoutGuide else { return nil }
    switch attribute {
    case .left, .leftMargin: return guide.leftAnchor
    case .right, .rightMargin: return guide.rightAnchor
    case .top, .topMargin, .firstBaseline: return guide.topAnchor
    case .bottom, .bottomMargin, .lastBaseline: return guide.bottomAnchor
    case .leading, .leadingMargin: return guide.leadingAnchor
    case .trailing, .trailingMargin: return guide.trailingAnchor
    case .width: return guide.widthAnchor
    case .height: return guide.heightAnchor
    case .centerX, .centerXWithinMargins: return guide.centerXAnchor
    case .centerY, .centerYWithinMargins: return guide.centerYAnchor
    case .notAnAttribute: return nil
    }
  }
}
