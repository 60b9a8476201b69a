import CollectionLayout
import Foundation

/// One key of a spec mapping: its name, and how its value is read and
/// checked into the value the mapping describes (a layout, the canvas...).
///
/// Each key is named once, beside the property it sets:
///
/// ```swift
/// .count("numberOfColumns", \.numberOfColumns, in: 1...100)
/// ```
public struct SpecSetting<Layout> {
  /// The key.
  public let name: String
  /// Whether the mapping must give the key.
  public private(set) var isRequired = false
  /// What bounds the value beyond its kind, in words (`half the content
  /// width`); `nil` when only the kind does.
  public private(set) var bound: String?
  /// Checks the value a layout made in code holds, as reading it from a
  /// spec would; `nil` for settings a spec's reading alone checks.
  var check: ((Layout, SpecEnvironment) throws -> Void)?
  /// Reads the value and sets it.
  let read: (inout Layout, SettingReader) throws -> Void

  /// A setting read by `read`, for values the kinds below do not cover.
  public init(
    _ name: String, read: @escaping (inout Layout, SettingReader) throws -> Void
  ) {
    self.name = name
    self.read = read
  }

  /// This setting, which the mapping must give.
  public var required: Self {
    var setting = self
    setting.isRequired = true
    return setting
  }

  /// Any text up to the spec's longest text.
  public static func text(
    _ name: String, _ property: WritableKeyPath<Layout, String?>
  ) -> Self {
    Self(name) { $0[keyPath: property] = try $1.text() }
  }

  /// A value of a type that decodes itself, such as a list of items.
  public static func decoded<Value: Decodable>(
    _ name: String, _ property: WritableKeyPath<Layout, Value>
  ) -> Self {
    Self(name) { $0[keyPath: property] = try $1.decode(Value.self) }
  }

  /// A length from 0 up to the spec's largest length, and less than
  /// `bound` when one is given.
  public static func length(
    _ name: String, _ property: WritableKeyPath<Layout, CGFloat>,
    under bound: LengthBound<Layout>? = nil
  ) -> Self {
    var setting = Self(name) { layout, reader in
      let value = try reader.length()
      try bound?.check(Double(value), in: layout, reader: reader)
      layout[keyPath: property] = value
    }
    setting.bound = bound.map { "less than \($0.description)" }
    setting.check = { layout, environment in
      let value = Double(layout[keyPath: property])
      try Self.checkLength(value, name, environment)
      if let message = bound?.problem(value, in: layout, environment) {
        throw SettingError(path: [.key(name)], message: message)
      }
    }
    return setting
  }

  /// A length above 0.
  public static func positiveLength(
    _ name: String, _ property: WritableKeyPath<Layout, CGFloat>
  ) -> Self {
    var setting = Self(name) { $0[keyPath: property] = try $1.positiveLength() }
    setting.check = { layout, environment in
      let value = Double(layout[keyPath: property])
      try Self.checkLength(value, name, environment, positive: true)
    }
    return setting
  }

  /// A number from 0 to 1.
  public static func fraction(
    _ name: String, _ property: WritableKeyPath<Layout, CGFloat>
  ) -> Self {
    var setting = Self(name) { $0[keyPath: property] = try $1.fraction() }
    setting.check = { layout, _ in
      let value = layout[keyPath: property]
      guard value >= 0, value <= 1 else {
        throw SettingError(
          path: [.key(name)], message: "must be from 0 to 1, found \(value)")
      }
    }
    return setting
  }

  /// A whole number in `range`.
  public static func count(
    _ name: String, _ property: WritableKeyPath<Layout, Int>,
    in range: ClosedRange<Int>
  ) -> Self {
    var setting = Self(name) {
      $0[keyPath: property] = try $1.integer(in: range)
    }
    setting.check = { layout, _ in
      let value = layout[keyPath: property]
      guard range.contains(value) else {
        throw SettingError(
          path: [.key(name)],
          message:
            "must be from \(range.lowerBound) to \(range.upperBound), found \(value)"
        )
      }
    }
    return setting
  }

  /// A list of whole numbers from 1 up to the spec's most items.
  public static func counts(
    _ name: String, _ property: WritableKeyPath<Layout, [Int]>
  ) -> Self {
    Self(name) { $0[keyPath: property] = try $1.integers() }
  }

  /// `true` or `false`.
  public static func flag(
    _ name: String, _ property: WritableKeyPath<Layout, Bool>
  ) -> Self {
    Self(name) { $0[keyPath: property] = try $1.bool() }
  }

  /// One of the cases of a string enumeration, by raw value.
  public static func choice<Value>(
    _ name: String, _ property: WritableKeyPath<Layout, Value>
  ) -> Self
  where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    Self(name) { $0[keyPath: property] = try $1.choice(Value.self) }
  }

  /// A size as `[width, height]` or `{width, height}`.
  public static func size(
    _ name: String, _ property: WritableKeyPath<Layout, CGSize>
  ) -> Self {
    var setting = Self(name) { $0[keyPath: property] = try $1.size() }
    setting.check = { layout, environment in
      let size = layout[keyPath: property]
      try Self.checkLength(Double(size.width), name, environment)
      try Self.checkLength(Double(size.height), name, environment)
    }
    return setting
  }

  /// A size whose width and height are both above 0.
  public static func positiveSize(
    _ name: String, _ property: WritableKeyPath<Layout, CGSize>
  ) -> Self {
    var setting = Self(name) {
      $0[keyPath: property] = try $1.size(positive: true)
    }
    setting.check = { layout, environment in
      let size = layout[keyPath: property]
      try Self.checkLength(
        Double(size.width), name, environment, positive: true)
      try Self.checkLength(
        Double(size.height), name, environment, positive: true)
    }
    return setting
  }

  /// Insets as one number, `[top, left, bottom, right]` or a mapping;
  /// the left and right together less than `across` when it is given.
  public static func insets(
    _ name: String, _ property: WritableKeyPath<Layout, EdgeInsets>,
    across bound: LengthBound<Layout>? = nil
  ) -> Self {
    var setting = Self(name) { layout, reader in
      let insets = try reader.insets()
      try bound?.check(
        Double(insets.left + insets.right), in: layout, reader: reader)
      layout[keyPath: property] = insets
    }
    setting.bound = bound.map {
      "left and right together less than \($0.description)"
    }
    setting.check = { layout, environment in
      let insets = layout[keyPath: property]
      for edge in [insets.top, insets.left, insets.bottom, insets.right] {
        try Self.checkLength(Double(edge), name, environment)
      }
      if let message = bound?.problem(
        Double(insets.left + insets.right), in: layout, environment)
      {
        throw SettingError(path: [.key(name)], message: message)
      }
    }
    return setting
  }

  /// A font as Pango names one, such as `DejaVu Sans Bold 14`, or a text
  /// style that follows the canvas's content size category (`body`).
  public static func font(
    _ name: String, _ property: WritableKeyPath<Layout, Font>
  ) -> Self {
    var setting = Self(name) { $0[keyPath: property] = try $1.font() }
    setting.check = { layout, _ in
      let size = layout[keyPath: property].pointSize
      guard size >= SettingReader.smallestPointSize,
        size <= Font.largestPointSize
      else {
        throw SettingError(
          path: [.key(name)],
          message:
            "a font of \(size) points: its size must be from \(SettingReader.format(Double(SettingReader.smallestPointSize))) to \(SettingReader.format(Double(Font.largestPointSize))) points"
        )
      }
    }
    return setting
  }

  /// Refuses a length that is not finite, is negative (or, if `positive`,
  /// not above 0) or is past the spec's largest length, as reading it
  /// from a spec would.
  static func checkLength(
    _ value: Double, _ name: String, _ environment: SpecEnvironment,
    positive: Bool = false
  ) throws(SettingError) {
    let path: [SettingError.Step] = [.key(name)]
    guard value.isFinite else {
      throw SettingError(
        path: path,
        message: "expected a finite number, found \(value)")
    }
    if positive, value <= 0 {
      throw SettingError(
        path: path,
        message: "must be above 0, found \(SettingReader.format(value))")
    }
    _ = try SettingReader.length(
      value, maximum: environment.maximumLength
    ) { SettingError(path: path, message: $0) }
  }

  /// The settings of a part of the layout, such as the annotation of photo
  /// cards, read from keys of the layout's own mapping.
  public static func part<Part>(
    _ property: WritableKeyPath<Layout, Part>, _ settings: [SpecSetting<Part>]
  ) -> [Self] {
    settings.map { setting in
      var whole = Self(setting.name) { layout, reader in
        try setting.read(&layout[keyPath: property], reader)
      }
      whole.isRequired = setting.isRequired
      whole.bound = setting.bound
      whole.check = setting.check.map { check in
        { layout, environment in
          try check(layout[keyPath: property], environment)
        }
      }
      return whole
    }
  }
}

/// One key a section of a spec may give to change its layout for that
/// section, such as a waterfall's `columnCount`.
public struct SectionSetting<Layout> {
  /// The key.
  public let name: String
  /// Reads the value and sets it in the layout for a section.
  let read: (inout Layout, Int, SettingReader) throws -> Void

  /// A setting that `read` applies to the section at its index.
  public init(
    _ name: String,
    read: @escaping (inout Layout, _ section: Int, SettingReader) throws -> Void
  ) {
    self.name = name
    self.read = read
  }

  /// Applies the setting to `layout` for `section` when `container` gives
  /// it.
  public func apply(
    to layout: inout Layout, section: Int,
    from container: KeyedDecodingContainer<SettingKey>,
    environment: SpecEnvironment
  ) throws {
    if let reader = try SettingReader(
      container, name, environment: environment)
    {
      try read(&layout, section, reader)
    }
  }
}
