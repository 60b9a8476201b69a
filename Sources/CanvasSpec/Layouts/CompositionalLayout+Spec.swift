import CollectionLayout
import Foundation

// The spec form of a compositional layout: sections, groups and items
// nested as in UIKit's API, lengths written as UIKit's dimensions.
//
// ```yaml
// layout:
//   type: compositional
//   section:
//     group:
//       horizontal: [1w, 0.25w]        # a row a quarter as tall as wide
//       items: [[0.5w, 1h], {size: [0.5w, 1h], insets: 4}]
//     header: ~44
// ```

extension CompositionalLayout: SpecLayout {
  /// `compositional`.
  public static let typeName = "compositional"

  /// A layout with no sections laid out, until a spec gives them.
  public init() {
    self.init(sections: [])
  }

  /// `section` (every section), `sections` (in turn, the last for any
  /// further), `list` (every section a list), `scrollDirection`,
  /// `interSectionSpacing`, `font` and `cellPadding`.
  public static var settings: [SpecSetting<Self>] {
    [
      SpecSetting("section") { layout, reader in
        let section = try reader.decode(CompositionalSectionSpec.self).section
        layout.sectionProvider = { _, _ in section }
      },
      SpecSetting("sections") { layout, reader in
        let specs = try reader.decode([CompositionalSectionSpec].self)
        guard !specs.isEmpty else {
          throw reader.problem("give at least one section")
        }
        layout.sectionProvider =
          Self(sections: specs.map(\.section))
          .sectionProvider
      },
      SpecSetting("list") { layout, reader in
        let list = try reader.decode(ListSpec.self).configuration
        layout.sectionProvider = { _, environment in
          .list(using: list, environment: environment)
        }
      },
      .choice("scrollDirection", \.scrollDirection),
      .length("interSectionSpacing", \.interSectionSpacing),
      .font("font", \.font),
      .length("cellPadding", \.cellPadding),
    ]
  }

  /// One of `section`, `sections` and `list` is needed, and only one.
  public func finishDecoding(
    in environment: SpecEnvironment, given: Set<String>
  ) throws(SettingError) {
    let sources = ["section", "sections", "list"].filter(given.contains)
    guard sources.count == 1 else {
      throw SettingError(
        path: sources.count > 1 ? [.key(sources[1])] : [],
        message: sources.isEmpty
          ? "give the sections: 'section' (every section), 'sections' (in turn) or 'list' (an appearance)"
          : "give one of 'section', 'sections' and 'list', not both \(sources[0]) and \(sources[1])"
      )
    }
  }
}

/// A dimension as a spec writes it: `44` points, `~44` estimated, `0.5w`
/// or `1h` a share of the container's width or height.
private struct DimensionSpec: Decodable {
  var dimension: CompositionalLayout.Dimension

  static let shape =
    "44 (points), ~44 (estimated), 0.5w or 1h (a share of the container's width or height)"

  init(from decoder: any Decoder) throws {
    let reader = SettingReader(decoder)
    let text = try reader.text(expected: "a dimension: \(Self.shape)")
      .trimmingCharacters(in: .whitespaces)
    let maximum = reader.environment.maximumLength
    func number(_ body: Substring) throws(SettingError) -> Double {
      guard let value = Double(body), value.isFinite else {
        throw reader.problem(
          "expected a dimension: \(Self.shape), found '\(text)'")
      }
      return value
    }
    if let unit = text.last, unit == "w" || unit == "h" {
      let share = try number(text.dropLast())
      guard share > 0, share <= 100 else {
        throw reader.problem(
          "a share of the container must be above 0 (and at most 100), found \(SettingReader.format(share))"
        )
      }
      dimension =
        unit == "w"
        ? .fractionalWidth(CGFloat(share)) : .fractionalHeight(CGFloat(share))
      return
    }
    let estimated = text.hasPrefix("~")
    let length = try number(estimated ? text.dropFirst() : Substring(text))
    guard length > 0 else {
      throw reader.problem(
        "a length must be above 0, found \(SettingReader.format(length))")
    }
    guard length <= maximum else {
      throw reader.problem(
        "\(SettingReader.format(length)) is more than the limit of \(SettingReader.format(maximum))"
      )
    }
    dimension =
      estimated ? .estimated(CGFloat(length)) : .absolute(CGFloat(length))
  }
}

/// A size as `[width, height]` or `{width, height}` of dimensions.
private struct SizeSpec: Decodable {
  var size: CompositionalLayout.Size

  init(from decoder: any Decoder) throws {
    if var list = try? decoder.unkeyedContainer() {
      guard list.count == 2 else {
        throw SettingError(
          path: SettingError.steps(decoder.codingPath),
          message: "expected [width, height], found \(list.count ?? 0) values")
      }
      let width = try list.decode(DimensionSpec.self).dimension
      let height = try list.decode(DimensionSpec.self).dimension
      size = .init(width: width, height: height)
      return
    }
    let parts = try Parts.decodeSettings(from: decoder)
    size = .init(width: parts.width, height: parts.height)
  }

  private struct Parts: SpecDecodable {
    var width = CompositionalLayout.Dimension.fractionalWidth(1)
    var height = CompositionalLayout.Dimension.fractionalHeight(1)

    static var settings: [SpecSetting<Self>] {
      [
        SpecSetting("width") {
          $0.width = try $1.decode(DimensionSpec.self).dimension
        }.required,
        SpecSetting("height") {
          $0.height = try $1.decode(DimensionSpec.self).dimension
        }.required,
      ]
    }
  }
}

/// Spacing: a number (fixed) or `{fixed: n}` / `{flexible: n}`.
private struct SpacingSpec: Decodable {
  var spacing: CompositionalLayout.Spacing

  init(from decoder: any Decoder) throws {
    let reader = SettingReader(decoder)
    guard reader.isMapping else {
      spacing = .fixed(try reader.length())
      return
    }
    spacing = try Parts.decodeSettings(from: decoder).spacing
  }

  private struct Parts: SpecDecodable {
    var spacing = CompositionalLayout.Spacing.fixed(0)

    static var settings: [SpecSetting<Self>] {
      [
        SpecSetting("fixed") { $0.spacing = .fixed(try $1.length()) },
        SpecSetting("flexible") { $0.spacing = .flexible(try $1.length()) },
      ]
    }

    func finishDecoding(in environment: SpecEnvironment, given: Set<String>)
      throws(SettingError)
    {
      guard given.count == 1 else {
        throw SettingError(
          path: [], message: "give 'fixed' or 'flexible' spacing, one of them")
      }
    }
  }
}

/// Edge spacing: a mapping of `leading`, `top`, `trailing` and `bottom`,
/// each a spacing.
private struct EdgeSpacingSpec: SpecDecodable {
  var value = CompositionalLayout.EdgeSpacing()

  static var settings: [SpecSetting<Self>] {
    func edge(
      _ name: String,
      _ property: WritableKeyPath<
        CompositionalLayout.EdgeSpacing, CompositionalLayout.Spacing?
      >
    ) -> SpecSetting<Self> {
      SpecSetting(name) {
        $0.value[keyPath: property] = try $1.decode(SpacingSpec.self).spacing
      }
    }
    return [
      edge("leading", \.leading), edge("top", \.top),
      edge("trailing", \.trailing), edge("bottom", \.bottom),
    ]
  }
}

extension SettingReader {
  /// Insets as ``SettingReader/insets()`` reads them, left taken as leading.
  func directionalInsets() throws(SettingError) -> DirectionalEdgeInsets {
    let insets = try insets()
    return DirectionalEdgeInsets(
      top: insets.top, leading: insets.left, bottom: insets.bottom,
      trailing: insets.right)
  }
}

/// A badge on an item: its `size`, the `edges` it sits on and how far it
/// moves (`offset`, a share of its size; or `absoluteOffset`, in points).
private struct BadgeSpec: SpecDecodable {
  var size = CompositionalLayout.Size(
    width: .absolute(20), height: .absolute(20))
  var edges: CompositionalLayout.RectEdges = [.top, .trailing]
  var offset = CGPoint.zero
  var absolute: CGPoint?
  var kind = "badge"

  static var settings: [SpecSetting<Self>] {
    [
      SpecSetting("size") { $0.size = try $1.decode(SizeSpec.self).size },
      SpecSetting("edges") { badge, reader in
        let names = try reader.decode([String].self)
        var edges: CompositionalLayout.RectEdges = []
        let known: [(String, CompositionalLayout.RectEdges)] = [
          ("top", .top), ("leading", .leading), ("bottom", .bottom),
          ("trailing", .trailing),
        ]
        for (index, name) in names.enumerated() {
          guard let edge = known.first(where: { $0.0 == name })?.1 else {
            throw reader.problem(
              SettingReader.unknownValue(name, choices: known.map(\.0)),
              at: [.index(index)])
          }
          edges.insert(edge)
        }
        badge.edges = edges
      },
      SpecSetting("offset") {
        $0.offset = try $1.point(maximum: 10)
      },
      SpecSetting("absoluteOffset") {
        $0.absolute = try $1.point(maximum: $1.environment.maximumLength)
      },
      SpecSetting("kind") { $0.kind = try $1.text() },
    ]
  }

  var item: CompositionalLayout.SupplementaryItem {
    CompositionalLayout.SupplementaryItem(
      kind: kind, size: size,
      anchor: absolute.map { .init(edges: edges, absoluteOffset: $0) }
        ?? .init(edges: edges, fractionalOffset: offset))
  }
}

/// An item: its `size` (the whole group by default), `insets`,
/// `edgeSpacing` and `badge`.
private struct CompositionalItemSpec: SpecDecodable {
  var value = CompositionalLayout.Item(
    size: .init(width: .fractionalWidth(1), height: .fractionalHeight(1)))

  static var settings: [SpecSetting<Self>] {
    [
      SpecSetting("size") { $0.value.size = try $1.decode(SizeSpec.self).size },
      SpecSetting("insets") {
        $0.value.contentInsets = try $1.directionalInsets()
      },
      SpecSetting("edgeSpacing") {
        $0.value.edgeSpacing = try $1.decode(EdgeSpacingSpec.self).value
      },
      SpecSetting("badge") {
        $0.value.supplementaryItems = [try $1.decode(BadgeSpec.self).item]
      },
    ]
  }
}

/// What a group holds: a nested group (a mapping with `horizontal` or
/// `vertical`), an item mapping, or an item's size alone.
private struct SubitemSpec: Decodable {
  var value: CompositionalLayout.Subitem

  init(from decoder: any Decoder) throws {
    if (try? decoder.unkeyedContainer()) != nil {
      let size = try SizeSpec(from: decoder).size
      value = .item(CompositionalLayout.Item(size: size))
      return
    }
    let keys =
      (try? decoder.container(keyedBy: SettingKey.self).allKeys.map(
        \.stringValue))
      ?? []
    value =
      keys.contains("horizontal") || keys.contains("vertical")
      ? .group(try GroupSpec.decodeSettings(from: decoder).group)
      : .item(try CompositionalItemSpec.decodeSettings(from: decoder).value)
  }
}

/// A group: `horizontal` or `vertical` (its size, and the line it lays
/// its items along), `items`, and `count` (the first item that many times,
/// sized to fill) or `repeat` (that many times at its own size),
/// `spacing`, `insets` and `edgeSpacing`.
private struct GroupSpec: SpecDecodable {
  var size: CompositionalLayout.Size?
  var axis = CompositionalLayout.Group.Axis.horizontal
  var items: [CompositionalLayout.Subitem] = []
  var arrangement = CompositionalLayout.Group.Arrangement.fitting
  var spacing: CompositionalLayout.Spacing?
  var insets = DirectionalEdgeInsets.zero
  var edgeSpacing: CompositionalLayout.EdgeSpacing?

  static var settings: [SpecSetting<Self>] {
    [
      SpecSetting("horizontal") {
        $0.size = try $1.decode(SizeSpec.self).size
        $0.axis = .horizontal
      },
      SpecSetting("vertical") {
        $0.size = try $1.decode(SizeSpec.self).size
        $0.axis = .vertical
      },
      SpecSetting("items") { group, reader in
        group.items = try reader.decode([SubitemSpec].self).map(\.value)
        guard !group.items.isEmpty else {
          throw reader.problem("a group needs at least one item")
        }
      }.required,
      SpecSetting("count") {
        $0.arrangement = .split(count: try $1.integer(in: 1...1_000))
      },
      SpecSetting("repeat") {
        $0.arrangement = .repeating(count: try $1.integer(in: 1...1_000))
      },
      SpecSetting("spacing") {
        $0.spacing = try $1.decode(SpacingSpec.self).spacing
      },
      SpecSetting("insets") { $0.insets = try $1.directionalInsets() },
      SpecSetting("edgeSpacing") {
        $0.edgeSpacing = try $1.decode(EdgeSpacingSpec.self).value
      },
    ]
  }

  func finishDecoding(in environment: SpecEnvironment, given: Set<String>)
    throws(SettingError)
  {
    if given.contains("horizontal") && given.contains("vertical") {
      throw SettingError(
        path: [.key("vertical")],
        message: "a group is 'horizontal' or 'vertical', not both")
    }
    guard size != nil else {
      throw SettingError(
        path: [],
        message:
          "give the group's line and size: 'horizontal: [1w, 44]' or 'vertical: [...]'"
      )
    }
    if given.contains("count") && given.contains("repeat") {
      throw SettingError(
        path: [.key("repeat")], message: "give 'count' or 'repeat', not both")
    }
    // An absolute length that cannot fit the group's own absolute length.
    guard
      case .absolute(let room) = axis == .horizontal
        ? size?.width : size?.height
    else { return }
    for (index, item) in items.enumerated() {
      let length = axis == .horizontal ? item.size.width : item.size.height
      if case .absolute(let need) = length, need > room {
        throw SettingError(
          path: [.key("items"), .index(index)],
          message:
            "\(SettingReader.format(Double(need))) points cannot fit a group \(SettingReader.format(Double(room))) long"
        )
      }
    }
  }

  var group: CompositionalLayout.Group {
    CompositionalLayout.Group(
      size: size
        ?? .init(width: .fractionalWidth(1), height: .fractionalHeight(1)),
      axis: axis, subitems: items, arrangement: arrangement,
      interItemSpacing: spacing, contentInsets: insets,
      edgeSpacing: edgeSpacing)
  }
}

/// A header or footer: its height (a dimension), or a mapping of `size`
/// (or `height`), `alignment`, `offset`, `pinned`, `extendsBoundary`,
/// `zIndex` and `kind`.
private struct BoundarySpec: Decodable {
  var item: CompositionalLayout.BoundaryItem

  init(
    from decoder: any Decoder, kind: String,
    alignment: CompositionalLayout.Alignment
  ) throws {
    let reader = SettingReader(decoder)
    guard reader.isMapping else {
      item = .init(
        kind: kind,
        size: .init(
          width: .fractionalWidth(1),
          height: try DimensionSpec(from: decoder).dimension),
        alignment: alignment)
      return
    }
    var parts = try Parts.decodeSettings(from: decoder)
    parts.item.kind = parts.kind ?? kind
    if !parts.hasAlignment { parts.item.alignment = alignment }
    item = parts.item
  }

  init(from decoder: any Decoder) throws {
    try self.init(from: decoder, kind: "boundary", alignment: .top)
  }

  private struct Parts: SpecDecodable {
    var item = CompositionalLayout.BoundaryItem(
      kind: "", size: .init(width: .fractionalWidth(1), height: .estimated(44)),
      alignment: .top)
    var kind: String?
    var hasAlignment = false

    static var settings: [SpecSetting<Self>] {
      [
        SpecSetting("size") {
          $0.item.size = try $1.decode(SizeSpec.self).size
        },
        SpecSetting("height") {
          $0.item.size.height = try $1.decode(DimensionSpec.self).dimension
        },
        SpecSetting("alignment") {
          $0.item.alignment = try $1.choice(CompositionalLayout.Alignment.self)
          $0.hasAlignment = true
        },
        SpecSetting("offset") {
          $0.item.offset = try $1.point(maximum: $1.environment.maximumLength)
        },
        SpecSetting("pinned") { $0.item.pinToVisibleBounds = try $1.bool() },
        SpecSetting("extendsBoundary") {
          $0.item.extendsBoundary = try $1.bool()
        },
        SpecSetting("zIndex") {
          $0.item.zIndex = try $1.integer(in: -1_000...1_000)
        },
        SpecSetting("kind") { $0.kind = try $1.text() },
      ]
    }

    func finishDecoding(in environment: SpecEnvironment, given: Set<String>)
      throws(SettingError)
    {
      if given.contains("size") && given.contains("height") {
        throw SettingError(
          path: [.key("height")], message: "give 'size' or 'height', not both")
      }
    }
  }
}

/// A list: an appearance's name, or a mapping of `appearance`,
/// `headerMode`, `footerMode`, `separators` and `headerTopPadding`.
private struct ListSpec: Decodable {
  var configuration: CompositionalLayout.ListConfiguration

  init(from decoder: any Decoder) throws {
    let reader = SettingReader(decoder)
    guard reader.isMapping else {
      configuration = .init(
        appearance: try reader.choice(
          CompositionalLayout.ListConfiguration.Appearance.self))
      return
    }
    configuration = try Parts.decodeSettings(from: decoder).configuration
  }

  private struct Parts: SpecDecodable {
    var configuration = CompositionalLayout.ListConfiguration(
      appearance: .plain)

    static var settings: [SpecSetting<Self>] {
      typealias List = CompositionalLayout.ListConfiguration
      return [
        SpecSetting("appearance") {
          $0.configuration = List(
            appearance: try $1.choice(List.Appearance.self))
        }.required,
        SpecSetting("headerMode") {
          $0.configuration.headerMode = try $1.choice(List.HeaderMode.self)
        },
        SpecSetting("footerMode") {
          $0.configuration.footerMode = try $1.choice(List.FooterMode.self)
        },
        SpecSetting("separators") {
          $0.configuration.showsSeparators = try $1.bool()
        },
        SpecSetting("headerTopPadding") {
          $0.configuration.headerTopPadding = try $1.length()
        },
      ]
    }
  }
}

/// A section: its `group` (or `list`), `contentInsets`,
/// `interGroupSpacing`, `orthogonalScrolling` and `orthogonalOffset`,
/// `header` and `footer`, `boundaryItems`, `background` and
/// `supplementariesFollowContentInsets`.
private struct CompositionalSectionSpec: SpecDecodable {
  var group: CompositionalLayout.Group?
  var list: CompositionalLayout.ListConfiguration?
  var contentInsets: DirectionalEdgeInsets?
  var interGroupSpacing: CGFloat = 0
  var orthogonal = CompositionalLayout.OrthogonalScrolling.none
  var orthogonalOffset: CGFloat = 0
  var boundaryItems: [CompositionalLayout.BoundaryItem] = []
  /// Where each boundary item was given, for errors.
  var boundarySources: [[SettingError.Step]] = []
  var background: DirectionalEdgeInsets?
  var followsInsets = true

  static var settings: [SpecSetting<Self>] {
    [
      SpecSetting("group") {
        $0.group = try $1.decode(GroupSpec.self).group
      },
      SpecSetting("list") {
        $0.list = try $1.decode(ListSpec.self).configuration
      },
      SpecSetting("contentInsets") {
        $0.contentInsets = try $1.directionalInsets()
      },
      SpecSetting("interGroupSpacing") {
        $0.interGroupSpacing = try $1.length()
      },
      SpecSetting("orthogonalScrolling") {
        $0.orthogonal = try $1.choice(
          CompositionalLayout.OrthogonalScrolling.self)
      },
      SpecSetting("orthogonalOffset") {
        $0.orthogonalOffset = try $1.length()
      },
      SpecSetting("header") { section, reader in
        section.boundaryItems.append(
          try reader.decode {
            try BoundarySpec(
              from: $0, kind: ElementKind.sectionHeader, alignment: .top
            ).item
          })
        section.boundarySources.append([.key("header")])
      },
      SpecSetting("footer") { section, reader in
        section.boundaryItems.append(
          try reader.decode {
            try BoundarySpec(
              from: $0, kind: ElementKind.sectionFooter, alignment: .bottom
            ).item
          })
        section.boundarySources.append([.key("footer")])
      },
      SpecSetting("boundaryItems") { section, reader in
        let items = try reader.decode([BoundarySpec].self).map(\.item)
        section.boundaryItems += items
        section.boundarySources += items.indices.map {
          [.key("boundaryItems"), .index($0), .key("kind")]
        }
      },
      SpecSetting("background") { section, reader in
        // `true`, or the background's insets.
        if let flag = try? reader.bool() {
          section.background = flag ? .zero : nil
        } else {
          section.background = try reader.directionalInsets()
        }
      },
      .flag("supplementariesFollowContentInsets", \.followsInsets),
    ]
  }

  func finishDecoding(in environment: SpecEnvironment, given: Set<String>)
    throws(SettingError)
  {
    try checkKinds()
    if group == nil && list == nil {
      throw SettingError(
        path: [],
        message: "give the section's 'group' (or 'list: plain' for a list)")
    }
    if group != nil && list != nil {
      throw SettingError(
        path: [.key("list")],
        message: "a section has a 'group' or is a 'list', not both")
    }
    // A section's absolute width that cannot fit the canvas.
    guard let group, case .absolute(let width) = group.size.width,
      environment.canvasSize.width > 0
    else { return }
    let insets = contentInsets ?? .zero
    let room = environment.canvasSize.width - insets.leading - insets.trailing
    if width > room, orthogonal == .none {
      throw SettingError(
        path: [
          .key("group"),
          .key(group.axis == .horizontal ? "horizontal" : "vertical"),
        ],
        message:
          "a group \(SettingReader.format(Double(width))) points wide cannot fit the \(SettingReader.format(Double(room)))-point width inside the section's insets; scroll it ('orthogonalScrolling: continuous') or make it narrower"
      )
    }
  }

  /// Refuses two supplementary views that would be one element: two
  /// boundary items of one kind (a list's own header or footer counts), or
  /// a badge of a boundary item's kind, which the first item's badge would
  /// share an index path with.
  private func checkKinds() throws(SettingError) {
    var seen: [String: String] = [:]
    if let list {
      if list.headerMode == .supplementary {
        seen[ElementKind.sectionHeader] = "the list's own header"
      }
      if list.footerMode == .supplementary {
        seen[ElementKind.sectionFooter] = "the list's own footer"
      }
    }
    for (item, source) in zip(boundaryItems, boundarySources) {
      if let first = seen[item.kind] {
        throw SettingError(
          path: source,
          message:
            "two boundary items of kind '\(item.kind)' in one section: this one and \(first); give each its own 'kind'"
        )
      }
      seen[item.kind] = "the one at '\(Self.describe(source))'"
    }
    guard let group else { return }
    for (badge, path) in Self.badges(in: group, at: [.key("group")])
    where seen[badge] != nil {
      throw SettingError(
        path: path + [.key("badge"), .key("kind")],
        message:
          "a badge of kind '\(badge)' would be the same element as the boundary item of that kind on the section's first item; give the badge another 'kind'"
      )
    }
  }

  /// The badges' kinds in `group` and its nested groups, with where each
  /// item was given.
  private static func badges(
    in group: CompositionalLayout.Group, at path: [SettingError.Step]
  ) -> [(String, [SettingError.Step])] {
    group.subitems.enumerated().flatMap {
      index, subitem -> [(String, [SettingError.Step])] in
      let here = path + [.key("items"), .index(index)]
      switch subitem {
      case .item(let item):
        return item.supplementaryItems.map { ($0.kind, here) }
      case .group(let inner):
        return badges(in: inner, at: here)
      }
    }
  }

  /// A path as a spec writes it: `boundaryItems[1].kind`.
  private static func describe(_ path: [SettingError.Step]) -> String {
    path.enumerated().map { index, step in
      switch step {
      case .key(let key): index == 0 ? key : "." + key
      case .index(let position): "[\(position)]"
      }
    }.joined()
  }

  var section: CompositionalLayout.Section {
    var section: CompositionalLayout.Section
    if let list {
      section = .list(
        using: list,
        environment: .init(
          contentSize: .zero, effectiveContentSize: .zero, displayScale: 1))
      section.boundarySupplementaryItems += boundaryItems
    } else {
      section = .init(
        group: group
          ?? .horizontal(
            size: .init(
              width: .fractionalWidth(1), height: .fractionalHeight(1)),
            subitems: []))
      section.boundarySupplementaryItems = boundaryItems
    }
    if let contentInsets { section.contentInsets = contentInsets }
    section.interGroupSpacing = interGroupSpacing
    section.orthogonalScrollingBehavior = orthogonal
    section.orthogonalOffset = orthogonalOffset
    section.supplementariesFollowContentInsets = followsInsets
    if let background {
      var decoration = CompositionalLayout.DecorationItem.background(
        kind: "background")
      decoration.contentInsets = background
      section.decorationItems = [decoration]
    }
    return section
  }
}
