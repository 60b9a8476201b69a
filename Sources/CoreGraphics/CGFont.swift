import Foundation

/// A string as Core Foundation names it, which Core Graphics' functions
/// take: Swift's `String` here, so `name as CFString` compiles as on iOS
/// (Foundation on Linux has no `CFString` of its own to bridge to).
public typealias CFString = String

/// A font face, as Core Graphics' `CGFont`: known here by its name, which
/// the text engine finds through fontconfig when the font is drawn (a
/// `CATextLayer`'s `font` may be one).
public final class CGFont: Hashable, Sendable {
  /// The name the font was made from.
  public let fullName: CFString?
  /// The font's PostScript name: the name it was made from.
  public var postScriptName: CFString? { fullName }

  /// The font named `name` (a family, a full name or a PostScript name),
  /// as `CGFont(_:)`; `nil` for an empty name.
  public init?(_ name: CFString) {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return nil }
    fullName = trimmed
  }

  public static func == (lhs: CGFont, rhs: CGFont) -> Bool {
    lhs.fullName == rhs.fullName
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(fullName) }
}

/// A two-dimensional vector, as Core Graphics' `CGVector`: a push's
/// direction and length (`UIPushBehavior`, SpriteKit's physics).
public struct CGVector: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// A vector of `dx` and `dy`.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector of integer components.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// A vector of `Double` components.
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// The vector of no length.
  public static let zero = CGVector(dx: 0, dy: 0)

  public var description: String { "(\(dx), \(dy))" }
}
