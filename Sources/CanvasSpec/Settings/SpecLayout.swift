import CollectionLayout
import Foundation

/// A value a spec describes as a mapping of settings: each key named once,
/// beside the property it sets, with what it takes.
///
/// Decoding starts from ``init()``, whose values are the defaults, refuses
/// keys it does not know (suggesting the nearest), reads each key the
/// mapping gives in the order of ``settings``, then calls
/// ``finishDecoding(in:given:)``. It works with any `Decoder`: Yams' for
/// YAML, Foundation's for JSON. Problems are ``SettingError``s that name
/// the key path, for the spec reader to locate in the file.
public protocol SpecDecodable: Decodable {
  /// The value with its defaults.
  init()

  /// The keys the mapping may give.
  static var settings: [SpecSetting<Self>] { get }

  /// Keys the mapping may also give that something else reads, such as a
  /// layout's `type`.
  static func otherKeys(in environment: SpecEnvironment) -> [String]

  /// Checks the settings together and fills in what depends on others,
  /// once every setting is read.
  ///
  /// - Parameters:
  ///   - environment: What the rest of the spec says.
  ///   - given: The keys the mapping gave.
  /// - Throws: ``SettingError`` naming the key at fault, from this mapping.
  mutating func finishDecoding(
    in environment: SpecEnvironment, given: Set<String>
  ) throws(SettingError)
}

extension SpecDecodable {
  /// None.
  public static func otherKeys(in environment: SpecEnvironment) -> [String] {
    []
  }

  /// Nothing to check.
  public mutating func finishDecoding(
    in environment: SpecEnvironment, given: Set<String>
  ) throws(SettingError) {}

  /// The keys of ``settings``, in order.
  public static var settingNames: [String] { settings.map(\.name) }

  /// Checks the values this one holds, made in code rather than read
  /// from a spec, against the ranges its settings declare: what reading
  /// them from a spec would refuse is refused here too.
  ///
  /// - Throws: ``SettingError`` naming the first setting out of range.
  public func checkSettings(in environment: SpecEnvironment)
    throws(SettingError)
  {
    for setting in Self.settings {
      do {
        try setting.check?(self, environment)
      } catch let error as SettingError {
        throw error
      } catch {
        throw SettingError(
          path: [.key(setting.name)], message: "\(error)")
      }
    }
  }

  /// The keys whose values are bounded beyond their kind, with the bound
  /// in words, in order: what the spec format article lists.
  public static var settingBounds: [(key: String, bound: String)] {
    settings.compactMap { setting in setting.bound.map { (setting.name, $0) } }
  }

  /// Decodes the value as ``SpecDecodable`` describes.
  public init(from decoder: any Decoder) throws {
    self = try Self.decodeSettings(from: decoder)
  }

  /// The value `decoder`'s mapping describes, read setting by setting: what
  /// ``init(from:)`` does, for types that also accept another form.
  public static func decodeSettings(from decoder: any Decoder) throws -> Self {
    let environment = SpecEnvironment(decoder)
    let here = SettingError.steps(decoder.codingPath)
    let container: KeyedDecodingContainer<SettingKey>
    do {
      container = try decoder.container(keyedBy: SettingKey.self)
    } catch {
      throw SettingError(path: here, message: "", expected: "a mapping")
    }
    let settings = Self.settings
    let known = settings.map(\.name) + otherKeys(in: environment)
    let keys = container.allKeys.map(\.stringValue)
    for key in keys where !known.contains(key) {
      throw SettingError(
        path: here + [.key(key)],
        message: Spelling.unknownKey(key, allowed: known), isKey: true)
    }
    var value = Self()
    var given: Set<String> = []
    for setting in settings {
      if let reader = try SettingReader(
        container, setting.name, present: keys, environment: environment)
      {
        try setting.read(&value, reader)
        given.insert(setting.name)
      } else if setting.isRequired {
        throw SettingError(
          path: here + [.key(setting.name)], message: "is required")
      }
    }
    do {
      try value.finishDecoding(in: environment, given: given)
    } catch {
      throw SettingError(
        path: here + error.path, message: error.message,
        expected: error.expected, isKey: error.isKey)
    }
    return value
  }
}

/// A layout that specs can name and configure: its `type:` name, the keys
/// it reads with the values each takes, and how it is made from them.
///
/// Adopt it to have specs (and `canvas render`) use your layout:
///
/// ```swift
/// extension StackLayout: SpecLayout {
///   public static let typeName = "stack"
///   public static var settings: [SpecSetting<Self>] {
///     [.length("spacing", \.spacing), .positiveSize("itemSize", \.itemSize)]
///   }
/// }
/// ```
///
/// then register it (`LayoutRegistry.builtIn.adding(StackLayout.self)` in
/// CanvasSpec). What the elements draw is the `ElementContent` the layout
/// attaches while it prepares.
public protocol SpecLayout: CollectionViewLayout, SpecDecodable {
  /// The name specs give as the layout's `type`, such as `flow`.
  static var typeName: String { get }

  /// The keys one section of a spec may give to change the layout for
  /// that section, as a delegate's per-section answers do.
  static var sectionSettings: [SectionSetting<Self>] { get }

  /// Whether the spec's content may be a `tree:` instead of `sections:`
  /// (level by level, each node knowing its children).
  static var takesTree: Bool { get }
}

extension SpecLayout {
  /// `type`, which names the layout.
  public static func otherKeys(in environment: SpecEnvironment) -> [String] {
    ["type"]
  }

  /// The keys of ``sectionSettings``, in order.
  public static var sectionSettingNames: [String] {
    sectionSettings.map(\.name)
  }

  /// No per-section keys.
  public static var sectionSettings: [SectionSetting<Self>] { [] }

  /// Sections, not a tree.
  public static var takesTree: Bool { false }
}

/// What a spec's values may learn from the rest of the spec and the limits
/// while they are decoded.
public struct SpecEnvironment: Sendable {
  /// The key of a decoder's `userInfo` that holds the environment.
  public static let userInfoKey = CodingUserInfoKey.named(
    "CollectionCanvas.SpecEnvironment")

  /// The spec's `seed`, for layouts that make random choices.
  public var seed: UInt64
  /// The collection view's size; a height of 0 means as tall as the
  /// content.
  public var canvasSize: CGSize
  /// The width inside the canvas's content insets.
  ///
  /// It is the room a vertical layout lays out across. The largest canvas side until the canvas is
  /// read.
  public var contentWidth: Double
  /// The largest length of a size, spacing or inset, in points.
  public var maximumLength: Double
  /// The largest canvas side, in points.
  public var maximumCanvasSide: Double
  /// The most items in one spec.
  public var maximumItems: Int
  /// The most characters in one text.
  public var maximumTextLength: Int
  /// The keys a section may give for the layouts specs may name.
  public var sectionLayoutKeys: [String]
  /// The folder the spec is in, which image paths are relative to; the
  /// current folder when `nil`.
  public var baseDirectory: URL?

  /// An environment; the defaults are those of a spec with no limits
  /// changed.
  public init(
    seed: UInt64 = 0,
    canvasSize: CGSize = .zero,
    maximumLength: Double = 100_000,
    maximumCanvasSide: Double = 100_000,
    maximumItems: Int = 1_000_000,
    maximumTextLength: Int = 10_000,
    contentWidth: Double? = nil,
    sectionLayoutKeys: [String] = [],
    baseDirectory: URL? = nil
  ) {
    self.seed = seed
    self.canvasSize = canvasSize
    self.maximumLength = maximumLength
    self.maximumCanvasSide = maximumCanvasSide
    self.maximumItems = maximumItems
    self.maximumTextLength = maximumTextLength
    self.contentWidth = contentWidth ?? maximumCanvasSide
    self.sectionLayoutKeys = sectionLayoutKeys
    self.baseDirectory = baseDirectory
  }

  /// The environment `decoder` carries, or the defaults.
  public init(_ decoder: any Decoder) {
    self =
      decoder.userInfo[Self.userInfoKey] as? SpecEnvironment
      ?? SpecEnvironment()
  }
}

/// A problem with one setting: where it is, and what is wrong.
public struct SettingError: Error, Hashable, Sendable {
  /// One step of a path: a key of a mapping or an index of a list.
  public enum Step: Hashable, Sendable {
    /// A key of a mapping.
    case key(String)
    /// An index of a list, from 0.
    case index(Int)
  }

  /// Where the problem is, from the document (or from the mapping being
  /// checked, in ``SpecDecodable/finishDecoding(in:given:)``).
  public var path: [Step]
  /// What is wrong, such as `must be from 1 to 100, found 0`.
  public var message: String
  /// What was expected when the value is of the wrong kind (`a number`);
  /// the spec reader then says what it found.
  public var expected: String?
  /// Whether the problem is the key itself, such as an unknown one.
  public var isKey: Bool

  /// A problem at `path`.
  public init(
    path: [Step], message: String, expected: String? = nil,
    isKey: Bool = false
  ) {
    self.path = path
    self.message = message
    self.expected = expected
    self.isKey = isKey
  }

  /// The steps of a decoder's coding path.
  public static func steps(_ codingPath: [any CodingKey]) -> [Step] {
    codingPath.map { key in
      key.intValue.map(Step.index) ?? .key(key.stringValue)
    }
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
