import CoreGraphics
import Foundation
import LayoutConstraints

/// A view whose height depends on the width Auto Layout gives it, as a
/// label's wrapped text: measured again at its solved width.
@MainActor protocol WrapsToWidth: UIView {
  /// Whether its height follows the width it is given now.
  var wrapsAtLayoutWidth: Bool { get }
  /// Its height at `width`, in whole display pixels.
  func layoutHeight(width: CGFloat) -> CGFloat
}

extension UILabel: WrapsToWidth {
  var wrapsAtLayoutWidth: Bool {
    numberOfLines != 1 && preferredMaxLayoutWidth == 0
  }

  func layoutHeight(width: CGFloat) -> CGFloat {
    layoutSize(width: width).height
  }
}

extension UIListContentView: WrapsToWidth {
  var wrapsAtLayoutWidth: Bool { true }

  func layoutHeight(width: CGFloat) -> CGFloat {
    let scale = max(traitCollection.displayScale, 1)
    let height = listContentConfiguration.size(
      fitting: CGSize(width: width, height: .greatestFiniteMagnitude)
    ).height
    return (height * scale).rounded(.up) / scale
  }
}
