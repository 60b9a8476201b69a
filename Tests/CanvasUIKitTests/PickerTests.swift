import CanvasCairo
import CanvasRendering
import CanvasTestSupport
import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// Date pickers and picker views as UIKit's reference documents them:
/// their defaults, the limits they keep, and what they ask their data
/// source and delegate.
@MainActor @Suite struct PickerTests {
  /// 26 November 2026, 9:41 in the morning, UTC.
  private let morning = Date(timeIntervalSince1970: 1_795_686_060)

  private func picker(_ mode: UIDatePicker.Mode) -> UIDatePicker {
    let picker = UIDatePicker()
    picker.datePickerMode = mode
    picker.locale = Locale(identifier: "en_US")
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.date = morning
    return picker
  }

  /// The defaults UIKit documents: date and time, the automatic style,
  /// a one-minute interval and no count-down duration; from iOS 14 the
  /// automatic style is compact for dates and times, and wheels for the
  /// count-down timer, which has no other.
  @Test func aDatePickersDefaults() {
    let picker = UIDatePicker()
    #expect(picker.datePickerMode == .dateAndTime)
    #expect(picker.preferredDatePickerStyle == .automatic)
    #expect(picker.datePickerStyle == .compact)
    #expect(picker.minuteInterval == 1)
    #expect(picker.countDownDuration == 0)
    picker.datePickerMode = .countDownTimer
    #expect(picker.datePickerStyle == .wheels)
  }

  /// A minute interval must divide 60 and be at most 30, else the default
  /// is used; a count-down duration is at most 23:59, as documented.
  @Test func aDatePickerKeepsItsLimits() {
    let picker = picker(.dateAndTime)
    picker.minuteInterval = 15
    #expect(picker.minuteInterval == 15)
    picker.minuteInterval = 7
    #expect(picker.minuteInterval == 1)
    picker.minuteInterval = 60
    #expect(picker.minuteInterval == 1)
    picker.countDownDuration = 100_000
    #expect(picker.countDownDuration == 86_340)
    picker.countDownDuration = .nan
    #expect(picker.countDownDuration == 86_340)
    picker.minimumDate = morning.addingTimeInterval(3_600)
    #expect(picker.date == morning.addingTimeInterval(3_600))
    picker.maximumDate = morning.addingTimeInterval(7_200)
    picker.date = morning.addingTimeInterval(86_400)
    #expect(picker.date == morning.addingTimeInterval(7_200))
  }

  /// The compact style shows the date in the medium style and the time in
  /// the short one, each in its own pill, date first; 34 points tall.
  @Test func aCompactPickerShowsItsDateAndTime() {
    let both = picker(.dateAndTime)
    let texts = both.pillTexts
    #expect(texts.first == "Nov 26, 2026")
    #expect(texts.last?.hasPrefix("9:41") == true)
    #expect(texts.last?.hasSuffix("AM") == true)
    #expect(picker(.date).pillTexts == ["Nov 26, 2026"])
    let size = both.intrinsicContentSize
    #expect(size.height == 34)
    both.frame = CGRect(origin: .zero, size: size)
    let pills = both.pillFrames()
    #expect(pills.count == 2)
    #expect(pills[0].maxX + 6 == pills[1].minX)
    #expect(pills[1].maxX == size.width)
  }

  /// A picker of two wheels, ten rows each, titled by row.
  final class Wheels: UIPickerViewDataSource, UIPickerViewDelegate {
    var selections: [String] = []
    var custom: UIView?

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(
      _ pickerView: UIPickerView, numberOfRowsInComponent component: Int
    ) -> Int { component == 0 ? 10 : 0 }

    func pickerView(
      _ pickerView: UIPickerView, titleForRow row: Int,
      forComponent component: Int
    ) -> String? { "Row \(row)" }

    func pickerView(
      _ pickerView: UIPickerView, widthForComponent component: Int
    ) -> CGFloat { component == 0 ? 200 : 80 }

    func pickerView(
      _ pickerView: UIPickerView, didSelectRow row: Int,
      inComponent component: Int
    ) {
      selections.append("\(row)")
    }
  }

  /// The picker asks its data source for wheels and rows and its
  /// delegate for widths; it selects only rows it has, and code
  /// selection does not tell the delegate, which hears the user's.
  @Test func aPickerViewAsksItsDataSourceAndDelegate() {
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
    #expect(picker.frame.height == 216)
    let wheels = Wheels()
    picker.dataSource = wheels
    picker.delegate = wheels
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 0) == 10)
    #expect(picker.rowSize(forComponent: 0).width == 200)
    #expect(picker.rowSize(forComponent: 1).width == 80)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(picker.selectedRow(inComponent: 1) == -1)
    picker.selectRow(4, inComponent: 0, animated: false)
    picker.selectRow(40, inComponent: 0, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == 4)
    #expect(wheels.selections.isEmpty)
    let shown = picker.view(forRow: 4, forComponent: 0) as? UILabel
    #expect(shown?.text == "Row 4")
    #expect(shown.map { abs($0.center.y - 108) < 0.001 } == true)
    // Rows turned a quarter or more out of sight are not made.
    picker.selectRow(3, inComponent: 0, animated: false)
    #expect(picker.view(forRow: 8, forComponent: 0) != nil)
    #expect(picker.view(forRow: 9, forComponent: 0) == nil)
  }

  /// A date picker and a picker view drawn: the pills' fill behind the
  /// texts, and the band behind the selected row.
  @Test func pickersDrawTheirFills() throws {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 260))
    host.backgroundColor = .white
    host.traitCollection = UITraitCollection(displayScale: 1)
    let date = picker(.date)
    date.sizeToFit()
    date.frame.origin = CGPoint(x: 10, y: 5)
    host.addSubview(date)
    let wheel = UIPickerView(frame: CGRect(x: 0, y: 44, width: 320, height: 0))
    let wheels = Wheels()
    wheel.dataSource = wheels
    wheel.delegate = wheels
    host.addSubview(wheel)
    let image = try ScreenCanvas(host).pixels(scale: 1)
    // `tertiarySystemFill` on white: #767680 at 12 %.
    #expect(image.color(atX: 13, y: 22).hex == "#efeff0")
    #expect(image.color(atX: 12, y: 152).hex == "#efeff0")
    #expect(image.color(atX: 4, y: 152).hex == "#ffffff")
  }
}
