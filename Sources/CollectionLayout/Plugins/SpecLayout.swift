import Foundation

/// A layout that specs can name and configure: its `type:` name, the keys
/// it reads with the values each takes, and how it is made from them.
///
/// Adopt it to have specs (and `canvas render`) use your layout:
///
/// ```swift
/// extension StackLayout: SpecLayout {
///   public static let typeName = "stack"
///   public static var settings: [LayoutSetting<Self>] {
///     [.length("spacing", \.spacing), .positiveSize("itemSize", \.itemSize)]
///   }
/// }
/// ```
///
/// then register it (`LayoutRegistry.builtIn.adding(StackLayout.self)` in
/// CanvasSpec). Decoding starts from ``init()``, whose values are the
/// defaults, and reads each key the spec gives once, in the order of
/// ``settings``; what the elements draw is the ``ElementContent`` the
/// layout attaches while it prepares.
public protocol SpecLayout: CollectionViewLayout, Decodable {
  /// The name specs give as the layout's `type`, such as `flow`.
  static var typeName: String { get }

  /// The keys a spec's `layout:` may give besides `type`.
  static var settings: [LayoutSetting<Self>] { get }

  /// The keys one section of a spec may give to change the layout for
  /// that section, as a delegate's per-section answers do.
  static var sectionSettings: [SectionSetting<Self>] { get }

  /// Whether the spec's content may be a `tree:` instead of `sections:`
  /// (level by level, each node knowing its children).
  static var takesTree: Bool { get }

  /// The layout with its defaults: UIKit's, or its seed article's.
  init()

  /// Checks the settings together and takes what the spec says outside
  /// `layout:`, once every setting is read.
  ///
  /// - Throws: ``SettingError`` naming the key at fault.
  mutating func finishDecoding(in environment: LayoutEnvironment)
    throws(SettingError)
}

extension SpecLayout {
  /// The keys of ``settings``, in order.
  public static var settingNames: [String] { settings.map(\.name) }

  /// The keys of ``sectionSettings``, in order.
  public static var sectionSettingNames: [String] {
    sectionSettings.map(\.name)
  }

  /// No per-section keys.
  public static var sectionSettings: [SectionSetting<Self>] { [] }

  /// Sections, not a tree.
  public static var takesTree: Bool { false }

  /// Nothing to check.
  public mutating func finishDecoding(in environment: LayoutEnvironment)
    throws(SettingError)
  {}

  /// Starts from ``init()`` and applies each of ``settings`` the decoder's
  /// mapping gives, in order, then ``finishDecoding(in:)``.
  ///
  /// The environment comes from the decoder's `userInfo` at
  /// ``LayoutEnvironment/userInfoKey``; the defaults when it is absent.
  public init(from decoder: any Decoder) throws {
    self.init()
    let environment = LayoutEnvironment(decoder)
    let container = try decoder.container(keyedBy: SettingKey.self)
    for setting in Self.settings {
      if let reader = try SettingReader(
        container, setting.name, environment: environment)
      {
        try setting.read(&self, reader)
      }
    }
    try finishDecoding(in: environment)
  }
}

/// What a layout may learn from the rest of its spec while it is decoded.
public struct LayoutEnvironment: Sendable {
  /// The key of a decoder's `userInfo` that holds the environment.
  public static let userInfoKey = CodingUserInfoKey.named(
    "CollectionCanvas.LayoutEnvironment")

  /// The spec's `seed`, for layouts that make random choices.
  public var seed: UInt64
  /// The collection view's size; a height of 0 means as tall as the
  /// content.
  public var canvasSize: CGSize
  /// The largest length of a size, spacing or inset, in points.
  public var maximumLength: Double
  /// The most items in one spec.
  public var maximumItems: Int

  /// An environment; the defaults are those of a spec with no limits
  /// changed.
  public init(
    seed: UInt64 = 0,
    canvasSize: CGSize = .zero,
    maximumLength: Double = 100_000,
    maximumItems: Int = 1_000_000
  ) {
    self.seed = seed
    self.canvasSize = canvasSize
    self.maximumLength = maximumLength
    self.maximumItems = maximumItems
  }

  /// The environment `decoder` carries, or the defaults.
  init(_ decoder: any Decoder) {
    self =
      decoder.userInfo[Self.userInfoKey] as? LayoutEnvironment
      ?? LayoutEnvironment()
  }
}

/// A problem with one setting: where it is, below the layout's mapping,
/// and what is wrong.
public struct SettingError: Error, Hashable, Sendable {
  /// One step of a path: a key of a mapping or an index of a list.
  public enum Step: Hashable, Sendable {
    /// A key of a mapping.
    case key(String)
    /// An index of a list, from 0.
    case index(Int)
  }

  /// Where the problem is, from the mapping being decoded.
  public var path: [Step]
  /// What is wrong, such as `must be from 1 to 100, found 0`.
  public var message: String
  /// What was expected when the value is of the wrong kind (`a number`);
  /// the spec reader then says what it found.
  public var expected: String?

  /// A problem at `path`.
  public init(path: [Step], message: String, expected: String? = nil) {
    self.path = path
    self.message = message
    self.expected = expected
  }
}

/// A key of a spec mapping, by name.
public struct SettingKey: CodingKey, Hashable, Sendable {
  /// The key's name.
  public var stringValue: String
  /// Never an index.
  public var intValue: Int? { nil }

  /// The key named `stringValue`.
  public init(stringValue: String) {
    self.stringValue = stringValue
  }

  /// Keys are names only.
  public init?(intValue: Int) {
    nil
  }
}

extension CodingUserInfoKey {
  /// The key `name`.
  public static func named(_ name: String) -> CodingUserInfoKey {
    guard let key = CodingUserInfoKey(rawValue: name) else {
      preconditionFailure("'\(name)' is not a user-info key")
    }
    return key
  }
}
