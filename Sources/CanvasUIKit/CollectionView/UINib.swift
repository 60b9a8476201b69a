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

  /// The nib's top-level objects: Linux cannot load a nib, so this raises
  /// a message naming it and saying what to do, and gives none.
  open func instantiate(
    withOwner ownerOrNil: Any?, options optionsOrNil: [String: Any]? = nil
  ) -> [Any] {
    UIKitException.raise(
      "could not load NIB '\(name)': Linux cannot load nibs. Build the "
        + "views in code (init(frame:) or init(coder:)) and register their "
        + "classes instead.")
    return []
  }
}
