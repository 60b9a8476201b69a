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
    setting.bound = bound?.description
    return setting
  }

  /// A length above 0.
  public static func positiveLength(
    _ name: String, _ property: WritableKeyPath<Layout, CGFloat>
  ) -> Self {
    Self(name) { $0[keyPath: property] = try $1.positiveLength() }
  }

  /// A number from 0 to 1.
  public static func fraction(
    _ name: String, _ property: WritableKeyPath<Layout, CGFloat>
  ) -> Self {
    Self(name) { $0[keyPath: property] = try $1.fraction() }
  }

  /// A whole number in `range`.
  public static func count(
    _ name: String, _ property: WritableKeyPath<Layout, Int>,
    in range: ClosedRange<Int>
  ) -> Self {
    Self(name) { $0[keyPath: property] = try $1.integer(in: range) }
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
    Self(name) { $0[keyPath: property] = try $1.size() }
  }

  /// A size whose width and height are both above 0.
  public static func positiveSize(
    _ name: String, _ property: WritableKeyPath<Layout, CGSize>
  ) -> Self {
    Self(name) { $0[keyPath: property] = try $1.size(positive: true) }
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
    setting.bound = bound.map { "left and right: \($0.description)" }
    return setting
  }

  /// A font as Pango names one, such as `DejaVu Sans Bold 14`, or a text
  /// style that follows the canvas's content size category (`body`).
  public static func font(
    _ name: String, _ property: WritableKeyPath<Layout, Font>
  ) -> Self {
    Self(name) { $0[keyPath: property] = try $1.font() }
  }

  /// The settings of a part of the layout, such as the annotation of photo
  /// cards, read from keys of the layout's own mapping.
  public static func part<Part>(
    _ property: WritableKeyPath<Layout, Part>, _ settings: [SpecSetting<Part>]
  ) -> [Self] {
    settings.map { setting in
      Self(setting.name) { layout, reader in
        try setting.read(&layout[keyPath: property], reader)
      }
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
