import CanvasUIKit
import SnapshotTesting

/// A controller hierarchy in UIKit's `_printHierarchy` format, with the
/// pointers taken out as swift-snapshot-testing takes them out: each
/// controller's class, whether it appeared, and its view's class, or that
/// its view is not loaded or not in the window; children indented by
/// `   | `.
@MainActor struct ControllerHierarchy {
  let root: UIViewController
  /// The window's root view: a loaded view below it is in the window.
  let window: UIView

  var text: String {
    var lines: [String] = []
    describe(root, depth: 0, shown: true, into: &lines)
    return lines.joined(separator: "\n")
  }

  /// A class's name as Objective-C prints it, without this package's
  /// module for UIKit's own classes.
  private func name(_ object: AnyObject) -> String {
    let full = String(reflecting: type(of: object))
    for module in ["CanvasUIKit."] where full.hasPrefix(module) {
      return String(full.dropFirst(module.count))
    }
    return full
  }

  private func isInWindow(_ view: UIView) -> Bool {
    var current: UIView? = view
    while let each = current {
      if each === window { return true }
      current = each.superview
    }
    return false
  }

  private func describe(
    _ controller: UIViewController, depth: Int, shown: Bool,
    into lines: inout [String]
  ) {
    var line = String(repeating: "   | ", count: depth)
    line +=
      "<\(name(controller))>, state: \(shown ? "appeared" : "disappeared"), view: "
    if let view = controller.viewIfLoaded {
      // UIKit's containers show their children in a view of their own.
      let viewName =
        controller is UINavigationController
          || controller is UISplitViewController
        ? "UILayoutContainerView"
        : controller is UIPageViewController
          ? "_UIPageViewControllerContentView" : name(view)
      line += "<\(viewName)>"
      if !isInWindow(view) { line += " not in the window" }
    } else {
      line += "(view not loaded)"
    }
    lines.append(line)
    let shownChildren = controller.shownChildren
    for child in controller.children {
      describe(
        child, depth: depth + 1,
        shown: shown && shownChildren.contains { $0 === child }, into: &lines)
    }
  }
}
