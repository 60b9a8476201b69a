import Foundation

/// A named interface file, as UIKit's `UINib`.
///
/// Interface Builder files cannot be read here: a registration made with
/// a nib makes its views with `init(frame:)`, as nib-less code does.
@preconcurrency @MainActor open class UINib: NSObject {
  /// The nib's name.
  public let name: String

  /// The nib named `name`.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
  }
}
