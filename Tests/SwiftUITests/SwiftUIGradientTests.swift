import CanvasTestSupport
import SwiftUI
import Testing

/// Gradients as Apple documents them: a radial gradient between two radii
/// round its centre, an angular one clockwise from the right round its
/// centre, stops at their locations, each filling its frame.
@MainActor @Suite struct SwiftUIGradientTests {
  @Test func aRadialGradientGoesOutFromItsCentre() throws {
    let image = try pixels(
      of: RadialGradient(
        colors: [.white, .black], center: .center, startRadius: 0,
        endRadius: 50), width: 100, height: 100)
    #expect(image.color(atX: 50, y: 50).isClose(to: "#ffffff", within: 8))
    // The pixel at x 25 is 24.5 points out: 49 % of the way to black.
    #expect(image.color(atX: 25, y: 50).isClose(to: "#828282", within: 3))
    #expect(image.color(atX: 0, y: 0).hex == "#000000")
  }

  @Test func anAngularGradientTurnsClockwiseFromTheRight() throws {
    let image = try pixels(
      of: AngularGradient(colors: [.red, .blue], center: .center),
      width: 100, height: 100)
    // Just below the right: the start; just above it: the end.
    #expect(image.color(atX: 95, y: 52).isClose(to: "#ff3b30", within: 16))
    #expect(image.color(atX: 95, y: 48).isClose(to: "#007aff", within: 16))
  }

  @Test func stopsStandAtTheirLocations() throws {
    let image = try pixels(
      of: LinearGradient(
        stops: [
          .init(color: .red, location: 0), .init(color: .red, location: 0.5),
          .init(color: .blue, location: 0.5), .init(color: .blue, location: 1),
        ], startPoint: .leading, endPoint: .trailing),
      width: 100, height: 10)
    #expect(image.color(atX: 45, y: 5).hex == "#ff3b30")
    #expect(image.color(atX: 55, y: 5).hex == "#007aff")
  }
}
