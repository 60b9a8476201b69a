import Foundation

/// Answers a text field's questions about editing, as UIKit's protocol;
/// every method has UIKit's default.
@preconcurrency @MainActor public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin; yes by default.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end; yes by default.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Whether typed text may replace the characters in `range`; yes by
  /// default.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// The selection changed.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may clear; yes by default.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether return is handled; yes by default.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Yes.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    true
  }
  /// Nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Yes.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    true
  }
  /// Nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Yes.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// Yes.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Yes.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
