import CanvasTestSupport
import SwiftUI
import Testing

private struct Badge: UIViewRepresentable {
  let text: String

  func makeUIView(context: Context) -> UILabel {
    let label = UILabel()
    label.backgroundColor = .systemRed
    return label
  }

  func updateUIView(_ label: UILabel, context: Context) {
    label.text = text
  }
}

private struct Panel: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UIViewController {
    let controller = UIViewController()
    controller.view.backgroundColor = .systemBlue
    return controller
  }

  func updateUIViewController(_ controller: UIViewController, context: Context)
  {}
}

/// UIKit inside SwiftUI as Apple documents it: a representable view is
/// made, updated, sized by its intrinsic content size where it has one
/// and by the space offered where it has none, and drawn by its layer.
@MainActor @Suite struct SwiftUIRepresentableTests {
  @Test func aLabelIsItsIntrinsicSize() throws {
    let label = UILabel()
    label.text = "Hello"
    let size = UIHostingController(rootView: Badge(text: "Hello"))
      .sizeThatFits(in: .zero)
    #expect(size == label.intrinsicContentSize)
    let image = try pixels(of: Badge(text: "Hello"), width: 100, height: 40)
    // The label, about 40 by 20 points, centred: its red background at its
    // top left corner, clear of the text.
    #expect(image.color(atX: 31, y: 11).hex == "#ff3b30")
    #expect(image.color(atX: 2, y: 2).hex == "#ffffff")
  }

  @Test func aControllersViewFillsWhatItIsOffered() throws {
    let image = try pixels(
      of: VStack(spacing: 0) {
        Panel()
        Color.red.frame(height: 10)
      }, width: 60, height: 60)
    #expect(image.color(atX: 30, y: 20).hex == "#007aff")
    #expect(image.color(atX: 30, y: 55).hex == "#ff3b30")
  }
}
