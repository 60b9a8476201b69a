import SnapshotTesting
import Testing
import UIKit

// Written as an iOS test file is written: `import UIKit` and
// `import SnapshotTesting`, nothing of this package's own names. Every line
// here compiles against Apple's UIKit too.

/// A value whose release the tests watch.
@MainActor private final class Watched {
  nonisolated(unsafe) static var released = 0
  deinit { Watched.released += 1 }
}

/// An object that holds a value the way a library's extension does, with
/// the address of a static as its key.
@MainActor private final class Host {}

nonisolated(unsafe) private var badgeKey: UInt8 = 0
nonisolated(unsafe) private var titleKey: UInt8 = 0

@MainActor @Suite(.serialized) struct UIKitModuleTests {
  /// `#if canImport(UIKit)`, the guard cross-platform code uses, takes the
  /// UIKit branch on Linux.
  @Test func uiKitCanBeImported() {
    #if canImport(UIKit)
    let uiKit = true
    #else
    let uiKit = false
    #endif
    #expect(uiKit)
  }

  /// The strategies of swift-snapshot-testing's UIKit files are found
  /// through the two imports an iOS test file says.
  @Test func snapshotStrategiesAreFoundThroughUIKit() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    var description: String?
    Snapshotting<UIView, String>.recursiveDescription.snapshot(view).run {
      description = $0
    }
    #expect(description?.hasPrefix("<UIView; frame = (0 0; 20 10)") == true)
    // Type-checked only: the calls a snapshot test makes.
    let _: (UIViewController) -> Void = { controller in
      assertSnapshot(of: controller, as: .image(on: .iPhone13))
      assertSnapshot(of: controller, as: .recursiveDescription(on: .iPhoneSe))
      assertSnapshot(
        of: controller.view, as: .image(size: CGSize(width: 1, height: 1)))
    }
  }

  /// `objc_setAssociatedObject` keeps a retained value as long as its
  /// object, an assigned one not at all, and `nil` removes it, as the
  /// Objective-C runtime documents.
  @Test func associatedObjectsFollowTheirPolicies() {
    Watched.released = 0
    var host: Host? = Host()
    objc_setAssociatedObject(
      host as Any, &badgeKey, Watched(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(Watched.released == 0)
    #expect(objc_getAssociatedObject(host as Any, &badgeKey) is Watched)
    #expect(objc_getAssociatedObject(host as Any, &titleKey) == nil)

    objc_setAssociatedObject(
      host as Any, &titleKey, "Inbox", .OBJC_ASSOCIATION_COPY)
    #expect(
      objc_getAssociatedObject(host as Any, &titleKey) as? String == "Inbox")
    objc_setAssociatedObject(
      host as Any, &titleKey, nil, .OBJC_ASSOCIATION_COPY)
    #expect(objc_getAssociatedObject(host as Any, &titleKey) == nil)

    do {
      let weakly = Watched()
      objc_setAssociatedObject(
        host as Any, &titleKey, weakly, .OBJC_ASSOCIATION_ASSIGN)
      #expect(objc_getAssociatedObject(host as Any, &titleKey) is Watched)
    }
    // An assigned value is not kept alive.
    #expect(Watched.released == 1)

    // The retained value goes with its object.
    host = nil
    objc_setAssociatedObject(Host(), &badgeKey, 1, .OBJC_ASSOCIATION_RETAIN)
    #expect(Watched.released == 2)
  }

  /// The string forms of geometry, in the format `NSStringFromCGRect` and
  /// its kin document, and read back.
  @Test func geometryStrings() {
    let rect = CGRect(x: 1, y: 2.5, width: 3, height: 4)
    #expect(NSCoder.string(for: rect) == "{{1, 2.5}, {3, 4}}")
    #expect(NSCoder.cgRect(for: "{{1, 2.5}, {3, 4}}") == rect)
    #expect(NSCoder.cgPoint(for: "{-3, 7}") == CGPoint(x: -3, y: 7))
    #expect(NSCoder.cgSize(for: "{10, 20}") == CGSize(width: 10, height: 20))
    #expect(NSCoder.cgSize(for: "nonsense") == .zero)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(NSCoder.string(for: insets) == "{1, 2, 3, 4}")
    #expect(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}") == insets)
    #expect(
      NSCoder.string(for: CGAffineTransform(translationX: 5, y: 6))
        == "[1, 0, 0, 1, 5, 6]")
  }

  /// Geometry boxed in `NSValue` and taken out again.
  @Test func geometryInValues() {
    let size = CGSize(width: 3, height: 4)
    #expect(NSValue(cgSize: size).cgSizeValue == size)
    #expect(
      NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(NSValue(cgRect: rect).cgRectValue == rect)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
  }

  /// Names iOS code reaches through UIKit from Core Foundation, Darwin
  /// and Core Animation.
  @Test func namesFromOtherSystemModules() {
    let start: CFTimeInterval = CACurrentMediaTime()
    #expect(CACurrentMediaTime() >= start)
    // Darwin's math.h: `#define HUGE MAXFLOAT`, the largest finite float.
    #expect(HUGE == Float.greatestFiniteMagnitude)
  }

  /// The deprecated layout guides are the safe area's edges: content
  /// pinned under `topLayoutGuide` starts where the status bar ends.
  @Test func barLayoutGuidesAreTheSafeAreasEdges() {
    let controller = UIViewController()
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(
        equalTo: controller.topLayoutGuide.bottomAnchor),
      label.bottomAnchor.constraint(
        equalTo: controller.bottomLayoutGuide.topAnchor),
      label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
    ])
    var described = ""
    Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhone13)
      .snapshot(controller).run { described = $0 }
    // The iPhone 13's safe area: 47 points at the top, 34 at the bottom.
    #expect(label.frame.minY == 47)
    #expect(abs(label.frame.maxY - (844 - 34)) < 0.001)
    #expect(controller.topLayoutGuide.length == 47)
    #expect(controller.bottomLayoutGuide.length == 34)
    #expect(!described.isEmpty)
  }
}
