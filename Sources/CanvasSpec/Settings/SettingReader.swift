import CollectionLayout
import Foundation

/// Reads and checks the value of one setting, throwing a ``SettingError``
/// that says where, from the document, and what is wrong.
///
/// It reads through any `Decoder`: scalars are taken as they come (a
/// number, a flag or text), so YAML and JSON read alike.
public struct SettingReader {
  /// The decoder of the value itself: reading it looks the key up once.
  private let value: any Decoder
  /// What the rest of the spec says.
  public let environment: SpecEnvironment

  /// The reader of `name` in `container`, or `nil` when the key is absent
  /// or null; `present`, when given, is the container's keys.
  init?(
    _ container: KeyedDecodingContainer<SettingKey>, _ name: String,
    present: [String]? = nil, environment: SpecEnvironment
  ) throws {
    let key = SettingKey(stringValue: name)
    guard present?.contains(name) ?? container.contains(key) else {
      return nil
    }
    try self.init(
      value: container.superDecoder(forKey: key), environment: environment)
    guard !isNull else { return nil }
  }

  /// The reader of the value `value` decodes.
  init(value: any Decoder, environment: SpecEnvironment) {
    self.value = value
    self.environment = environment
  }

  /// The reader of the value `decoder` decodes, in the environment it
  /// carries.
  init(_ decoder: any Decoder) {
    self.init(value: decoder, environment: SpecEnvironment(decoder))
  }

  /// Whether the value is null, as an absent one.
  private var isNull: Bool {
    (try? value.singleValueContainer().decodeNil()) ?? false
  }

  /// Where the value is, from the document.
  public var path: [SettingError.Step] {
    SettingError.steps(value.codingPath)
  }

  /// The value as one scalar of type `T`, if it is one.
  private func scalar<T: Decodable>(_ type: T.Type) -> T? {
    try? value.singleValueContainer().decode(type)
  }

  /// A problem with the value, or with the part of it at `steps`.
  public func problem(
    _ message: String, at steps: [SettingError.Step] = [],
    expected: String? = nil
  ) -> SettingError {
    SettingError(path: path + steps, message: message, expected: expected)
  }

  /// The value as text: any scalar (a number or a flag as written); a
  /// list or mapping is a problem that says `expected`.
  public func text(expected: String) throws(SettingError)
    -> String
  {
    if let text = scalar(String.self) { return text }
    if let number = scalar(Double.self) { return Self.format(number) }
    if let flag = scalar(Bool.self) { return String(flag) }
    throw problem("", expected: expected)
  }

  /// Text no longer than the spec's longest text.
  public func text() throws(SettingError) -> String {
    try Self.limited(text(expected: "a string"), in: environment) {
      problem($0)
    }
  }

  /// `value` when it is no longer than the spec's longest text.
  public static func limited<E: Error>(
    _ value: String, in environment: SpecEnvironment,
    problem: (String) -> E
  ) throws(E) -> String {
    try limited(value, to: environment.maximumTextLength, problem: problem)
  }

  /// `value` when it has at most `maximum` characters.
  static func limited<E: Error>(
    _ value: String, to maximum: Int, problem: (String) -> E
  ) throws(E) -> String {
    guard value.count <= maximum else {
      throw problem(
        "the text has \(value.count) characters, more than the limit of \(maximum) (--limits maxTextLength=N)"
      )
    }
    return value
  }

  /// A finite number.
  public func number() throws(SettingError) -> Double {
    if let value = scalar(Double.self), !value.isFinite {
      throw problem(
        value.isNaN
          ? "expected a finite number, found NaN"
          : "expected a finite number, found an infinite one")
    }
    return try Self.number(try text(expected: "a number")) { problem($0) }
  }

  /// A value of a type that decodes itself.
  public func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decode(with: T.init(from:))
  }

  /// A value `make` reads from the value's decoder, for types that read
  /// it in more than one way.
  public func decode<T>(with make: (any Decoder) throws -> T) throws -> T {
    try make(value)
  }

  /// The finite number `text` spells, or a problem saying why it is not
  /// one: what every number of a spec is read by.
  public static func number<E: Error>(
    _ text: String, problem: (String) -> E
  ) throws(E) -> Double {
    let lowered = text.lowercased()
    if [".nan", "nan"].contains(lowered) {
      throw problem("expected a finite number, found NaN")
    }
    if [".inf", "+.inf", "-.inf", "inf", "-inf", "infinity"].contains(lowered) {
      throw problem("expected a finite number, found an infinite one")
    }
    guard let value = Double(text) else {
      throw problem("expected a number, found '\(text)'")
    }
    guard value.isFinite else {
      throw problem("expected a finite number, found '\(text)'")
    }
    return value
  }

  /// `value` as a spec writes it: whole numbers without a fraction.
  public static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15
      ? String(Int(value)) : String(value)
  }

  /// A number from 0 up to `maximum`, the largest length by default.
  public func length(maximum: Double? = nil) throws(SettingError) -> CGFloat {
    try Self.length(
      try number(), maximum: maximum ?? environment.maximumLength
    ) { problem($0) }
  }

  /// `value` checked as a length from 0 up to `maximum`.
  public static func length<E: Error>(
    _ value: Double, maximum: Double, problem: (String) -> E
  ) throws(E) -> CGFloat {
    guard value >= 0 else {
      throw problem("must not be negative, found \(format(value))")
    }
    guard value <= maximum else {
      throw problem(
        "\(format(value)) is more than the limit of \(format(maximum))")
    }
    return CGFloat(value)
  }

  /// A number above 0 up to `maximum`, the largest length by default.
  public func positiveLength(maximum: Double? = nil) throws(SettingError)
    -> CGFloat
  {
    let value = try length(maximum: maximum)
    guard value > 0 else { throw problem("must be more than 0") }
    return value
  }

  /// A number from 0 to 1.
  public func fraction() throws(SettingError) -> CGFloat {
    let value = try number()
    guard (0...1).contains(value) else {
      throw problem("must be from 0 to 1, found \(Self.format(value))")
    }
    return CGFloat(value)
  }

  /// A whole number in `range`.
  public func integer(in range: ClosedRange<Int>) throws(SettingError) -> Int {
    try Self.integer(try number(), in: range) { problem($0) }
  }

  /// `value` checked as a whole number in `range`.
  public static func integer<E: Error>(
    _ value: Double, in range: ClosedRange<Int>, problem: (String) -> E
  ) throws(E) -> Int {
    guard value == value.rounded(), let integer = Int(exactly: value) else {
      throw problem("expected a whole number, found \(format(value))")
    }
    guard range.contains(integer) else {
      throw problem(
        "must be from \(range.lowerBound) to \(range.upperBound), found \(integer)"
      )
    }
    return integer
  }

  /// `true` or `false` (also `yes` and `no`).
  public func bool() throws(SettingError) -> Bool {
    if let flag = scalar(Bool.self) { return flag }
    let text = try text(expected: "true or false")
    switch text {
    case "true", "True", "yes": return true
    case "false", "False", "no": return false
    default: throw problem("expected true or false, found '\(text)'")
    }
  }

  /// One of `choices`, by name; a near miss is suggested.
  public func choice<T>(_ choices: [(String, T)]) throws(SettingError) -> T {
    let name = try text(expected: "a string")
    if let match = choices.first(where: { $0.0 == name }) { return match.1 }
    throw problem(Self.unknownValue(name, choices: choices.map(\.0)))
  }

  /// What to say of a value that is none of `choices`: the nearest, or
  /// all of them.
  public static func unknownValue(_ name: String, choices: [String]) -> String {
    if let near = Spelling.nearest(to: name, in: choices) {
      return "unknown value '\(name)'; did you mean '\(near)'?"
    }
    return
      "unknown value '\(name)'; expected one of: \(choices.joined(separator: ", "))"
  }

  /// One of the cases of a string enumeration, by raw value.
  public func choice<T: CaseIterable & RawRepresentable>(_ type: T.Type)
    throws(SettingError) -> T
  where T.RawValue == String {
    try choice(T.allCases.map { ($0.rawValue, $0) })
  }

  /// The smallest font size a spec may give, in points: smaller text is
  /// not text anyone can read, in any picture this draws.
  public static let smallestPointSize: CGFloat = 1

  /// A font as Pango names one, from ``smallestPointSize`` to
  /// `Font.largestPointSize` points.
  public func font() throws(SettingError) -> Font {
    let text = try text(expected: "a string")
    let range =
      "from \(Self.format(Double(Self.smallestPointSize))) to \(Self.format(Double(Font.largestPointSize))) points"
    guard let font = Font(text) else {
      throw problem(
        "'\(text)' is not a font: give a family and a size \(range), such as 'DejaVu Sans 12'"
      )
    }
    guard font.pointSize >= Self.smallestPointSize,
      font.pointSize <= Font.largestPointSize
    else {
      let which = font.pointSize < Self.smallestPointSize ? "small" : "large"
      throw problem(
        "'\(text)' is too \(which) a font: its size must be \(range)")
    }
    return font
  }

  /// The numbers of a list, each read by `read` with its index.
  private func numbers<T>(
    count expected: Int? = nil, shape: String,
    _ read: (Double, Int) throws(SettingError) -> T
  ) throws(SettingError) -> [T] {
    do {
      var list = try value.unkeyedContainer()
      if let expected, list.count != expected {
        throw problem("expected \(shape), found \(list.count ?? 0) numbers")
      }
      var values: [T] = []
      while !list.isAtEnd {
        let index = list.currentIndex
        let value: Double
        if let number = try? list.decode(Double.self) {
          guard number.isFinite else {
            throw problem(
              number.isNaN
                ? "expected a finite number, found NaN"
                : "expected a finite number, found an infinite one",
              at: [.index(index)])
          }
          value = number
        } else if let text = try? list.decode(String.self) {
          value = try Self.number(text) { problem($0, at: [.index(index)]) }
        } else {
          throw problem("", at: [.index(index)], expected: "a number")
        }
        values.append(try read(value, index))
      }
      return values
    } catch let error as SettingError {
      throw error
    } catch {
      throw problem("", expected: "a list")
    }
  }

  /// The numbers of a mapping with only `keys`, each read by `read`; an
  /// absent key is `nil`.
  private func entries(
    _ keys: [String], _ read: (Double, String) throws(SettingError) -> CGFloat
  ) throws(SettingError) -> [String: CGFloat] {
    do {
      let mapping = try value.container(keyedBy: SettingKey.self)
      for unknown in mapping.allKeys.map(\.stringValue)
      where !keys.contains(unknown) {
        throw problem(
          Spelling.unknownKey(unknown, allowed: keys), at: [.key(unknown)])
      }
      var values: [String: CGFloat] = [:]
      for name in keys {
        guard
          let reader = try SettingReader(
            mapping, name, environment: environment)
        else { continue }
        values[name] = try read(try reader.number(), name)
      }
      return values
    } catch let error as SettingError {
      throw error
    } catch {
      throw problem("", expected: "a mapping")
    }
  }

  /// Whether the value is a list.
  public var isList: Bool {
    (try? value.unkeyedContainer()) != nil
  }

  /// A PNG or JPEG file, named by its path relative to the spec's folder.
  public func image() throws(SettingError) -> ImageData {
    let path = try text(expected: "the path of a PNG or JPEG file")
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : (environment.baseDirectory
        ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        .appendingPathComponent(path)
    do {
      return try ImageData(contentsOf: url)
    } catch {
      throw problem(error.message)
    }
  }

  /// Whether the value is a mapping.
  public var isMapping: Bool {
    (try? value.container(keyedBy: SettingKey.self)) != nil
  }

  /// A size as `[width, height]` or `{width, height}`, both lengths, and
  /// both above 0 when `positive`.
  public func size(positive: Bool = false) throws(SettingError) -> CGSize {
    let maximum = environment.maximumLength
    var size: CGSize
    if isList {
      let values = try numbers(count: 2, shape: "[width, height]") {
        (value, index) throws(SettingError) in
        try Self.length(value, maximum: maximum) {
          problem($0, at: [.index(index)])
        }
      }
      size = CGSize(width: values[0], height: values[1])
    } else {
      let values = try entries(["width", "height"]) {
        (value, name) throws(SettingError) in
        try Self.length(value, maximum: maximum) {
          problem($0, at: [.key(name)])
        }
      }
      guard let width = values["width"] else {
        throw problem("is required", at: [.key("width")])
      }
      guard let height = values["height"] else {
        throw problem("is required", at: [.key("height")])
      }
      size = CGSize(width: width, height: height)
    }
    guard !positive || (size.width > 0 && size.height > 0) else {
      throw problem("must have a width and a height above 0")
    }
    return size
  }

  /// Insets as one length for every edge, `[top, left, bottom, right]`, or
  /// a mapping of edges (absent ones 0).
  public func insets() throws(SettingError) -> EdgeInsets {
    let maximum = environment.maximumLength
    if isList {
      let values = try numbers(count: 4, shape: "[top, left, bottom, right]") {
        (value, index) throws(SettingError) in
        try Self.length(value, maximum: maximum) {
          problem($0, at: [.index(index)])
        }
      }
      return EdgeInsets(
        top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
    guard isMapping else { return EdgeInsets(all: try length()) }
    let values = try entries(["top", "left", "bottom", "right"]) {
      (value, name) throws(SettingError) in
      try Self.length(value, maximum: maximum) { problem($0, at: [.key(name)]) }
    }
    return EdgeInsets(
      top: values["top"] ?? 0, left: values["left"] ?? 0,
      bottom: values["bottom"] ?? 0, right: values["right"] ?? 0)
  }

  /// A point as `[x, y]` or `{x, y}` (absent coordinates 0), each within
  /// ±`maximum`.
  public func point(maximum: Double) throws(SettingError) -> CGPoint {
    func coordinate(_ value: Double, at step: SettingError.Step)
      throws(SettingError) -> CGFloat
    {
      guard abs(value) <= maximum else {
        throw problem(
          "\(Self.format(value)) is beyond the limit of ±\(Self.format(maximum))",
          at: [step])
      }
      return CGFloat(value)
    }
    if isList {
      let values = try numbers(count: 2, shape: "[x, y]") {
        (value, index) throws(SettingError) in
        try coordinate(value, at: .index(index))
      }
      return CGPoint(x: values[0], y: values[1])
    }
    let values = try entries(["x", "y"]) { (value, name) throws(SettingError) in
      try coordinate(value, at: .key(name))
    }
    return CGPoint(x: values["x"] ?? 0, y: values["y"] ?? 0)
  }

  /// Numbers of a list, any finite ones, at most `count`.
  public func numbers(atMost count: Int) throws(SettingError) -> [CGFloat] {
    let values = try numbers(shape: "a list") {
      (value, _) throws(SettingError) in CGFloat(value)
    }
    guard values.count <= count else {
      throw problem("give at most \(count) numbers")
    }
    return values
  }

  /// A list of whole numbers in `range`, from 1 up to the spec's most
  /// items by default; exactly `count` of them, as `shape` says, when
  /// given.
  public func integers(
    in range: ClosedRange<Int>? = nil, count: Int? = nil,
    shape: String = "a list"
  ) throws(SettingError) -> [Int] {
    let range = range ?? 1...environment.maximumItems
    return try numbers(count: count, shape: shape) {
      (value, index) throws(SettingError) in
      try Self.integer(value, in: range) { problem($0, at: [.index(index)]) }
    }
  }
}
