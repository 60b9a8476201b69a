import CanvasUIKit
import CoreGraphics
import Foundation

/// A controller whose view shows a SwiftUI view, as SwiftUI's
/// `UIHostingController`: the root view is offered the view's safe area
/// and centred in it, on the system background.
open class UIHostingController<Content: View>: UIViewController {
  /// The SwiftUI view shown.
  public var rootView: Content {
    didSet { (viewIfLoaded as? _UIHostingView<Content>)?.rootView = rootView }
  }

  /// The safe area regions the root view keeps clear of, as
  /// `safeAreaRegions`: all by default, none when set empty.
  public var safeAreaRegions: SafeAreaRegions = .all {
    didSet {
      (viewIfLoaded as? _UIHostingView<Content>)?.ignoresSafeArea =
        safeAreaRegions.isEmpty
    }
  }

  /// What the controller keeps up to date from the root view's ideal
  /// size, as iOS 16's `sizingOptions`: with `.preferredContentSize`,
  /// `preferredContentSize` is the ideal size once set; the hosting view's
  /// intrinsic content size is always the ideal size here.
  public var sizingOptions: UIHostingControllerSizingOptions = [] {
    didSet {
      if sizingOptions.contains(.preferredContentSize) {
        preferredContentSize = sizeThatFits(in: .zero)
      }
    }
  }

  /// A controller showing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { nil }

  open override func loadView() {
    let host = _UIHostingView(rootView: rootView)
    host.ignoresSafeArea = safeAreaRegions.isEmpty
    view = host
  }

  /// Presents what the root view's sheets, alerts and dialogs say is
  /// shown, as iOS presents them once the view is laid out.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard presentedViewController == nil,
      let root = (viewIfLoaded as? _UIHostingView<Content>)?.root,
      let shown = root.preference(PresentationKey.self).first
    else { return }
    present(shown.controller(), animated: false)
  }

  /// The size the root view chooses for `size` offered, a zero dimension
  /// standing for its ideal one, as `sizeThatFits(in:)` answers with a
  /// zero size (what swift-snapshot-testing's `.sizeThatFits` asks).
  public func sizeThatFits(in size: CGSize) -> CGSize {
    loadViewIfNeeded()
    return (view as? _UIHostingView<Content>)?.fittingSize(size) ?? .zero
  }
}

/// What a hosting controller sizes from its root view, as SwiftUI's
/// `UIHostingControllerSizingOptions`.
public struct UIHostingControllerSizingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The controller's preferred content size.
  public static let preferredContentSize = Self(rawValue: 1)
  /// The hosting view's intrinsic content size.
  public static let intrinsicContentSize = Self(rawValue: 2)
}

/// The safe area regions a hosting controller keeps its root view clear
/// of, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The view of a hosting controller: it lays the SwiftUI view out in its
/// bounds when UIKit lays it out, and draws it with Core Graphics when
/// UIKit draws it.
public final class _UIHostingView<Content: View>: UIView {
  var rootView: Content {
    didSet { setNeedsLayout() }
  }
  var ignoresSafeArea = false
  private(set) var root: LayoutNode?

  init(rootView: Content) {
    self.rootView = rootView
    super.init(frame: .zero)
    backgroundColor = .systemBackground
  }

  public required init?(coder: NSCoder) { nil }

  private var environment: EnvironmentValues {
    var environment = EnvironmentValues(traits: traitCollection)
    if !ignoresSafeArea {
      environment.safeArea = (
        bounds.inset(by: safeAreaInsets), safeAreaInsets
      )
    }
    return environment
  }

  /// The root view's size for `size` offered, a zero or unspecified
  /// dimension asking for its ideal one.
  func fittingSize(_ size: CGSize) -> CGSize {
    let node = makeNode(rootView, in: environment)
    return node.sizeThatFits(
      ProposedViewSize(
        width: size.width > 0 ? size.width : nil,
        height: size.height > 0 ? size.height : nil))
  }

  public override func sizeThatFits(_ size: CGSize) -> CGSize {
    fittingSize(size)
  }

  public override var intrinsicContentSize: CGSize { fittingSize(.zero) }

  /// Whether the views' `onAppear` actions have run.
  private var appeared = false

  public override func layoutSubviews() {
    super.layoutSubviews()
    var environment = environment
    environment.coordinateSpaces = CoordinateSpaces()
    let actions = HostActions()
    let preferences = HostActions()
    var state = StateRegistry()
    environment.stateRegistry = state
    if !appeared {
      environment.appearanceActions = actions
      environment.preferenceActions = preferences
    }
    var node = makeNode(rootView, in: environment)
    /// The views built again after actions ran, each taking the state its
    /// properties had, so that what the actions changed shows.
    func rebuild() {
      var again = self.environment
      again.coordinateSpaces = CoordinateSpaces()
      let earlier = state
      state = StateRegistry(earlier: earlier.met)
      again.stateRegistry = state
      node = makeNode(rootView, in: again)
    }
    if !appeared, !actions.actions.isEmpty {
      for action in actions.actions { action() }
      rebuild()
    }
    let area =
      ignoresSafeArea ? bounds : bounds.inset(by: safeAreaInsets)
    func place() {
      let size = node.sizeThatFits(ProposedViewSize(area.size))
      node.place(in: Alignment.center.place(size, in: area))
    }
    place()
    // Preferences are read once the views are laid out, as geometry
    // readers measure them then.
    if !appeared, !preferences.actions.isEmpty {
      for action in preferences.actions { action() }
      rebuild()
      place()
    }
    appeared = true
    root = node
  }

  public override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    if root == nil { layoutSubviews() }
    root?.draw(in: context)
  }
}
