import CanvasRendering
import CollectionLayout
import Foundation

// The settings of a spec's own mappings, each key named once beside what
// it sets; layouts name theirs beside their properties.

extension CanvasOptions: SpecDecodable {
  /// `width`, `height`, `scale`, `contentInset`, `contentOffset`, `theme`
  /// or `appearance`, `contentSizeCategory` and `showsViewport`.
  public static var settings: [SpecSetting<Self>] {
    [
      SpecSetting("width") {
        $0.size.width = try $1.positiveLength(
          maximum: $1.environment.maximumCanvasSide)
      }.required,
      SpecSetting("height") {
        $0.size.height = try $1.length(
          maximum: $1.environment.maximumCanvasSide)
      },
      .count("scale", \.scale, in: 1...3),
      .insets("contentInset", \.contentInset),
      // Far enough to scroll any content within the limits, near enough
      // that every pixel coordinate stays an integer.
      SpecSetting("contentOffset") {
        $0.contentOffset = try $1.point(maximum: 1e9)
      },
      // A named theme, or a mapping that changes one.
      SpecSetting("theme") { canvas, reader in
        canvas.theme =
          reader.isMapping
          ? try reader.decode(ThemeSpec.self).theme
          : try reader.namedTheme()
      },
      // As a trait collection's `userInterfaceStyle`: the standard theme
      // in light or dark.
      SpecSetting("appearance") {
        $0.theme = try $1.choice([("light", .standard), ("dark", .dark)])
      },
      // Dynamic Type: UIKit's names (`accessibilityLarge`) or SwiftUI's
      // (`accessibility2`).
      SpecSetting("contentSizeCategory") {
        $0.contentSizeCategory = try $1.choice(ContentSizeCategory.specNames)
      },
      .flag("showsViewport", \.showsViewport),
    ]
  }

  /// One of `theme` and `appearance`; insets that leave a width; the offset
  /// at the top-left of the insets unless given; the viewport outlined when
  /// an offset and a height are given.
  public mutating func finishDecoding(
    in environment: SpecEnvironment, given: Set<String>
  ) throws(SettingError) {
    if given.contains("theme"), given.contains("appearance") {
      throw SettingError(
        path: [.key("appearance")],
        message:
          "give 'theme' or 'appearance', not both: 'appearance: dark' is 'theme: dark'"
      )
    }
    guard contentInset.horizontal < size.width else {
      throw SettingError(
        path: [.key("contentInset")],
        message:
          "the left and right insets (\(SettingReader.format(Double(contentInset.horizontal)))) "
          + "leave no width inside \(SettingReader.format(Double(size.width)))")
    }
    if !given.contains("contentOffset") {
      contentOffset = CGPoint(x: -contentInset.left, y: -contentInset.top)
    }
    if !given.contains("showsViewport") {
      showsViewport = given.contains("contentOffset") && size.height > 0
    }
  }
}

extension Presentation: SpecDecodable {
  /// `viewport`, `device`, `offsets` and `animate`.
  public static var settings: [SpecSetting<Self>] {
    [
      .flag("viewport", \.viewport),
      SpecSetting("device") { presentation, reader in
        let name = try reader.text(expected: "a string")
        guard let size = DevicePreset.size(named: name) else {
          throw reader.problem(
            "unknown device '\(name)'; give WIDTHxHEIGHT or one of: "
              + DevicePreset.sizes.map(\.name).joined(separator: ", "))
        }
        presentation.device = size
      },
      SpecSetting("offsets") { presentation, reader in
        let offsets = try reader.numbers(atMost: .max)
        guard offsets.count <= 12 else {
          throw reader.problem("draw at most 12 offsets side by side")
        }
        presentation.offsets = offsets
      },
      .count("animate", \.animationFrames, in: 2...30),
    ]
  }
}

/// One item of a section: its text alone, or a mapping.
struct ItemSpec: SpecDecodable {
  var text: String?
  var size: CGSize?
  var photo: CGSize?
  var title: String?
  var comment: String?
  var image: ImageData?
  var detail: String?
  var accessory: ListAccessory?

  static var settings: [SpecSetting<Self>] {
    [
      .text("text", \.text),
      SpecSetting("size") { $0.size = try $1.size() },
      // A photo's size, or its file: the file's picture at its own shape.
      SpecSetting("photo") { item, reader in
        if reader.isList || reader.isMapping {
          item.photo = try reader.size(positive: true)
        } else {
          let image = try reader.image()
          item.image = image
          item.photo = image.pixelSize
        }
      },
      SpecSetting("image") { $0.image = try $1.image() },
      .text("title", \.title),
      .text("comment", \.comment),
      .text("detail", \.detail),
      SpecSetting("accessory") {
        $0.accessory = try $1.choice(ListAccessory.self)
      },
    ]
  }

  /// Any scalar as the item's text, or a mapping of settings.
  init(from decoder: any Decoder) throws {
    guard let text = try? decoder.singleValueContainer().decode(String.self)
    else {
      self = try Self.decodeSettings(from: decoder)
      return
    }
    self.text = try SettingReader.limited(text, in: SpecEnvironment(decoder)) {
      SettingError(path: SettingError.steps(decoder.codingPath), message: $0)
    }
  }

  init() {}

  var content: ItemContent {
    ItemContent(
      text: text, size: size, photo: photo, title: title, comment: comment,
      image: image, detail: detail, accessory: accessory)
  }
}

/// One section of `sections:`: its titles and items, given one by one or
/// as a count of one size.
struct SectionSpec: SpecDecodable {
  var header: String?
  var footer: String?
  var items: [ItemSpec] = []
  var count: Int?
  var itemSize: CGSize?

  static var settings: [SpecSetting<Self>] {
    [
      .text("header", \.header),
      .text("footer", \.footer),
      .decoded("items", \.items),
      SpecSetting("count") { section, reader in
        let count = try reader.integer(in: 0...Int(Int32.max))
        let limit = reader.environment.maximumItems
        guard count <= limit else {
          throw reader.problem(
            "\(count) items are more than the limit of \(limit) (--limits maxItems=N)"
          )
        }
        section.count = count
      },
      SpecSetting("itemSize") { $0.itemSize = try $1.size() },
    ]
  }

  /// The keys the spec's layouts read per section.
  static func otherKeys(in environment: SpecEnvironment) -> [String] {
    environment.sectionLayoutKeys
  }

  /// `itemSize` goes with `count`.
  func finishDecoding(in environment: SpecEnvironment, given: Set<String>)
    throws(SettingError)
  {
    if count == nil, given.contains("itemSize") {
      throw SettingError(
        path: [.key("itemSize")],
        message:
          "is only used with 'count'; give each item its own 'size' instead")
    }
  }

  var content: SectionContent {
    SectionContent(
      header: header, footer: footer,
      items: items.map(\.content)
        + Array(repeating: ItemContent(size: itemSize), count: count ?? 0))
  }
}

/// One update of `updates:`: exactly one of `insert`, `delete` and
/// `move` (with `to`), each an index path `[section, item]`.
struct UpdateSpec: SpecDecodable {
  var insert: IndexPath?
  var delete: IndexPath?
  var move: IndexPath?
  var to: IndexPath?
  var text: String?

  static var settings: [SpecSetting<Self>] {
    func path(_ name: String, _ property: WritableKeyPath<Self, IndexPath?>)
      -> SpecSetting<Self>
    {
      SpecSetting(name) { update, reader in
        let numbers = try reader.integers(
          in: 0...Int(Int32.max), count: 2, shape: "[section, item]")
        update[keyPath: property] = IndexPath(
          item: numbers[1], section: numbers[0])
      }
    }
    return [
      path("insert", \.insert), path("delete", \.delete),
      path("move", \.move), path("to", \.to), .text("text", \.text),
    ]
  }

  /// Exactly one action; a move has a destination.
  func finishDecoding(in environment: SpecEnvironment, given: Set<String>)
    throws(SettingError)
  {
    guard [insert, delete, move].compactMap({ $0 }).count == 1 else {
      throw SettingError(
        path: [], message: "give exactly one of insert, delete or move")
    }
    if move != nil, to == nil {
      throw SettingError(path: [.key("to")], message: "is required")
    }
  }

  /// The update, and the key of its index path.
  var update: (UpdateItem, key: String) {
    if let insert { return (.insert(insert), "insert") }
    if let delete { return (.delete(delete), "delete") }
    return (.move(move ?? IndexPath(), to: to ?? IndexPath()), "move")
  }
}

/// A theme written in a spec: a named one (`base`, the standard theme by
/// default) with some colours, fonts and shapes changed.
struct ThemeSpec: SpecDecodable {
  var theme = Theme.standard

  static var settings: [SpecSetting<Self>] {
    func color(_ name: String, _ property: WritableKeyPath<Theme, Color>)
      -> SpecSetting<Self>
    {
      SpecSetting(name) { $0.theme[keyPath: property] = try $1.color() }
    }
    return [
      SpecSetting("base") {
        $0.theme = try $1.namedTheme()
      },
      SpecSetting("name") { $0.theme.name = try $1.text(expected: "a string") },
      color("background", \.background),
      SpecSetting("cellFill") { $0.theme.cellFill = .solid(try $1.color()) },
      SpecSetting("cellStroke") { $0.theme.cellStroke = try $1.color() },
      SpecSetting("cellCornerRadius") {
        $0.theme.cellCornerRadius = try $1.length()
      },
      .font("cellFont", \.theme.cellFont),
      color("darkText", \.darkText),
      color("lightText", \.lightText),
      color("headerFill", \.headerFill),
      color("headerText", \.headerText),
      .font("headerFont", \.theme.headerFont),
      color("footerFill", \.footerFill),
      color("footerText", \.footerText),
      .font("footerFont", \.theme.footerFont),
      color("cardFill", \.cardFill),
      color("secondaryText", \.secondaryText),
      color("connectorColor", \.connectorColor),
      color("tint", \.tint),
      SpecSetting("connectorStyle") {
        $0.theme.connectorStyle = try $1.choice([
          ("elbow", .elbow), ("curve", .curve),
        ])
      },
    ]
  }

  /// A theme without a name of its own is called `custom`.
  mutating func finishDecoding(
    in environment: SpecEnvironment, given: Set<String>
  ) throws(SettingError) {
    if !given.contains("name") { theme.name = "custom" }
  }
}

extension SettingReader {
  /// One of the package's themes, by name.
  func namedTheme() throws(SettingError) -> Theme {
    try choice(Theme.all.map { ($0.name, $0) })
  }

  /// A colour as `#RRGGBB` or `#RRGGBBAA`.
  func color() throws(SettingError) -> Color {
    let text = try text(expected: "a colour such as '#1C1C1E'")
    guard let color = Color(hex: text) else {
      throw problem(
        "'\(text)' is not a colour: give #RRGGBB or #RRGGBBAA, such as '#1C1C1E'"
      )
    }
    return color
  }
}

extension ContentSizeCategory {
  /// Every name a spec may give: UIKit's (the cases) and SwiftUI's.
  static let specNames: [(String, ContentSizeCategory)] =
    allCases.map { ($0.rawValue, $0) } + swiftUINames
}
