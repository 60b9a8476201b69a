/// What can go wrong while drawing with Cairo.
public enum CanvasCairoError: Error, Equatable, Sendable,
  CustomStringConvertible
{
  /// Cairo reported a status other than success.
  case cairo(status: String, while: String)
  /// The image would exceed what a Cairo image surface can hold.
  case imageTooLarge(width: Int, height: Int, limit: Int)
  /// The scale is not 1, 2 or 3.
  case unsupportedScale(Double)
  /// The PNG encoder failed; the text says how.
  case encoding(String)
  /// A PNG could not be read; the text says why.
  case unreadablePNG(String)

  /// What went wrong, in a sentence a user can act on.
  public var description: String {
    switch self {
    case .cairo(let status, let action):
      "Cairo failed while \(action): \(status)"
    case .imageTooLarge(let width, let height, let limit):
      "the image would be \(width)×\(height) pixels; Cairo image surfaces hold at most "
        + "\(limit) pixels a side: use a lower scale or a shorter layout"
    case .unsupportedScale(let scale):
      "scale \(scale) is not supported: use 1, 2 or 3"
    case .encoding(let reason):
      "PNG encoding failed: \(reason)"
    case .unreadablePNG(let reason):
      "not a readable PNG: \(reason)"
    }
  }
}
