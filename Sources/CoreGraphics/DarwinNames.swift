// Names iOS code reaches through `import UIKit` that come from Core
// Foundation and Darwin on Apple platforms, and that Foundation on Linux
// does not declare.

/// A span of time in seconds, as Core Foundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double

/// The largest finite `Float`, as Darwin's `HUGE` (math.h's `MAXFLOAT`),
/// which iOS code gives an animation's `repeatCount` to repeat it for
/// ever.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let HUGE: Float = .greatestFiniteMagnitude
