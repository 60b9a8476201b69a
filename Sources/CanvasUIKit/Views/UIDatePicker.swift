import CoreGraphics
import Foundation

/// A control that picks a date, a time or both, as UIKit's `UIDatePicker`.
///
/// Its style is the one iOS 14 and later show by default, `.compact`: the
/// date and the time each in a rounded pill of `tertiarySystemFill`, in
/// the body font and the label colour, the date before the time. The
/// pills' metrics (34 points tall, 11 points of room each side of the
/// text, 6-point corners, 6 points apart) are iOS's as shown on a device,
/// not documented numbers. A still image never shows the popover a tap
/// opens. The wheels and inline styles are kept and drawn as compact;
/// the count-down timer mode, which has only wheels, shows its duration
/// in the pill.
///
/// The date is the current date until set, as UIKit's is: set it (and the
/// ``timeZone`` and ``locale``) so a snapshot stays the same from day to
/// day. Text is formatted with `DateFormatter`, in the picker's locale,
/// calendar and time zone, as UIKit formats it: the medium date style
/// ("Nov 26, 2026") and the short time style ("9:41 AM").
open class UIDatePicker: UIControl {
  /// What the picker picks, as UIKit's `UIDatePicker.Mode`.
  public enum Mode: Int, Sendable {
    /// A time of day.
    case time
    /// A day.
    case date
    /// A day and a time.
    case dateAndTime
    /// A duration of hours and minutes.
    case countDownTimer
    /// A year and a month.
    case yearAndMonth
  }

  /// What the picker picks; `.dateAndTime` by default.
  open var datePickerMode = Mode.dateAndTime {
    didSet { changed() }
  }
  /// The style asked for; `.automatic` by default.
  open var preferredDatePickerStyle = UIDatePickerStyle.automatic {
    didSet { changed() }
  }
  /// The style shown: `.automatic` resolves to `.compact`, or to
  /// `.wheels` for the count-down timer and year-and-month modes, which
  /// have no other, as on iOS.
  open var datePickerStyle: UIDatePickerStyle {
    if datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth {
      return .wheels
    }
    return preferredDatePickerStyle == .automatic
      ? .compact : preferredDatePickerStyle
  }
  /// The date, kept between ``minimumDate`` and ``maximumDate``.
  open var date: Date {
    get { storedDate }
    set { storedDate = pinned(newValue) }
  }
  private var storedDate = Date() {
    didSet { changed() }
  }
  /// The earliest date; the date rises to it.
  open var minimumDate: Date? {
    didSet { storedDate = pinned(storedDate) }
  }
  /// The latest date; the date falls to it.
  open var maximumDate: Date? {
    didSet { storedDate = pinned(storedDate) }
  }
  /// The locale the text is formatted in; the current one when `nil`.
  open var locale: Locale? {
    didSet { changed() }
  }
  /// The calendar; the locale's when `nil`.
  open var calendar: Calendar? {
    didSet { changed() }
  }
  /// The time zone; the current one when `nil`.
  open var timeZone: TimeZone? {
    didSet { changed() }
  }
  /// The step of the minutes offered, 1 to 30; a step that does not
  /// divide 60 gives the default, 1, as UIKit documents.
  open var minuteInterval: Int {
    get { storedInterval }
    set {
      storedInterval =
        (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
    }
  }
  private var storedInterval = 1
  /// Whether the date is rounded to the minute interval.
  open var roundsToMinuteInterval = true
  /// The count-down timer's duration in seconds, below a day, in whole
  /// minutes.
  open var countDownDuration: TimeInterval {
    get { storedDuration }
    set {
      guard newValue.isFinite else { return }
      let minutes = (min(max(newValue, 0), 86_399) / 60).rounded(.down)
      storedDuration = minutes * 60
      changed()
    }
  }
  private var storedDuration: TimeInterval = 0

  /// A date picker; its frame is its compact pills' size.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
    if frame.size == .zero { self.frame.size = intrinsicContentSize }
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentMode = .redraw
  }

  /// Sets the date; animated or not, a still image shows it at once.
  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  private func pinned(_ date: Date) -> Date {
    var date = date
    if let minimumDate, date < minimumDate { date = minimumDate }
    if let maximumDate, date > maximumDate { date = maximumDate }
    return date
  }

  private func changed() {
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  // MARK: Text

  /// The texts of the pills, in order: the date, then the time.
  var pillTexts: [String] {
    func formatted(date: DateFormatter.Style, time: DateFormatter.Style)
      -> String
    {
      let formatter = DateFormatter()
      formatter.locale = locale ?? .current
      formatter.calendar = calendar ?? formatter.locale.calendar
      formatter.timeZone = timeZone ?? .current
      formatter.dateStyle = date
      formatter.timeStyle = time
      return formatter.string(from: self.date)
    }
    switch datePickerMode {
    case .date: return [formatted(date: .medium, time: .none)]
    case .time: return [formatted(date: .none, time: .short)]
    case .dateAndTime:
      return [
        formatted(date: .medium, time: .none),
        formatted(date: .none, time: .short),
      ]
    case .yearAndMonth:
      let formatter = DateFormatter()
      formatter.locale = locale ?? .current
      formatter.timeZone = timeZone ?? .current
      formatter.setLocalizedDateFormatFromTemplate("MMMMyyyy")
      return [formatter.string(from: date)]
    case .countDownTimer:
      let minutes = Int(storedDuration / 60)
      return ["\(minutes / 60) hours \(minutes % 60) min"]
    }
  }

  private var textAttributes: [NSAttributedString.Key: Any] {
    [
      .font: UIFont.preferredFont(
        forTextStyle: .body, compatibleWith: traitCollection),
      .foregroundColor: isEnabled ? UIColor.label : UIColor.tertiaryLabel,
    ]
  }

  // MARK: Size and drawing

  /// A pill's height.
  static let pillHeight: CGFloat = 34
  /// The room each side of a pill's text.
  static let pillPadding: CGFloat = 11
  /// The space between the date's pill and the time's.
  static let pillSpacing: CGFloat = 6

  /// The pills' frames, trailing-aligned in the bounds as UIKit aligns a
  /// compact picker's content, the date first in reading order.
  func pillFrames() -> [CGRect] {
    let widths = pillWidths
    let total =
      widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * Self.pillSpacing
    let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
    var x = leftToRight ? bounds.maxX - total : bounds.minX + total
    let y = bounds.midY - Self.pillHeight / 2
    return widths.map { width in
      defer {
        x += (leftToRight ? 1 : -1) * (width + Self.pillSpacing)
      }
      return CGRect(
        x: leftToRight ? x : x - width, y: y, width: width,
        height: Self.pillHeight)
    }
  }

  /// Each pill's width: its text's and the room each side, in whole
  /// points.
  private var pillWidths: [CGFloat] {
    pillTexts.map {
      ($0.size(withAttributes: textAttributes).width + 2 * Self.pillPadding)
        .rounded(.up)
    }
  }

  /// The pills side by side, 34 points tall.
  open override var intrinsicContentSize: CGSize {
    let widths = pillWidths
    return CGSize(
      width: widths.reduce(0, +)
        + CGFloat(max(0, widths.count - 1)) * Self.pillSpacing,
      height: Self.pillHeight)
  }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    intrinsicContentSize
  }

  /// Each pill and its text, centred in it.
  open override func draw(_ rect: CGRect) {
    let attributes = textAttributes
    for (text, frame) in zip(pillTexts, pillFrames()) {
      UIColor.tertiarySystemFill.setFill()
      UIBezierPath(roundedRect: frame, cornerRadius: 6).fill()
      let size = text.size(withAttributes: attributes)
      text.draw(
        at: CGPoint(
          x: frame.midX - size.width / 2, y: frame.midY - size.height / 2),
        withAttributes: attributes)
    }
  }
}

/// How a date picker shows itself, as UIKit's `UIDatePickerStyle`.
public enum UIDatePickerStyle: Int, Sendable {
  /// As the mode and the platform choose.
  case automatic
  /// Spinning wheels.
  case wheels
  /// Pills that open a calendar.
  case compact
  /// A calendar in place.
  case inline
}
