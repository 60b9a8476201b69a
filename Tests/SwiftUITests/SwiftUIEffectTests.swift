import CanvasTestSupport
import SwiftUI
import Testing

/// Drawing effects as SwiftUI documents them: they move, turn, cut or
/// hide what is drawn and leave the layout alone; `position` takes the
/// space offered and centres the view on the point; a ZStack draws by
/// `zIndex`; a border is inside the frame.
@MainActor @Suite struct SwiftUIEffectTests {

  @Test func offsetMovesTheDrawingNotTheLayout() throws {
    let row = HStack(spacing: 0) {
      Color.red.frame(width: 10, height: 10).offset(x: 20)
      Color.blue.frame(width: 10, height: 10)
    }
    // The row, 20 points wide, is centred in 40: the red square's place
    // is x 10 to 20, and it is drawn 20 points right, past the blue
    // square, which stays where the layout put it.
    let size = CGSize(width: 40, height: 10)
    #expect(try colour(of: row, size: size, at: 35, 5) == "#ff3b30")
    #expect(try colour(of: row, size: size, at: 25, 5) == "#007aff")
    #expect(try colour(of: row, size: size, at: 15, 5) == "#ffffff")
  }

  @Test func positionCentresTheViewOnThePoint() throws {
    let dot = Color.red.frame(width: 10, height: 10).position(x: 50, y: 20)
    #expect(try colour(of: dot, at: 50, 20) == "#ff3b30")
    #expect(try colour(of: dot, at: 44, 20) == "#ffffff")
    #expect(try colour(of: dot, at: 50, 26) == "#ffffff")
  }

  @Test func aQuarterTurnStandsABarUp() throws {
    let bar = Color.red.frame(width: 40, height: 10)
      .rotationEffect(.degrees(90))
    let size = CGSize(width: 40, height: 40)
    #expect(try colour(of: bar, size: size, at: 20, 3) == "#ff3b30")
    #expect(try colour(of: bar, size: size, at: 3, 20) == "#ffffff")
  }

  @Test func aZStackDrawsByZIndex() throws {
    let stack = ZStack {
      Color.red.zIndex(1)
      Color.blue
    }
    #expect(try colour(of: stack, at: 50, 50) == "#ff3b30")
  }

  @Test func aBorderIsInsideTheFrame() throws {
    let boxed = Color.white.border(Color.red, width: 4)
    #expect(try colour(of: boxed, at: 1, 1) == "#ff3b30")
    #expect(try colour(of: boxed, at: 98, 50) == "#ff3b30")
    #expect(try colour(of: boxed, at: 6, 6) == "#ffffff")
  }

  @Test func aMaskCutsTheView() throws {
    let disc = Color.red.mask { Circle() }
    #expect(try colour(of: disc, at: 50, 50) == "#ff3b30")
    #expect(try colour(of: disc, at: 3, 3) == "#ffffff")
  }

  /// What a still does not show compiles as SwiftUI declares it, and
  /// leaves the drawing alone.
  @Test func gesturesAnimationsAndAccessibilityLeaveTheDrawing() throws {
    @State var isOn = false
    let view = Color.red
      .onTapGesture { withAnimation(.spring) { isOn.toggle() } }
      .animation(.easeInOut(duration: 0.3), value: isOn)
      .transition(.opacity.combined(with: .scale))
      .accessibilityLabel("Red")
      .accessibilityIdentifier("red")
      .id(isOn)
      .disabled(true)
    #expect(try colour(of: view, at: 50, 50) == "#ff3b30")
  }

  /// Right to left, a row's first view is at its trailing edge, on the
  /// right, and leading alignment is on the right (SwiftUI's
  /// `LayoutDirection` documentation); a left-to-right view inside is
  /// laid out left to right again.
  @Test func rightToLeftMirrorsTheLayout() throws {
    let row = HStack(spacing: 0) {
      Color.red.frame(width: 10, height: 10)
      Color.blue.frame(width: 10, height: 10)
    }
    let size = CGSize(width: 20, height: 10)
    let mirrored = row.environment(\.layoutDirection, .rightToLeft)
    #expect(try colour(of: mirrored, size: size, at: 15, 5) == "#ff3b30")
    #expect(try colour(of: mirrored, size: size, at: 5, 5) == "#007aff")
    let leading = Color.red.frame(width: 10, height: 10)
      .frame(width: 40, alignment: .leading)
      .environment(\.layoutDirection, .rightToLeft)
    let wide = CGSize(width: 40, height: 10)
    #expect(try colour(of: leading, size: wide, at: 35, 5) == "#ff3b30")
    let back = row.environment(\.layoutDirection, .leftToRight)
      .environment(\.layoutDirection, .rightToLeft)
    #expect(try colour(of: back, size: size, at: 5, 5) == "#ff3b30")
  }
}
