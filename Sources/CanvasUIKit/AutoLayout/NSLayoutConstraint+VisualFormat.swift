import CoreGraphics
import Foundation

extension NSLayoutConstraint {
  /// What `constraints(withVisualFormat:…)` adds to the views it lines up:
  /// an alignment across the line, and the direction of a horizontal one.
  public struct FormatOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    public static let directionLeadingToTrailing = FormatOptions([])
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    public static let spacingEdgeToEdge = FormatOptions([])
    public static let spacingBaselineToBaseline = FormatOptions(
      rawValue: 1 << 19)
  }

  /// The constraints a line of the visual format language describes, as
  /// UIKit reads it: `H:|-[title]-8-[date(>=40@750)]-|`,
  /// `V:|[image(==body)]-(>=20)-[body]|`.
  ///
  /// A dash alone is the standard space: 8 points between siblings, and the
  /// superview's layout margin at a `|` (UIKit relates the view to the
  /// margin attribute, so the spacing follows `layoutMargins`). Names are
  /// looked up in `views`, numbers may be names in `metrics`.
  ///
  /// A format UIKit cannot parse raises an exception there and stops the
  /// app; here UIKit's message, with the place it stopped, is printed and
  /// no constraints are returned, so the rest of the screen still lays out.
  public class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var parser = VisualFormatParser(
      format: format, options: opts, metrics: metrics ?? [:], views: views)
    do {
      return try parser.parse()
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      return []
    }
  }
}

/// A line of the visual format language read into constraints.
@MainActor private struct VisualFormatParser {
  struct Failure: Error, CustomStringConvertible {
    let reason: String
    let format: String
    let offset: Int
    var description: String {
      "Unable to parse constraint format: \n\(reason) \n\(format) \n"
        + String(repeating: " ", count: offset) + "^"
    }
  }

  /// A relation, its constant or view, and its priority.
  struct Predicate {
    var relation = NSLayoutConstraint.Relation.equal
    var constant: CGFloat = 0
    var view: AnyObject?
    var priority = UILayoutPriority.required
  }

  /// What lies between two items of the line.
  enum Connection {
    case flush
    case standard
    case predicates([Predicate])
  }

  let format: String
  let options: NSLayoutConstraint.FormatOptions
  let metrics: [String: Any]
  let views: [String: Any]
  private let characters: [Character]
  private var index = 0
  private var vertical = false
  private var result: [NSLayoutConstraint] = []

  init(
    format: String, options: NSLayoutConstraint.FormatOptions,
    metrics: [String: Any], views: [String: Any]
  ) {
    self.format = format
    self.options = options
    self.metrics = metrics
    self.views = views
    characters = Array(format.filter { !$0.isWhitespace })
  }

  // MARK: The line

  mutating func parse() throws -> [NSLayoutConstraint] {
    if characters.starts(with: ["V", ":"]) {
      vertical = true
      index = 2
    } else if characters.starts(with: ["H", ":"]) {
      index = 2
    }
    var previous: AnyObject?
    var superview: UIView?
    var lined: [AnyObject] = []
    if peek == "|" {
      index += 1
      let connection = try readConnection()
      guard peek == "[" else { throw failure("Expected a view") }
      let view = try readView()
      superview = try self.superview(of: view)
      relate(view, .leading, to: superview, .leading, by: connection)
      previous = view
      lined.append(view)
    }
    while index < characters.count {
      if previous == nil {
        guard peek == "[" else { throw failure("Expected a view") }
        let view = try readView()
        previous = view
        lined.append(view)
        continue
      }
      let connection = try readConnection()
      if peek == "|" {
        index += 1
        guard let view = previous else { throw failure("Expected a view") }
        let parent = try superview ?? self.superview(of: view)
        relate(parent, .trailing, to: view, .trailing, by: connection)
        guard index == characters.count else {
          throw failure("Invalid character after the superview")
        }
        break
      }
      guard peek == "[" else {
        throw failure("Expected a view or '|'")
      }
      let view = try readView()
      relate(view, .leading, to: previous, .trailing, by: connection)
      previous = view
      lined.append(view)
    }
    guard !lined.isEmpty else { throw failure("Expected a view") }
    try align(lined)
    return result
  }

  /// The views' common alignment across the line, from the options.
  private mutating func align(_ lined: [AnyObject]) throws {
    let pairs:
      [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
        (.alignAllBottom, .bottom), (.alignAllLeading, .leading),
        (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
        (.alignAllFirstBaseline, .firstBaseline),
      ]
    for (option, attribute) in pairs where options.contains(option) {
      let across: Bool
      switch attribute {
      case .left, .right, .leading, .trailing, .centerX: across = vertical
      default: across = !vertical
      }
      guard across else {
        throw failure(
          "Options mask required views to be aligned on a horizontal edge, "
            + "which is not allowed for layout that is also horizontal.")
      }
      for (first, second) in zip(lined, lined.dropFirst()) {
        result.append(
          NSLayoutConstraint(
            item: second, attribute: attribute, relatedBy: .equal,
            toItem: first, attribute: attribute, multiplier: 1, constant: 0))
      }
    }
  }

  /// `first.edge relation second.edge + space`, the line's edges for this
  /// orientation; a standard space at the superview is its margin.
  private mutating func relate(
    _ first: AnyObject?, _ firstEdge: NSLayoutConstraint.Attribute,
    to second: AnyObject?, _ secondEdge: NSLayoutConstraint.Attribute,
    by connection: Connection
  ) {
    guard let first, let second else { return }
    let atSuperview =
      first is UIView && second is UIView
      && ((first as? UIView) === (second as? UIView)?.superview
        || (second as? UIView) === (first as? UIView)?.superview)
    var firstAttribute = edge(firstEdge)
    var secondAttribute = edge(secondEdge)
    let predicates: [Predicate]
    switch connection {
    case .flush: predicates = [Predicate()]
    case .predicates(let given): predicates = given
    case .standard:
      if atSuperview {
        // The superview's side moves to its margin.
        if (first as? UIView)?.superview === second as? UIView {
          secondAttribute = margin(secondAttribute)
        } else {
          firstAttribute = margin(firstAttribute)
        }
        predicates = [Predicate()]
      } else {
        predicates = [Predicate(constant: 8)]
      }
    }
    for predicate in predicates {
      let constraint = NSLayoutConstraint(
        item: first, attribute: firstAttribute, relatedBy: predicate.relation,
        toItem: second, attribute: secondAttribute, multiplier: 1,
        constant: predicate.constant)
      constraint.priority = predicate.priority
      result.append(constraint)
    }
  }

  private func edge(_ attribute: NSLayoutConstraint.Attribute)
    -> NSLayoutConstraint.Attribute
  {
    let leading = attribute == .leading
    if vertical { return leading ? .top : .bottom }
    if options.contains(.directionLeftToRight) {
      return leading ? .left : .right
    }
    if options.contains(.directionRightToLeft) {
      return leading ? .right : .left
    }
    return attribute
  }

  private func margin(_ attribute: NSLayoutConstraint.Attribute)
    -> NSLayoutConstraint.Attribute
  {
    switch attribute {
    case .left: .leftMargin
    case .right: .rightMargin
    case .top: .topMargin
    case .bottom: .bottomMargin
    case .leading: .leadingMargin
    case .trailing: .trailingMargin
    default: attribute
    }
  }

  private func superview(of view: AnyObject) throws -> UIView {
    guard let parent = (view as? UIView)?.superview else {
      throw failure(
        "Unable to interpret '|' character, because the related view doesn't "
          + "have a superview")
    }
    return parent
  }

  // MARK: Pieces

  private var peek: Character? {
    index < characters.count ? characters[index] : nil
  }

  private func failure(_ reason: String) -> Failure {
    Failure(reason: reason, format: format, offset: index)
  }

  /// `[name]` or `[name(predicates)]`, its size predicates added.
  private mutating func readView() throws -> AnyObject {
    index += 1
    let name = readName()
    guard let view = views[name] else {
      throw failure("\(name) is not a key in the views dictionary.")
    }
    let item = view as AnyObject
    if peek == "(" {
      for predicate in try readPredicateList() {
        let dimension: NSLayoutConstraint.Attribute =
          vertical ? .height : .width
        let constraint = NSLayoutConstraint(
          item: item, attribute: dimension, relatedBy: predicate.relation,
          toItem: predicate.view,
          attribute: predicate.view == nil ? .notAnAttribute : dimension,
          multiplier: 1, constant: predicate.constant)
        constraint.priority = predicate.priority
        result.append(constraint)
      }
    }
    guard peek == "]" else { throw failure("Expected ']'") }
    index += 1
    return item
  }

  /// Nothing, `-`, `-N-` or `-(predicates)-` before the next item.
  private mutating func readConnection() throws -> Connection {
    guard peek == "-" else { return .flush }
    index += 1
    if peek == "[" || peek == "|" { return .standard }
    let predicates =
      peek == "(" ? try readPredicateList() : [try readPredicate()]
    guard peek == "-" else { throw failure("Expected '-'") }
    index += 1
    return .predicates(predicates)
  }

  /// `(p, p, …)`.
  private mutating func readPredicateList() throws -> [Predicate] {
    index += 1
    var predicates = [try readPredicate()]
    while peek == "," {
      index += 1
      predicates.append(try readPredicate())
    }
    guard peek == ")" else { throw failure("Expected ')'") }
    index += 1
    return predicates
  }

  /// `[==|<=|>=] constant-or-view [@priority]`.
  private mutating func readPredicate() throws -> Predicate {
    var predicate = Predicate()
    for (text, relation) in [
      ("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual),
      (">=", .greaterThanOrEqual),
    ] where characters[index...].starts(with: text) {
      predicate.relation = relation
      index += 2
    }
    if let number = try readNumber() {
      predicate.constant = number
    } else {
      let name = readName()
      guard let view = views[name] else {
        throw failure("Expected a number, a metric or a view name")
      }
      predicate.view = view as AnyObject
    }
    if peek == "@" {
      index += 1
      guard let priority = try readNumber() else {
        throw failure("Expected a priority")
      }
      predicate.priority = UILayoutPriority(Float(priority))
    }
    return predicate
  }

  /// A literal or a metric's value; `nil` when the name is a view.
  private mutating func readNumber() throws -> CGFloat? {
    let start = index
    if let first = peek, first.isNumber || first == "-" || first == "." {
      index += 1
      while let next = peek, next.isNumber || next == "." { index += 1 }
      guard let value = Double(String(characters[start..<index])) else {
        index = start
        throw failure("Expected a number")
      }
      return CGFloat(value)
    }
    let name = readName()
    guard let metric = metrics[name] else {
      index = start
      return nil
    }
    switch metric {
    case let value as CGFloat: return value
    case let value as Double: return CGFloat(value)
    case let value as Float: return CGFloat(value)
    case let value as Int: return CGFloat(value)
    case let value as NSNumber: return CGFloat(value.doubleValue)
    default:
      index = start
      throw failure("The metric \(name) is not a number")
    }
  }

  private mutating func readName() -> String {
    let start = index
    while let next = peek, next.isLetter || next.isNumber || next == "_" {
      index += 1
    }
    return String(characters[start..<index])
  }
}
