import Foundation

/// The keyboard's notifications and their keys, as UIKit names them on
/// `UIResponder`.
///
/// No keyboard shows on Linux, so none is posted by the system; code
/// that observes them compiles, and a test may post them itself with
/// the user info iOS sends (the frames as `NSValue(cgRect:)`, the
/// duration as a number).
extension UIResponder {
  /// The keyboard is about to show.
  public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// The keyboard showed.
  public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// The keyboard is about to hide.
  public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// The keyboard hid.
  public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// The keyboard's frame is about to change.
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// The keyboard's frame changed.
  public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The key of the keyboard's frame before the change.
  public static let keyboardFrameBeginUserInfoKey =
    "UIKeyboardFrameBeginUserInfoKey"
  /// The key of the keyboard's frame after the change.
  public static let keyboardFrameEndUserInfoKey =
    "UIKeyboardFrameEndUserInfoKey"
  /// The key of the change's duration in seconds.
  public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The key of the change's animation curve.
  public static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
  /// The key of whether the keyboard belongs to this app.
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
