import CanvasCairo
import CanvasRendering
import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// Text fields and text views as UIKit's reference documents them.
@MainActor @Suite struct TextInputTests {
  /// The label a text field shows its text or placeholder in.
  private func shown(_ field: UITextField) -> UILabel? {
    field.layoutIfNeeded()
    return field.subviews.compactMap { $0 as? UILabel }.first
  }

  /// A rounded field is 34 points tall with the default 17-point system
  /// font, as Interface Builder sizes it; its text is empty, never `nil`,
  /// as the reference says.
  @Test func aRoundedFieldIsThirtyFourPointsTall() {
    let field = UITextField()
    field.borderStyle = .roundedRect
    #expect(field.intrinsicContentSize.height == 34)
    #expect(field.font?.pointSize == 17)
    #expect(field.text == "")
    field.text = nil
    #expect(field.text == "")
    field.frame = CGRect(x: 0, y: 0, width: 300, height: 34)
    #expect(field.textRect(forBounds: field.bounds).minX == 7)
  }

  /// The placeholder shows, in `placeholderText`, while the text is
  /// empty; secure text shows a dot for each character.
  @Test func placeholderAndSecureText() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
    field.placeholder = "Email"
    #expect(shown(field)?.text == "Email")
    #expect(shown(field)?.textColor == .placeholderText)
    field.text = "hunter2"
    field.isSecureTextEntry = true
    #expect(shown(field)?.text == String(repeating: "\u{2022}", count: 7))
    #expect(field.text == "hunter2")
  }

  /// Side views show by their modes and push the text in; the clear button
  /// shows with text when its mode says.
  @Test func sideViewsAndTheClearButton() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
    field.borderStyle = .roundedRect
    let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    field.leftView = icon
    #expect(field.textRect(forBounds: field.bounds).minX == 7)
    field.leftViewMode = .always
    #expect(field.textRect(forBounds: field.bounds).minX == 30)
    field.layoutIfNeeded()
    #expect(icon.superview === field && icon.frame.minY == 7)
    field.clearButtonMode = .always
    let wide = field.textRect(forBounds: field.bounds).width
    field.text = "ada@example.com"
    #expect(field.textRect(forBounds: field.bounds).width < wide)
    field.clearButtonMode = .whileEditing
    #expect(field.textRect(forBounds: field.bounds).width == wide)
  }

  /// Becoming first responder asks the delegate, as UIKit's does.
  @Test func theDelegateDecidesEditing() {
    final class Refuser: NSObject, UITextFieldDelegate {
      var asked = 0
      func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        asked += 1
        return false
      }
    }
    let field = UITextField()
    let delegate = Refuser()
    field.delegate = delegate
    #expect(field.canBecomeFirstResponder)
    #expect(!field.becomeFirstResponder())
    #expect(delegate.asked == 1)
  }

  /// A text view's text sits 8 points in from the top and bottom and 5
  /// from the sides (the container's line padding), as documented; without
  /// scrolling it is as tall as its text.
  @Test func aTextViewInsetsAndSizesItsText() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(
      view.textContainerInset
        == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(view.textContainer.lineFragmentPadding == 5)
    view.text = "One line"
    let one = view.sizeThatFits(CGSize(width: 200, height: 0)).height
    view.text = String(repeating: "Many words wrap onto more lines. ", count: 6)
    let many = view.sizeThatFits(CGSize(width: 200, height: 0)).height
    #expect(many > one * 2)
    #expect(view.intrinsicContentSize.height == UIView.noIntrinsicMetric)
    view.isScrollEnabled = false
    #expect(view.intrinsicContentSize.height == many)
    view.layoutIfNeeded()
    let label = view.subviews.compactMap { $0 as? UILabel }.first
    #expect(label?.frame.origin == CGPoint(x: 5, y: 8))
  }

  /// A subclass that overrides the text rectangle and the editing one
  /// each calls `super`: UIKit's editing and placeholder rectangles do
  /// not go through the overridden text rectangle, so nothing is taken
  /// off twice (a floating-label field's tests rely on it).
  @Test func theEditingRectDoesNotCallTheOverriddenTextRect() {
    final class Titled: UITextField {
      override func textRect(forBounds bounds: CGRect) -> CGRect {
        super.textRect(forBounds: bounds).insetBy(dx: 0, dy: 10)
      }
      override func editingRect(forBounds bounds: CGRect) -> CGRect {
        super.editingRect(forBounds: bounds).insetBy(dx: 0, dy: 10)
      }
    }
    let field = Titled(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    let bounds = field.bounds
    #expect(field.editingRect(forBounds: bounds).height == 40)
    #expect(field.placeholderRect(forBounds: bounds).height == 60)
    #expect(field.textRect(forBounds: bounds).height == 40)
  }

  /// A field's font set to `nil` reads back as the default font, never
  /// `nil`.
  @Test func aFieldsFontIsNeverNil() {
    let field = UITextField()
    field.font = nil
    #expect(field.font?.pointSize == 17)
  }
}
