import CanvasCairo
import CanvasTestSupport
import SwiftUI
import Testing

/// iOS 17's observation as SwiftUI files use it: an `@Observable` model
/// read in a body, and `@Bindable` bindings to its properties, with
/// `import SwiftUI` alone.
@Observable final class Thermostat {
  var isHeating = false
}

@MainActor @Suite struct ObservationTests {
  struct Dial: View {
    let thermostat: Thermostat
    var body: some View {
      (thermostat.isHeating ? Color.orange : Color.blue)
        .frame(width: 20, height: 20)
    }
  }

  @Test func anObservableModelIsReadAndBound() throws {
    let thermostat = Thermostat()
    @Bindable var bound = thermostat
    let heating: Binding<Bool> = $bound.isHeating
    heating.wrappedValue = true
    #expect(thermostat.isHeating)
    let controller = UIHostingController(rootView: Dial(thermostat: thermostat))
    controller.view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    #expect(
      try pixels(of: controller.view).color(atX: 10, y: 10).hex == "#ff9500")
  }
}
