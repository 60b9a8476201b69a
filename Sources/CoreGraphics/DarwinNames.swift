// Names iOS code reaches through `import UIKit` that come from Core
// Foundation and Darwin on Apple platforms, and that Foundation on Linux
// does not declare.

/// A span of time in seconds, as Core Foundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double

/// Positive infinity, as Darwin's `HUGE` (math.h's `HUGE_VAL`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let HUGE: Double = .infinity
