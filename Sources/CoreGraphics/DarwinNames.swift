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

/// Nanoseconds in a second, as Dispatch's `NSEC_PER_SEC` on Darwin, which
/// iOS code multiplies a delay by for `DispatchTime`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond, as Dispatch's `NSEC_PER_MSEC` on Darwin.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond, as Dispatch's `NSEC_PER_USEC` on Darwin.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second, as Dispatch's `USEC_PER_SEC` on Darwin.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let USEC_PER_SEC: UInt64 = 1_000_000
