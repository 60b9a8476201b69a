import CoreGraphics

/// A view a table or collection view dequeues and puts back for reuse:
/// told `prepareForReuse()` as it is dequeued again.
@MainActor protocol ReusableView: UIView {
  func prepareForReuse()
}

extension UITableViewCell: ReusableView {}
extension UITableViewHeaderFooterView: ReusableView {}
extension UICollectionReusableView: ReusableView {}

/// UIKit's reuse queues, one for a collection view and one for each kind
/// of a table view's views: what is registered under each reuse key (a
/// class, or a nib, which Linux cannot load) and the views put back under
/// it, newest out first.
@MainActor struct ReusePool<View: ReusableView> {
  /// What a reuse key dequeues when nothing is queued under it.
  enum Registration {
    case viewClass(AnyClass)
    case nib(UINib)
  }

  private var registrations: [String: Registration] = [:]
  private var queues: [String: [View]] = [:]

  /// Registers `viewClass` under `key`, in place of what was; `nil`
  /// removes the registration.
  mutating func register(_ viewClass: AnyClass?, for key: String) {
    registrations[key] = viewClass.map(Registration.viewClass)
  }

  /// Registers `nib` under `key`, in place of what was; `nil` removes the
  /// registration.
  mutating func register(_ nib: UINib?, for key: String) {
    registrations[key] = nib.map(Registration.nib)
  }

  /// What is registered under `key`.
  func registration(for key: String) -> Registration? { registrations[key] }

  /// The view put back last under `key`, told it is reused; `nil` when
  /// none is queued.
  mutating func reused(for key: String) -> View? {
    guard let view = queues[key]?.popLast() else { return nil }
    view.prepareForReuse()
    return view
  }

  /// Puts `view` back under `key`, out of the view hierarchy.
  mutating func enqueue(_ view: View, for key: String) {
    view.removeFromSuperview()
    queues[key, default: []].append(view)
  }
}
