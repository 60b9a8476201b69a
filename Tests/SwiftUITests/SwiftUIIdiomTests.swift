import CanvasCairo
import CanvasTestSupport
import SwiftUI
import Testing

// Idioms that SwiftUI files use everywhere, written as apps write them:
// they must compile unchanged and draw as SwiftUI documents.

struct IdiomCard<Content: View>: View {
  let content: Content

  init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) { content }
      .padding(.vertical, 12)
      .padding(.horizontal, 16)
      .frame(maxWidth: .infinity, alignment: .leading)
      .background {
        Rectangle()
          .fill(.white)
          .clipShape(.rect(cornerRadius: 20))
          .shadow(color: Color.black.opacity(0.2), radius: 6, x: 0, y: 4)
      }
      .padding()
  }
}

struct IdiomCard_Previews: PreviewProvider {
  static var previews: some View {
    IdiomCard { Text("Hello") }
      .background(Color(.systemGroupedBackground))
  }
}

@MainActor @Suite struct SwiftUIIdiomTests {
  /// A card as apps write one: the card fills the width less the padding,
  /// its white shape casts a shadow below it onto the grouped background.
  @Test func aCardDrawsWithItsShadow() throws {
    let controller = UIHostingController(
      rootView: IdiomCard_Previews.previews)
    controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
    let size = controller.sizeThatFits(in: CGSize(width: 200, height: 120))
    #expect(size.width == 200)
    let image = try pixels(of: controller.view)
    let card = image.color(atX: 100, y: 60)
    #expect(card.hex == "#ffffff")
    // Just below the card's bottom edge the shadow darkens the grouped
    // background (#F2F2F7 in light mode, Apple's value).
    let cardBottom = Int((60 + (size.height - 32) / 2).rounded())
    let shadow = image.color(atX: 100, y: cardBottom + 3)
    #expect(shadow.red < Double(0xF2) / 255 - 0.02)
    // Outside the view, the hosting controller's system background.
    #expect(image.color(atX: 100, y: 2).hex == "#ffffff")
  }
}
