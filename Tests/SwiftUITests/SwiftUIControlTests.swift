import CanvasTestSupport
import SwiftUI
import Testing

/// SwiftUI's controls, drawn by UIKit's: a toggle's switch is a
/// `UISwitch` (51 × 31 points, Apple's size for it) at the trailing edge
/// of the width offered; a button's label takes the tint; a linear
/// progress view and a text field take the width offered.
@MainActor @Suite struct SwiftUIControlTests {
  private func size(of view: some View, in offer: CGSize = .zero) -> CGSize {
    UIHostingController(rootView: view).sizeThatFits(in: offer)
  }

  @Test func aToggleIsItsLabelAndASwitchAcrossTheRow() {
    let toggle = Toggle("Wi-Fi", isOn: .constant(true))
    #expect(
      size(of: toggle, in: CGSize(width: 300, height: 100))
        == CGSize(width: 300, height: 31))
    #expect(
      size(of: toggle.labelsHidden(), in: CGSize(width: 300, height: 100))
        == CGSize(width: 51, height: 31))
  }

  /// A switch that is on is green (`systemGreen`), or the tint.
  @Test func anOnSwitchIsGreenOrTheTint() throws {
    let on = Toggle("", isOn: .constant(true)).labelsHidden()
    let image = try pixels(of: on, width: 51, height: 31)
    #expect(image.color(atX: 10, y: 15).hex == "#34c759")
    let tinted = try pixels(of: on.tint(.orange), width: 51, height: 31)
    #expect(tinted.color(atX: 10, y: 15).hex == "#ff9500")
  }

  /// The automatic style adds nothing to the label and draws it in the
  /// tint; a destructive button's is red.
  @Test func aButtonIsItsLabelInTheTint() throws {
    #expect(size(of: Button("Tap") {}) == size(of: Text("Tap")))
    let block = Button(action: {}, label: { Rectangle() })
    #expect(try colour(of: block, at: 50, 50) == "#007aff")
    #expect(try colour(of: block.tint(.pink), at: 50, 50) == "#ff2d55")
    let destructive = Button(
      role: .destructive, action: {}, label: { Rectangle() })
    #expect(try colour(of: destructive, at: 50, 50) == "#ff3b30")
    #expect(
      try colour(of: block.buttonStyle(.plain), at: 50, 50) == "#000000")
  }

  /// A prominent bordered button is filled with the tint, its label white.
  @Test func aProminentButtonIsFilledWithTheTint() throws {
    let button = Button(action: {}) { Color.clear.frame(width: 60, height: 20) }
      .buttonStyle(.borderedProminent)
    #expect(try colour(of: button, at: 50, 50) == "#007aff")
  }

  @Test func barsAndFieldsTakeTheWidthOffered() {
    let offer = CGSize(width: 240, height: 100)
    #expect(size(of: ProgressView(value: 0.5), in: offer).width == 240)
    #expect(size(of: Slider(value: .constant(0.5)), in: offer).width == 240)
    #expect(
      size(of: TextField("Email", text: .constant("")), in: offer).width == 240)
  }

  /// iOS 13's style values compile as well as iOS 15's members; a
  /// rounded-border field is a `UITextField` with the rounded-rect border,
  /// 34 points tall as UIKit makes one for the body font.
  @Test func stylesByValueAndByName() {
    let offer = CGSize(width: 240, height: 100)
    let field = TextField("Name", text: .constant(""))
    let rounded = size(
      of: field.textFieldStyle(RoundedBorderTextFieldStyle()), in: offer)
    #expect(
      rounded == size(of: field.textFieldStyle(.roundedBorder), in: offer))
    #expect(rounded.height == 34)
    #expect(
      size(of: ProgressView().progressViewStyle(CircularProgressViewStyle()))
        == size(of: ProgressView().progressViewStyle(.circular)))
  }

  /// A segmented picker is a `UISegmentedControl` of its options' titles
  /// across the width offered, the option tagged with the selection
  /// selected: the same pixels as the UIKit control.
  @Test func aSegmentedPickerIsUIKitsSegmentedControl() throws {
    let picker = Picker("Size", selection: .constant("M")) {
      Text("Small").tag("S")
      Text("Medium").tag("M")
      Text("Large").tag("L")
    }
    .pickerStyle(.segmented)
    let control = UISegmentedControl(items: ["Small", "Medium", "Large"])
    control.selectedSegmentIndex = 1
    let height = control.intrinsicContentSize.height
    #expect(
      size(of: picker, in: CGSize(width: 300, height: 100)).height == height)
    control.frame = CGRect(x: 0, y: 0, width: 300, height: height)
    control.backgroundColor = .white
    let host = UIHostingController(rootView: picker)
    host.view.frame = control.frame
    #expect(try pixels(of: host.view) == pixels(of: control))
  }

  /// A wheel picker is a `UIPickerView` of its options' titles, the
  /// tagged option selected, 216 points tall (UIKit's picker view
  /// height): the same pixels as the UIKit view.
  @Test func aWheelPickerIsUIKitsPickerView() throws {
    let picker = Picker("Flavour", selection: .constant(1)) {
      Text("Vanilla").tag(0)
      Text("Chocolate").tag(1)
      Text("Strawberry").tag(2)
    }
    .pickerStyle(.wheel)
    #expect(size(of: picker, in: CGSize(width: 300, height: 400)).height == 216)
    let flavours = Flavours()
    let wheel = UIPickerView()
    wheel.dataSource = flavours
    wheel.delegate = flavours
    wheel.selectRow(1, inComponent: 0, animated: false)
    wheel.frame = CGRect(x: 0, y: 0, width: 300, height: 216)
    wheel.backgroundColor = .white
    let host = UIHostingController(rootView: picker)
    host.view.frame = wheel.frame
    #expect(try pixels(of: host.view) == pixels(of: wheel))
    withExtendedLifetime(flavours) {}
  }

  /// A picker view's titles, as an app's data source gives them.
  private final class Flavours: UIPickerViewDataSource, UIPickerViewDelegate {
    let titles = ["Vanilla", "Chocolate", "Strawberry"]
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(
      _ pickerView: UIPickerView, numberOfRowsInComponent component: Int
    ) -> Int { titles.count }
    func pickerView(
      _ pickerView: UIPickerView, titleForRow row: Int,
      forComponent component: Int
    ) -> String? { titles[row] }
  }

  /// A graphical date picker is the selected date's month as a calendar
  /// of weeks 44 points tall: August 2026 (31 days from a Saturday) takes
  /// six weeks, November 2026 (30 days from a Sunday) five, so its
  /// calendar is one week shorter.
  @Test func aGraphicalDatePickerIsTheMonthsCalendar() throws {
    func height(_ iso: String) throws -> CGFloat {
      let date = try #require(ISO8601DateFormatter().date(from: iso))
      let picker = DatePicker(
        "Day", selection: .constant(date), displayedComponents: .date
      )
      .datePickerStyle(.graphical)
      .environment(\.timeZone, TimeZone(identifier: "UTC")!)
      return size(of: picker, in: CGSize(width: 350, height: 800)).height
    }
    #expect(
      try height("2026-08-12T12:00:00Z") - height("2026-11-18T12:00:00Z")
        == 44)
  }

  /// A form whose text fields take their focus from `@FocusState`, set
  /// in `onAppear` as apps set it: kept, and drawn as the same fields
  /// without focus, no caret in a still.
  @Test func focusStateIsKeptAndDrawsNoCaret() throws {
    enum Field: Hashable { case name, email }
    struct Focused: View {
      @FocusState private var field: Field?
      @FocusState private var isOn: Bool
      @State private var name = "Ada"
      var body: some View {
        VStack {
          TextField("Name", text: $name).focused($field, equals: .name)
          TextField("Email", text: .constant("")).focused($isOn)
        }
        .onAppear {
          field = .name
          isOn = true
        }
      }
    }
    let plain = VStack {
      TextField("Name", text: .constant("Ada"))
      TextField("Email", text: .constant(""))
    }
    #expect(
      try pixels(of: Focused(), width: 300, height: 120)
        == pixels(of: plain, width: 300, height: 120))
  }

  /// A labelled value spans the row, its label leading and its value
  /// trailing, a line of text tall; a collapsed disclosure group is its
  /// label's row alone.
  @Test func formRowsSpanTheRow() {
    let offer = CGSize(width: 300, height: 100)
    let line = size(of: Text("Version")).height
    #expect(
      size(of: LabeledContent("Version", value: "2.4"), in: offer)
        == CGSize(width: 300, height: line))
    let group = DisclosureGroup("Advanced") { Text("Hidden") }
    #expect(size(of: group, in: offer).width == 300)
    #expect(size(of: group, in: offer).height < 2 * line)
  }
}
