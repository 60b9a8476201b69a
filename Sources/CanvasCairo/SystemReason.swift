import Foundation

/// What the system said about a failed file operation, in its own words
/// ("No space left on device", "Is a directory"), rather than Foundation's
/// "The operation could not be completed".
public enum SystemReason {
  /// The reason for `errno` value `code`.
  public static func of(code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// The reason inside `error`: its POSIX code where it carries one, its
  /// own description otherwise.
  public static func of(_ error: any Error) -> String {
    if let posix = error as? POSIXError {
      return of(code: posix.code.rawValue)
    }
    // A Swift error of the package's own describes itself; Foundation's
    // (CocoaError, NSError) carry the system's code inside.
    if !(error is CocoaError), !(type(of: error) is NSError.Type) {
      return String(describing: error)
    }
    let nsError = error as NSError
    for candidate in [
      nsError, nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
    ] {
      if let candidate, candidate.domain == NSPOSIXErrorDomain {
        return of(code: Int32(truncatingIfNeeded: candidate.code))
      }
    }
    return nsError.localizedDescription
  }
}
