import CoreGraphics
import Foundation

/// The seconds since the machine started, as Core Animation's
/// `CACurrentMediaTime()`: a monotonic clock for measuring spans of time.
///
/// Nothing drawn depends on it: a screen is drawn at rest, whatever the
/// clock says.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CACurrentMediaTime() -> CFTimeInterval {
  ProcessInfo.processInfo.systemUptime
}
