import CollectionLayout
import Foundation

/// The largest a length setting may be, declared beside the setting: what
/// a length must stay under so the layout can still draw something.
///
/// A padding, an inset or a spacing is bounded by the room it sits in: the
/// canvas's width, a column of it, half of either. The bound is worked out
/// from the spec's canvas and the settings read before this one (settings
/// are read in the order they are declared), checked by the reader, named
/// in the message, and listed in the spec format article. A layout of a
/// package's own declares its bounds the same way and gets the same
/// checks:
///
/// ```swift
/// .length("gutter", \.gutter, under: .halfContentWidth)
/// ```
public struct LengthBound<Layout> {
  /// The bound in words, as messages and the article say it, such as
  /// `half the content width`.
  public let description: String
  /// The bound for the layout read so far in `environment`, in points.
  let limit: (Layout, SpecEnvironment) -> Double

  /// A bound of `description`, worked out by `limit` from the layout read
  /// so far and the spec.
  public init(
    _ description: String,
    limit: @escaping (Layout, SpecEnvironment) -> Double
  ) {
    self.description = description
    self.limit = limit
  }

  /// The content width: the canvas's width inside its content insets.
  public static var contentWidth: Self {
    Self("the content width") { _, environment in environment.contentWidth }
  }

  /// Half the content width: a padding on both sides of something as wide
  /// as the content.
  public static var halfContentWidth: Self {
    Self("half the content width") { _, environment in
      environment.contentWidth / 2
    }
  }

  /// Checks `value`, read by `reader`, against the bound: a length must
  /// be less than it, so what it pads or separates keeps some room.
  func check(_ value: Double, in layout: Layout, reader: SettingReader)
    throws(SettingError)
  {
    if let message = problem(value, in: layout, reader.environment) {
      throw reader.problem(message)
    }
  }

  /// What is wrong with `value` in `layout`, or `nil` when it is under the
  /// bound.
  func problem(
    _ value: Double, in layout: Layout, _ environment: SpecEnvironment
  ) -> String? {
    let limit = limit(layout, environment)
    guard value < limit else {
      return
        "must be at least 0 and less than \(description) (\(SettingReader.format(limit))), found \(SettingReader.format(value))"
    }
    return nil
  }
}
