import CanvasTestSupport
import SwiftUI
import Testing

/// Shapes changed as SwiftUI documents it: trimmed along their outline
/// (a circle from its right, clockwise), turned, moved, inset, rounded
/// corner by corner, stroked with a gradient; and the hierarchical styles
/// iOS resolves to its label colours.
@MainActor @Suite struct SwiftUIShapeTests {
  /// A quarter of a circle's outline runs from its right (3 o'clock) to
  /// its bottom: drawn there, nowhere else.
  @Test func aTrimmedCircleStartsOnTheRightGoingClockwise() throws {
    let arc = Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 6)
    // The circle is 100 across, centred: its outline at 45° below the
    // right is at (50 + 50 cos 45°, 50 + 50 sin 45°).
    #expect(try colour(of: arc, at: 85, 85) == "#ff3b30")
    #expect(try colour(of: arc, at: 15, 15) == "#ffffff")
    #expect(try colour(of: arc, at: 85, 15) == "#ffffff")
    #expect(try colour(of: arc, at: 15, 85) == "#ffffff")
  }

  @Test func trimmingAllOrNothing() throws {
    let none = Circle().trim(from: 0.5, to: 0.5).stroke(Color.red, lineWidth: 6)
    #expect(try colour(of: none, at: 97, 50) == "#ffffff")
    let all = Circle().trim().stroke(Color.red, lineWidth: 6)
    #expect(try colour(of: all, at: 1, 50) == "#ff3b30")
  }

  /// A square turned 45° about its centre leaves the frame's corners.
  @Test func aRotatedSquareLeavesTheCorners() throws {
    let diamond = Rectangle().rotation(.degrees(45)).fill(Color.red)
    #expect(try colour(of: diamond, at: 3, 3) == "#ffffff")
    #expect(try colour(of: diamond, at: 50, 3) == "#ff3b30")
  }

  @Test func anInsetShapeIsSmallerOnEverySide() throws {
    let inset = Rectangle().inset(by: 10).fill(Color.red)
    #expect(try colour(of: inset, at: 5, 5) == "#ffffff")
    #expect(try colour(of: inset, at: 15, 15) == "#ff3b30")
    #expect(try colour(of: inset, at: 95, 50) == "#ffffff")
  }

  @Test func anOffsetShapeMoves() throws {
    let moved = Rectangle().offset(x: 50).fill(Color.red)
    #expect(try colour(of: moved, at: 25, 50) == "#ffffff")
    #expect(try colour(of: moved, at: 75, 50) == "#ff3b30")
  }

  /// Only the corner given a radius is rounded.
  @Test func anUnevenRectangleRoundsItsOwnCorners() throws {
    let tab = UnevenRoundedRectangle(topLeadingRadius: 30).fill(Color.red)
    #expect(try colour(of: tab, at: 2, 2) == "#ffffff")
    #expect(try colour(of: tab, at: 97, 2) == "#ff3b30")
    #expect(try colour(of: tab, at: 97, 97) == "#ff3b30")
    #expect(try colour(of: tab, at: 2, 97) == "#ff3b30")
  }

  /// A gradient stroke is drawn where the stroke is, the inside left.
  @Test func aGradientStrokesTheOutline() throws {
    let ring = Circle().stroke(
      LinearGradient(
        colors: [.red, .red], startPoint: .top, endPoint: .bottom),
      lineWidth: 10)
    #expect(try colour(of: ring, at: 50, 2) == "#ff3b30")
    #expect(try colour(of: ring, at: 50, 50) == "#ffffff")
  }

  /// `.tertiary` with no foreground set is UIKit's tertiary label colour,
  /// (60, 60, 67) at 30 % opacity: over white, (197, 197, 199).
  @Test func hierarchicalStylesAreTheLabelColours() throws {
    let swatch = Rectangle().fill(.tertiary)
    #expect(try colour(of: swatch, at: 50, 50) == "#c5c5c7")
    let tinted = Rectangle().fill(.tint)
    #expect(try colour(of: tinted, at: 50, 50) == "#007aff")
  }
}

/// `blur(radius:)` and `redacted(reason:)` as SwiftUI draws them.
@MainActor @Suite struct SwiftUIBlurAndRedactionTests {
  /// A 20-point red square blurred by a Gaussian of σ = 5 points: two
  /// points outside its edge, a third of its red is left (the Gaussian's
  /// Φ(−0.4) − Φ(−4.4) = 0.34 across, 0.95 along), so green is near
  /// 255 − 0.33 × (255 − 59) = 190; twenty points out, nothing.
  @Test func blurSpreadsTheViewByAGaussian() throws {
    let square = Color.red.frame(width: 20, height: 20).blur(radius: 5)
    let image = try pixels(of: square, width: 100, height: 100)
    let near = image.color(atX: 62, y: 50)
    #expect(abs(near.green * 255 - 190) < 15)
    #expect(image.color(atX: 80, y: 50).hex == "#ffffff")
    // The middle keeps most of its red: 0.91 of it.
    #expect(image.color(atX: 50, y: 50).green * 255 < 80)
  }

  /// A placeholder keeps the text's size and draws a bar of its colour
  /// at 16 % where its line is: black over white, (214, 214, 214).
  @Test func placeholderTextIsABarOfItsSize() throws {
    let text = Text("Hello")
    let redacted = text.redacted(reason: .placeholder)
    let offer = CGSize(width: 100, height: 100)
    #expect(
      UIHostingController(rootView: redacted).sizeThatFits(in: offer)
        == UIHostingController(rootView: text).sizeThatFits(in: offer))
    let bar = try pixels(of: redacted, width: 100, height: 100)
      .color(atX: 50, y: 50)
    #expect(abs(bar.red * 255 - 214) <= 1.5 && bar.red == bar.blue)
    #expect(try colour(of: redacted.unredacted(), at: 50, 50) != "#d6d6d6")
  }
}
