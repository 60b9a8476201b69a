import CanvasCairo
import CanvasRendering
import CanvasTestSupport
import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// UIKit's controls as its reference documents them: their defaults,
/// their pinned values, their events, and the sizes Interface Builder
/// gives them; drawn through `draw(_:)` in the documented system colours.
@MainActor @Suite struct ControlTests {
  /// `view` drawn on white (black when `dark`) at 2×.
  private func pixels(of view: UIView, dark: Bool = false) throws -> PNGImage {
    view.frame.origin = .zero
    return try CanvasTestSupport.pixels(of: view, scale: 2, dark: dark)
  }

  /// Whether `color` is `hex` to within one unit in each channel.
  private func close(_ color: Color, _ hex: String) -> Bool {
    color.isClose(to: hex)
  }

  // MARK: UIControl

  /// The events' bits are UIKit's (`UIControlEvents` in UIControl.h).
  @Test func eventsHaveUIKitsBits() {
    #expect(UIControl.Event.touchUpInside.rawValue == 1 << 6)
    #expect(UIControl.Event.valueChanged.rawValue == 1 << 12)
    #expect(UIControl.Event.editingChanged.rawValue == 1 << 17)
    #expect(UIControl.Event.allTouchEvents.rawValue == 0x0FFF)
    #expect(UIControl.Event.allEditingEvents.rawValue == 0xF_0000)
    #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
    #expect(UIControl.Event.allTouchEvents.contains(.touchCancel))
  }

  /// `sendActions(for:)` runs the actions added for any of the events;
  /// targets are kept, answered and removed as UIKit's reference says.
  @Test func actionsRunAndTargetsAreKept() {
    let control = UIControl()
    var runs: [String] = []
    control.addAction(
      UIAction { _ in runs.append("changed") }, for: .valueChanged)
    control.addAction(
      UIAction { _ in runs.append("tapped") }, for: .touchUpInside)
    control.sendActions(for: [.valueChanged, .touchDown])
    #expect(runs == ["changed"])
    let target = NSObject()
    control.addTarget(target, action: Selector("changed:"), for: .valueChanged)
    #expect(
      control.actions(forTarget: target, forControlEvent: .valueChanged)
        == ["changed:"])
    #expect(control.allControlEvents == [.valueChanged, .touchUpInside])
    control.removeTarget(target, action: nil, for: .allEvents)
    #expect(
      control.actions(forTarget: target, forControlEvent: .valueChanged)
        == nil)
  }

  // MARK: UIActivityIndicatorView

  /// Medium is 20 points square and large 37; a stopped indicator is
  /// hidden while `hidesWhenStopped` (true by default, as documented).
  @Test func anActivityIndicatorHidesWhenStopped() throws {
    let medium = UIActivityIndicatorView(style: .medium)
    #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(
      UIActivityIndicatorView(style: .large).intrinsicContentSize
        == CGSize(width: 37, height: 37))
    #expect(medium.hidesWhenStopped)
    #expect(medium.isHidden && !medium.isAnimating)
    medium.startAnimating()
    #expect(!medium.isHidden && medium.isAnimating)
    medium.stopAnimating()
    #expect(medium.isHidden)
    medium.hidesWhenStopped = false
    #expect(!medium.isHidden)
    medium.color = .systemRed
    let image = try pixels(of: medium)
    // The lead spoke at twelve o'clock is the full colour.
    let top = image.color(atX: 20, y: 3)
    #expect(top.hex == "#ff3b30")
  }

  // MARK: UIProgressView

  /// Progress is pinned to 0…1, as documented; the done part is the tint
  /// colour from the leading edge, the track `systemFill` after it.
  @Test func aProgressViewFillsFromTheLeadingEdge() throws {
    let bar = UIProgressView(progressViewStyle: .default)
    #expect(bar.intrinsicContentSize.height == 4)
    bar.progress = 1.5
    #expect(bar.progress == 1)
    bar.progress = -1
    #expect(bar.progress == 0)
    bar.setProgress(0.25, animated: true)
    bar.frame = CGRect(x: 0, y: 0, width: 100, height: 4)
    let image = try pixels(of: bar)
    // At 2×: done up to x = 50, tint blue #007AFF; after, systemFill
    // (#787880 at 20 %) on white, #E4E4E6 to within a unit.
    #expect(image.color(atX: 20, y: 4).hex == "#007aff")
    #expect(close(image.color(atX: 150, y: 4), "#e4e4e6"))
    bar.semanticContentAttribute = .forceRightToLeft
    let mirrored = try pixels(of: bar)
    #expect(mirrored.color(atX: 180, y: 4).hex == "#007aff")
    #expect(close(mirrored.color(atX: 20, y: 4), "#e4e4e6"))
  }

  // MARK: UISegmentedControl

  /// A new control selects no segment (`noSegment`, -1, as documented)
  /// and is 32 points tall; insertion clamps its index to the ends.
  @Test func aSegmentedControlKeepsItsSegments() {
    let control = UISegmentedControl(items: ["Day", "Week", "Month"])
    #expect(control.numberOfSegments == 3)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(UISegmentedControl.noSegment == -1)
    #expect(control.intrinsicContentSize.height == 32)
    control.insertSegment(withTitle: "Year", at: 99, animated: false)
    #expect(control.titleForSegment(at: 3) == "Year")
    control.removeSegment(at: 0, animated: false)
    #expect(control.titleForSegment(at: 0) == "Week")
    // Equal widths: each as wide as the widest segment.
    let widest = control.intrinsicContentSize.width / 3
    #expect(widest > 24)
    control.apportionsSegmentWidthsByContent = true
    #expect(control.intrinsicContentSize.width < widest * 3)
  }

  /// The selected segment sits on a white thumb over the
  /// `tertiarySystemFill` track (#767680 at 12 %, #EFEFF0 on white); in
  /// dark appearance the thumb is #636366.
  @Test func theSelectedSegmentIsRaised() throws {
    let control = UISegmentedControl(items: ["List", "Grid"])
    control.selectedSegmentIndex = 1
    control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
    var selected: [Int] = []
    control.addAction(
      UIAction { [unowned control] _ in
        selected.append(control.selectedSegmentIndex)
      }, for: .valueChanged)
    let image = try pixels(of: control)
    // Near the top of each segment, clear of the titles.
    #expect(image.color(atX: 40, y: 10).hex == "#efeff0")
    #expect(image.color(atX: 240, y: 10).hex == "#ffffff")
    let dark = try pixels(of: control, dark: true)
    #expect(dark.color(atX: 240, y: 10).hex == "#636366")
    control.selectedSegmentIndex = 0
    #expect(selected.isEmpty)
    control.sendActions(for: .valueChanged)
    #expect(selected == [0])
  }

  /// A segment made from an action runs it when chosen.
  @Test func aSegmentsActionRunsWhenChosen() {
    var ran: [String] = []
    let control = UISegmentedControl(
      frame: .zero,
      actions: [
        UIAction(title: "On") { _ in ran.append("on") },
        UIAction(title: "Off") { _ in ran.append("off") },
      ])
    #expect(control.titleForSegment(at: 1) == "Off")
    control.selectedSegmentIndex = 1
    control.sendActions(for: .valueChanged)
    #expect(ran == ["off"])
  }

  // MARK: UIStepper

  /// Defaults as documented (0…100, step 1), 94 × 32 points; the value is
  /// pinned, wraps when asked, and a step of 0 or an inverted range
  /// raises UIKit's `NSInvalidArgumentException` message.
  @Test func aStepperStepsWithinItsRange() {
    let stepper = UIStepper()
    #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    #expect(stepper.minimumValue == 0 && stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1 && !stepper.wraps)
    var changes = 0
    stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    stepper.value = 250
    #expect(stepper.value == 100)
    stepper.increment()
    #expect(stepper.value == 100 && changes == 0)
    stepper.wraps = true
    stepper.increment()
    #expect(stepper.value == 0 && changes == 1)
    stepper.decrement()
    #expect(stepper.value == 100)
    let raised = UIKitException.capturing {
      stepper.stepValue = 0
      stepper.minimumValue = 100
    }
    #expect(raised.count == 2)
    #expect(raised.first == "stepValue must be greater than 0")
    #expect(stepper.stepValue == 1 && stepper.minimumValue == 0)
  }

  // MARK: UISlider

  /// Defaults as documented (value 0 in 0…1); the value is pinned; the
  /// thumb is 28 points round, its centre at the value's share of the
  /// track; the track before it in the tint colour.
  @Test func aSliderPlacesItsThumbByValue() throws {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    #expect(slider.value == 0 && slider.minimumValue == 0)
    #expect(slider.maximumValue == 1)
    #expect(slider.intrinsicContentSize.height == 31)
    slider.value = 7
    #expect(slider.value == 1)
    slider.setValue(0.5, animated: false)
    let track = slider.trackRect(forBounds: slider.bounds)
    #expect(track.height == 4 && track.width == 228)
    let thumb = slider.thumbRect(
      forBounds: slider.bounds, trackRect: track, value: slider.value)
    #expect(thumb.size == CGSize(width: 28, height: 28))
    #expect(thumb.midX == 114)
    let image = try pixels(of: slider)
    #expect(image.color(atX: 40, y: 31).hex == "#007aff")
    #expect(image.color(atX: 228, y: 31).hex == "#ffffff")
  }

  // MARK: UIPageControl

  /// The current page is pinned to the pages, as documented; the current
  /// page's dot is drawn in the label colour, the others fainter.
  @Test func aPageControlMarksTheCurrentPage() throws {
    let control = UIPageControl()
    control.numberOfPages = 3
    control.currentPage = 7
    #expect(control.currentPage == 2)
    control.currentPage = 0
    #expect(!control.hidesForSinglePage)
    let size = control.size(forNumberOfPages: 3)
    #expect(size.height == 26)
    #expect(
      control.size(forNumberOfPages: 4).width - size.width == 16)
    control.frame = CGRect(origin: .zero, size: size)
    let image = try pixels(of: control)
    // The first dot's centre: padding 8 plus half a 7-point dot.
    #expect(image.color(atX: 23, y: 26).hex == "#000000")
    #expect(image.color(atX: 23 + 32, y: 26).red > 0.7)
  }

  // MARK: Touches

  /// A touch sent to a view that does not handle it goes up the
  /// responder chain to its superview, as `UIResponder`'s default does;
  /// its location converts between views.
  @Test func touchesGoUpTheResponderChain() {
    final class Catcher: UIView {
      var caught: [CGPoint] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)
      {
        caught += touches.map { $0.location(in: self) }
      }
    }
    let parent = Catcher(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 50, y: 60, width: 20, height: 20))
    parent.addSubview(child)
    let touch = UITouch(location: CGPoint(x: 5, y: 5), in: child)
    child.touchesBegan([touch], with: UIEvent(touches: [touch]))
    #expect(parent.caught == [CGPoint(x: 55, y: 65)])
    touch.move(to: CGPoint(x: 10, y: 5), in: child)
    #expect(touch.previousLocation(in: child) == CGPoint(x: 5, y: 5))
    #expect(touch.phase == .moved)
  }
}
