import CoreGraphics

/// A flow layout's per-item and per-section answers, as UIKit's protocol,
/// every method optional.
///
/// Swift on Linux has no `@objc optional`: a delegate implements the
/// methods it wants, the others answer "not implemented", and both call
/// styles of UIKit code work. A layout calls the optional style,
///
/// ```swift
/// (collectionView?.delegate as? UICollectionViewDelegateFlowLayout)?
///   .collectionView?(cv, layout: self, insetForSectionAt: s) ?? sectionInset
/// ```
///
/// which is `nil` when the delegate does not implement the method.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The size of the item at `indexPath`.
  func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize

  /// The insets of `section`.
  func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets

  /// The line spacing of `section`.
  func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat

  /// The item spacing of `section`.
  func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat

  /// The size of `section`'s header.
  func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize

  /// The size of `section`'s footer.
  func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

/// Whether the last delegate method called was one the delegate does not
/// implement.
///
/// UIKit calls delegates on one thread; the flag is per thread all the
/// same, so two threads laying out never see each other's.
enum OptionalMethod {
  /// The thread-local slot of the flag: set (non-null) when missed.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  private static var missed: Bool {
    get { pthread_getspecific(key) != nil }
    set {
      pthread_setspecific(key, newValue ? UnsafeRawPointer(bitPattern: 1) : nil)
    }
  }

  /// Notes that the default, "not implemented", answered.
  static func notImplemented<T>(_ placeholder: T) -> T {
    missed = true
    return placeholder
  }

  /// What `call` returns, or `nil` when the delegate does not implement
  /// the method.
  static func answer<T>(_ call: () -> T) -> T? {
    let outer = missed
    missed = false
    defer { missed = outer }
    let value = call()
    return missed ? nil : value
  }
}

extension UICollectionViewDelegateFlowLayout {
  /// Not implemented.
  public func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    OptionalMethod.notImplemented(.zero)
  }

  /// Not implemented.
  public func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    OptionalMethod.notImplemented(.zero)
  }

  /// Not implemented.
  public func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    OptionalMethod.notImplemented(0)
  }

  /// Not implemented.
  public func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    OptionalMethod.notImplemented(0)
  }

  /// Not implemented.
  public func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    OptionalMethod.notImplemented(.zero)
  }

  /// Not implemented.
  public func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    OptionalMethod.notImplemented(.zero)
  }

  /// The optional-method call style:
  /// `delegate.collectionView?(cv, layout: l, sizeForItemAt: p)`.
  public var collectionView: FlowLayoutDelegateCalls? {
    FlowLayoutDelegateCalls(delegate: self)
  }
}
