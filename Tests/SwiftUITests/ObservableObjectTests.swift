import CanvasCairo
import CanvasTestSupport
import CanvasUIKit
import Combine
import SwiftUI
import Testing

/// Observable objects as SwiftUI files use them: `@Published` properties
/// read through `@StateObject`, `@ObservedObject` and `@EnvironmentObject`,
/// with Combine (OpenCombine under Combine's name) underneath.
@MainActor @Suite struct ObservableObjectTests {
  final class Light: ObservableObject {
    @Published var isOn = false
  }

  struct Lamp: View {
    @ObservedObject var light: Light
    var body: some View {
      (light.isOn ? Color.green : Color.red).frame(width: 20, height: 20)
    }
  }

  private func centre(of view: some View) throws -> String {
    let controller = UIHostingController(rootView: view)
    controller.view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    return try pixels(of: controller.view).color(atX: 10, y: 10).hex
  }

  @Test func anObservedObjectsPropertiesAreRead() throws {
    let light = Light()
    #expect(try centre(of: Lamp(light: light)) == "#ff3b30")
    light.isOn = true
    #expect(try centre(of: Lamp(light: light)) == "#34c759")
  }

  /// A `@Published` property announces its change before it is made, as
  /// Combine's does.
  @Test func publishedPropertiesAnnounceTheirChanges() {
    let light = Light()
    var announced = 0
    let watching = light.objectWillChange.sink { announced += 1 }
    light.isOn = true
    light.isOn = false
    #expect(announced == 2)
    withExtendedLifetime(watching) {}
    var seen: [Int] = []
    let subject = PassthroughSubject<Int, Never>()
    let collecting = subject.map { $0 * 2 }.sink { seen.append($0) }
    subject.send(1)
    subject.send(2)
    #expect(seen == [2, 4])
    withExtendedLifetime(collecting) {}
  }

  /// A state object is made once and kept; what `onAppear` sets on it
  /// shows in the image.
  @Test func aStateObjectKeepsWhatOnAppearSets() throws {
    struct Room: View {
      @StateObject var light = Light()
      var body: some View {
        Lamp(light: light).onAppear { light.isOn = true }
      }
    }
    #expect(try centre(of: VStack { Room() }) == "#34c759")
  }

  /// An environment object reaches the views under `environmentObject(_:)`;
  /// without one, UIKit's exception carries SwiftUI's words.
  @Test func environmentObjectsComeFromAncestors() throws {
    struct Switch: View {
      @EnvironmentObject var light: Light
      var body: some View { Lamp(light: light) }
    }
    let light = Light()
    light.isOn = true
    #expect(try centre(of: Switch().environmentObject(light)) == "#34c759")
    let (_, raised) = UIKitException.capturing {
      UIHostingController(rootView: Switch()).sizeThatFits(in: .zero)
    }
    #expect(
      raised == [
        "No ObservableObject of type Light found. A View.environmentObject(_:) for Light may be missing as an ancestor of this view."
      ])
  }
}
