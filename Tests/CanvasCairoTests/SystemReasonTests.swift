import CanvasCairo
import Foundation
import Testing

@Suite struct SystemReasonTests {
  struct Refused: Error, CustomStringConvertible {
    var description: String { "the spec was refused" }
  }

  /// The package's own errors describe themselves; Foundation's give the
  /// system's words for the code inside them.
  @Test func reasonsAreInTheSystemsOrTheErrorsOwnWords() {
    #expect(SystemReason.of(Refused()) == "the spec was refused")
    let full = CocoaError(
      .fileWriteOutOfSpace,
      userInfo: [
        NSUnderlyingErrorKey: NSError(
          domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
      ])
    #expect(SystemReason.of(full) == "No space left on device")
    #expect(SystemReason.of(POSIXError(.EISDIR)) == "Is a directory")
  }
}
