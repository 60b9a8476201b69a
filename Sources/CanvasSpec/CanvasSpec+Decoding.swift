import CanvasRendering
import CollectionLayout
import Foundation
import Yams

extension CanvasSpec {
  /// The top-level keys of a spec.
  static let topLevelKeys = [
    "canvas", "layout", "sections", "tree", "updates", "render", "seed",
    "title", "description", "name",
  ]

  /// Reads and checks the spec file at `url`.
  ///
  /// - Throws: ``SpecError`` naming the file, line and key of the first
  ///   problem.
  public static func load(
    from url: URL, limits: SpecLimits = SpecLimits(),
    registry: LayoutRegistry = .builtIn
  )
    throws(SpecError) -> CanvasSpec
  {
    let file = url.relativePath
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw SpecError(
        file: file, line: nil, column: nil, key: "",
        message: "cannot read the file: \(error.localizedDescription)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw SpecError(
        file: file, line: nil, column: nil, key: "",
        message: "the file is not valid UTF-8 text")
    }
    let name = url.deletingPathExtension().lastPathComponent
    return try decode(
      text, file: file, name: name,
      isJSON: url.pathExtension.lowercased() == "json", limits: limits,
      registry: registry)
  }

  /// Decodes and checks a spec from its text.
  ///
  /// - Parameters:
  ///   - text: YAML or JSON.
  ///   - file: The path to name in errors.
  ///   - name: The name of what the spec renders.
  ///   - isJSON: Whether to read the text as JSON.
  ///   - limits: The largest inputs to accept.
  ///   - registry: The layouts the spec may name.
  /// - Returns: The checked spec.
  /// - Throws: ``SpecError`` naming the file, line and key of the first
  ///   problem.
  public static func decode(
    _ text: String,
    file: String,
    name: String,
    isJSON: Bool = false,
    limits: SpecLimits = SpecLimits(),
    registry: LayoutRegistry = .builtIn
  ) throws(SpecError) -> CanvasSpec {
    guard isJSON else {
      return try decodeYAML(
        text, file: file, name: name, limits: limits, registry: registry)
    }
    try checkJSONSyntax(text, file: file)
    // Valid JSON holds tabs only as indentation, which YAML forbids, and
    // escapes emoji as surrogate pairs, which YAML rejects.
    let readable = JSONSurrogates(
      text.replacingOccurrences(of: "\t", with: " "))
    do {
      return try decodeYAML(
        readable.text, file: file, name: name, isJSON: true, limits: limits,
        registry: registry)
    } catch {
      throw readable.locating(error)
    }
  }

  /// Decodes YAML text, or JSON text made readable as YAML.
  private static func decodeYAML(
    _ yaml: String,
    file: String,
    name: String,
    isJSON: Bool = false,
    limits: SpecLimits,
    registry: LayoutRegistry
  ) throws(SpecError) -> CanvasSpec {
    let root: Node
    do {
      guard let composed = try Yams.compose(yaml: yaml) else {
        throw SpecError(
          file: file, line: nil, column: nil, key: "",
          message:
            "the spec is empty; it needs at least 'canvas', 'layout' and 'sections'"
        )
      }
      root = composed
    } catch let error as SpecError {
      throw error
    } catch let error as YamlError {
      throw syntaxError(error, file: file, isJSON: isJSON)
    } catch {
      throw SpecError(
        file: file, line: nil, column: nil, key: "",
        message: "cannot parse: \(error)")
    }
    let document = SpecNode(
      node: root, file: file, path: "", keyMark: root.mark)
    let top = try document.mapping(allowed: topLevelKeys)
    var seed: UInt64 = 0
    if let node = top["seed"] {
      seed = UInt64(try node.integer(in: 0...Int.max))
    }
    let canvas = try canvasOptions(try top.required("canvas"), limits: limits)
    let layoutNode = try top.required("layout")
    let environment = LayoutEnvironment(
      seed: seed, canvasSize: canvas.size,
      maximumLength: limits.maximumLength, maximumItems: limits.maximumItems)
    var layout = try layoutSpec(
      layoutNode, registry: registry, environment: environment)
    var sections: [SectionContent]
    var overrides: [SectionOverride] = []
    if let treeNode = top["tree"] {
      guard type(of: layout).takesTree else {
        throw treeNode.error(
          "only the tree layout takes a 'tree'; give 'sections' instead")
      }
      if let both = top["sections"] {
        throw both.error("give either 'tree' or 'sections', not both")
      }
      var count = 0
      let roots = try treeRoots(treeNode, count: &count, limits: limits)
      sections = TreeNode.sections(from: roots)
    } else {
      guard let sectionsNode = top["sections"] else {
        let missing = SpecNode(
          node: document.node, file: file, path: "sections",
          keyMark: document.mark)
        throw missing.error(
          type(of: layout).takesTree
            ? "is required, or give the tree as 'tree'" : "is required")
      }
      (sections, overrides) = try sectionContents(
        sectionsNode, limits: limits,
        sectionKeys: registry.types.flatMap { $0.sectionSettingNames })
      guard !sections.isEmpty else {
        throw sectionsNode.error(
          "is empty: give at least one section, even one without items")
      }
    }
    layout =
      try applying(
        overrides, to: layout, registry: registry, environment: environment)
      as any SpecLayout
    let totalText = sections.reduce(0) { total, section in
      section.items.reduce(
        total + (section.header?.count ?? 0) + (section.footer?.count ?? 0)
      ) {
        $0 + ($1.text?.count ?? 0) + ($1.title?.count ?? 0)
          + ($1.comment?.count ?? 0)
      }
    }
    guard totalText <= limits.maximumTotalText else {
      throw document.error(
        "the texts add up to \(totalText) characters, more than the limit of "
          + "\(limits.maximumTotalText) (--limits maxTotalText=N)")
    }
    var updates: [DecodedUpdate] = []
    if let updatesNode = top["updates"] {
      updates = try decodeUpdates(
        updatesNode, sections: sections, limits: limits)
    }
    var name = name
    if let nameNode = top["name"] {
      name = try outputName(nameNode)
    }
    return CanvasSpec(
      file: file,
      name: name,
      title: try top["title"]?.string(),
      canvas: canvas,
      layout: layout,
      sections: sections,
      seed: seed,
      updates: updates.map(\.update),
      sectionsAfterUpdates: try sectionsAfter(updates, sections: sections),
      presentation: try top["render"].map { (node) throws(SpecError) in
        try presentation(node, hasUpdates: !updates.isEmpty, limits: limits)
      } ?? Presentation()
    )
  }

  private static func presentation(
    _ node: SpecNode, hasUpdates: Bool, limits: SpecLimits
  )
    throws(SpecError) -> Presentation
  {
    let entries = try node.mapping(allowed: [
      "viewport", "device", "offsets", "animate",
    ])
    var presentation = Presentation()
    if let value = entries["viewport"] {
      presentation.viewport = try value.bool()
    }
    if let value = entries["device"] {
      let name = try value.string()
      guard let size = DevicePreset.size(named: name) else {
        throw value.error(
          "unknown device '\(name)'; give WIDTHxHEIGHT or one of: "
            + DevicePreset.sizes.map(\.name).joined(separator: ", "))
      }
      presentation.device = size
    }
    if let value = entries["offsets"] {
      var offsets: [CGFloat] = []
      for offset in try value.list() {
        offsets.append(CGFloat(try offset.number()))
      }
      guard offsets.count <= 12 else {
        throw value.error("draw at most 12 offsets side by side")
      }
      presentation.offsets = offsets
    }
    if let value = entries["animate"] {
      presentation.animationFrames = try value.integer(in: 2...30)
      guard hasUpdates else {
        throw value.error("there are no 'updates' to animate")
      }
    }
    return presentation
  }

  /// A `name:` that names the output files: a plain file name that cannot
  /// leave the output folder, with room for the longest suffix the tool
  /// adds within the 255 bytes file systems allow.
  private static func outputName(_ node: SpecNode) throws(SpecError) -> String {
    let name = try node.string()
    let shown = String(
      String.UnicodeScalarView(
        name.unicodeScalars.map { isHidden($0) ? "?" : $0 }))
    guard name.utf8.count <= maximumNameBytes else {
      throw node.error(
        "'\(shown)' is \(name.utf8.count) bytes long; output names may be at most "
          + "\(maximumNameBytes) bytes (in UTF-8), to leave room for suffixes such as '.layout.json'"
      )
    }
    guard !name.isEmpty, !name.contains("/"), !name.contains("\\"),
      !name.hasPrefix("."), !name.unicodeScalars.contains(where: isHidden)
    else {
      throw node.error(
        "'\(shown)' is not a plain file name: output names may not be empty, start with '.', "
          + "or hold '/', '\\', control characters or bidirectional controls"
      )
    }
    return name
  }

  /// The longest output name, in bytes.
  static let maximumNameBytes = 200

  /// Whether `scalar` is a control character or a bidirectional control,
  /// which would hide or reorder a file name on screen.
  private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
      || scalar.properties.isBidiControl
  }

  /// The keys of one section that its layout reads for that section.
  struct SectionOverride {
    var section: Int
    var node: SpecNode
    var keys: [String]
  }

  private static func applying<Layout: SpecLayout>(
    _ overrides: [SectionOverride], to layout: Layout,
    registry: LayoutRegistry, environment: LayoutEnvironment
  ) throws(SpecError) -> Layout {
    var layout = layout
    let own = Layout.sectionSettingNames
    for override in overrides {
      for key in override.keys where !own.contains(key) {
        let readers = registry.types.filter {
          $0.sectionSettingNames.contains(key)
        }
        .map { $0.typeName }
        throw override.node.descendant(at: [.key(key)]).error(
          "only the \(readers.joined(separator: " or ")) layout reads '\(key)' per section"
        )
      }
      layout = try override.node.decoding(
        SectionPatch<Layout>.self,
        userInfo: [
          LayoutEnvironment.userInfoKey: environment,
          SectionPatch<Layout>.inputKey: SectionPatch(
            layout: layout, section: override.section),
        ]
      ).layout
    }
    return layout
  }

  /// The roots of a `tree:`: one node, or a list of them.
  ///
  /// A node is a name, or `{name, children}`.
  private static func treeRoots(
    _ node: SpecNode, count: inout Int, limits: SpecLimits
  )
    throws(SpecError) -> [TreeNode]
  {
    if node.isSequence {
      var roots: [TreeNode] = []
      for element in try node.list() {
        roots.append(
          try treeNode(element, depth: 1, count: &count, limits: limits))
      }
      return roots
    }
    return [try treeNode(node, depth: 1, count: &count, limits: limits)]
  }

  private static func treeNode(
    _ node: SpecNode, depth: Int, count: inout Int, limits: SpecLimits
  )
    throws(SpecError) -> TreeNode
  {
    guard depth <= limits.maximumTreeDepth else {
      throw node.error(
        "the tree is deeper than the limit of \(limits.maximumTreeDepth) levels (--limits maxTreeDepth=N)"
      )
    }
    count += 1
    guard count <= limits.maximumItems else {
      throw node.error(
        "the tree has more than the limit of \(limits.maximumItems) nodes (--limits maxItems=N)"
      )
    }
    if !node.isMapping {
      return TreeNode(try text(node, limits: limits))
    }
    let entries = try node.mapping(allowed: ["name", "children"])
    var tree = TreeNode(try text(try entries.required("name"), limits: limits))
    if let children = entries["children"] {
      for child in try children.list() {
        tree.children.append(
          try treeNode(child, depth: depth + 1, count: &count, limits: limits))
      }
    }
    return tree
  }

  /// One decoded update, with what an insert brings and where it was
  /// written.
  struct DecodedUpdate {
    var update: UpdateItem
    var content: ItemContent?
    var node: SpecNode
  }

  private static func decodeUpdates(
    _ node: SpecNode, sections: [SectionContent], limits: SpecLimits
  )
    throws(SpecError) -> [DecodedUpdate]
  {
    var decoded: [DecodedUpdate] = []
    for entry in try node.list() {
      let fields = try entry.mapping(allowed: [
        "insert", "delete", "move", "to", "text",
      ])
      let actions = ["insert", "delete", "move"].filter { fields[$0] != nil }
      guard actions.count == 1, let action = actions.first,
        let pathNode = fields[action]
      else {
        throw entry.error("give exactly one of insert, delete or move")
      }
      let path = try indexPath(pathNode)
      switch action {
      case "insert":
        let text = try fields["text"].map { (node) throws(SpecError) in
          try CanvasSpec.text(node, limits: limits)
        }
        decoded.append(
          DecodedUpdate(
            update: .insert(path), content: ItemContent(text: text),
            node: pathNode))
      case "delete":
        decoded.append(
          DecodedUpdate(update: .delete(path), content: nil, node: pathNode))
      default:
        let destination = try indexPath(try fields.required("to"))
        decoded.append(
          DecodedUpdate(
            update: .move(path, to: destination), content: nil, node: pathNode))
      }
    }
    _ = try sectionsAfter(decoded, sections: sections)
    return decoded
  }

  private static func sectionsAfter(
    _ updates: [DecodedUpdate], sections: [SectionContent]
  )
    throws(SpecError) -> [SectionContent]
  {
    guard !updates.isEmpty else { return sections }
    var inserted: [IndexPath: ItemContent] = [:]
    for update in updates {
      if let path = update.update.indexPathAfterUpdate,
        let content = update.content
      {
        inserted[path] = content
      }
    }
    do {
      return try UpdateItem.apply(
        updates.map(\.update), to: sections, inserted: inserted)
    } catch {
      switch error {
      case .noSuchItem(let path, let position):
        throw updates[position].node.error(
          "there is no item at [\(path.map(String.init).joined(separator: ", "))]"
        )
      case .conflict(let path, let position):
        throw updates[position].node.error(
          "[\(path.map(String.init).joined(separator: ", "))] is named by two updates"
        )
      }
    }
  }

  /// An index path written `[section, item]`.
  private static func indexPath(_ node: SpecNode) throws(SpecError) -> IndexPath
  {
    let values = try node.list()
    guard values.count == 2 else {
      throw node.error(
        "expected [section, item], found \(values.count) numbers")
    }
    return IndexPath(
      item: try values[1].integer(in: 0...Int(Int32.max)),
      section: try values[0].integer(in: 0...Int(Int32.max))
    )
  }

  private static func checkJSONSyntax(_ text: String, file: String)
    throws(SpecError)
  {
    do {
      _ = try JSONSerialization.jsonObject(
        with: Data(text.utf8), options: [.fragmentsAllowed])
    } catch {
      let nsError = error as NSError
      let detail =
        (nsError.userInfo[NSDebugDescriptionErrorKey] as? String)
        ?? nsError.localizedDescription
      var line: Int?
      var column: Int?
      // Foundation names the offset in the message: "around character 28."
      if let range = detail.range(
        of: #"character \d+"#, options: .regularExpression),
        let index = Int(detail[range].dropFirst("character ".count))
      {
        (line, column) = position(ofUTF8Offset: index, in: text)
      }
      throw SpecError(
        file: file, line: line, column: column, key: "",
        message: "invalid JSON: \(detail)")
    }
  }

  private static func position(ofUTF8Offset offset: Int, in text: String) -> (
    Int, Int
  ) {
    var line = 1
    var column = 1
    for (index, byte) in text.utf8.enumerated() {
      if index >= offset { break }
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  private static func syntaxError(
    _ error: YamlError, file: String, isJSON: Bool
  ) -> SpecError {
    let kind = isJSON ? "JSON" : "YAML"
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let detail = context.map { "\(problem) \($0.text)" } ?? problem
      return SpecError(
        file: file, line: mark.line, column: mark.column, key: "",
        message: "invalid \(kind): \(detail)")
    case .duplicatedKeysInMapping(let duplicates, let context):
      let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      return SpecError(
        file: file,
        line: context.mark.line,
        column: context.mark.column,
        key: duplicates.first ?? "",
        message:
          "key \(names) appears more than once in the same mapping; the first is here"
      )
    case .reader(let problem, _, _, _):
      return SpecError(
        file: file, line: nil, column: nil, key: "",
        message: "invalid \(kind): \(problem)")
    default:
      return SpecError(
        file: file, line: nil, column: nil, key: "",
        message: "invalid \(kind): \(error)")
    }
  }

  private static func canvasOptions(_ node: SpecNode, limits: SpecLimits)
    throws(SpecError) -> CanvasOptions
  {
    let entries = try node.mapping(allowed: [
      "width", "height", "scale", "contentInset", "contentOffset", "theme",
      "appearance", "showsViewport",
    ])
    let width = try entries.required("width").positiveLength(
      maximum: limits.maximumCanvasSide)
    let height =
      try entries["height"]?.length(maximum: limits.maximumCanvasSide) ?? 0
    let scale = try entries["scale"]?.integer(in: 1...3) ?? 2
    let inset =
      try entries["contentInset"].map { (node) throws(SpecError) in
        try insets(node, limits: limits)
      } ?? .zero
    // Far enough to scroll any content within the limits, near enough that
    // every pixel coordinate stays an integer.
    let offset = try entries["contentOffset"]?.point(maximum: 1e9)
    var theme = Theme.standard
    if let themeNode = entries["theme"] {
      theme = try themeNode.choice(Theme.all.map { ($0.name, $0) })
    }
    // As a trait collection's `userInterfaceStyle`: the standard theme in
    // light or dark.
    if let appearance = entries["appearance"] {
      if entries["theme"] != nil {
        throw appearance.error(
          "give 'theme' or 'appearance', not both: 'appearance: dark' is 'theme: dark'"
        )
      }
      theme = try appearance.choice([
        ("light", Theme.standard), ("dark", Theme.dark),
      ])
    }
    guard inset.horizontal < width else {
      throw (entries["contentInset"] ?? node).error(
        "the left and right insets (\(SpecNode.format(Double(inset.horizontal)))) leave no width inside \(SpecNode.format(Double(width)))"
      )
    }
    return CanvasOptions(
      size: CGSize(width: width, height: height),
      scale: scale,
      contentInset: inset,
      contentOffset: offset ?? CGPoint(x: -inset.left, y: -inset.top),
      theme: theme,
      showsViewport: try entries["showsViewport"]?.bool()
        ?? (offset != nil && height > 0)
    )
  }

  /// Insets as one number for every edge, `[top, left, bottom, right]`, or
  /// `{top, left, bottom, right}` with missing edges 0.
  static func insets(_ node: SpecNode, limits: SpecLimits) throws(SpecError)
    -> EdgeInsets
  {
    if node.isSequence {
      let values = try node.list()
      guard values.count == 4 else {
        throw node.error(
          "expected [top, left, bottom, right], found \(values.count) numbers")
      }
      return EdgeInsets(
        top: try values[0].length(maximum: limits.maximumLength),
        left: try values[1].length(maximum: limits.maximumLength),
        bottom: try values[2].length(maximum: limits.maximumLength),
        right: try values[3].length(maximum: limits.maximumLength)
      )
    }
    if !node.isMapping {
      return EdgeInsets(all: try node.length(maximum: limits.maximumLength))
    }
    let entries = try node.mapping(allowed: ["top", "left", "bottom", "right"])
    return EdgeInsets(
      top: try entries["top"]?.length(maximum: limits.maximumLength) ?? 0,
      left: try entries["left"]?.length(maximum: limits.maximumLength) ?? 0,
      bottom: try entries["bottom"]?.length(maximum: limits.maximumLength) ?? 0,
      right: try entries["right"]?.length(maximum: limits.maximumLength) ?? 0
    )
  }

  private static func sectionContents(
    _ node: SpecNode, limits: SpecLimits, sectionKeys: [String]
  )
    throws(SpecError) -> ([SectionContent], [SectionOverride])
  {
    let list = try node.list()
    var total = 0
    var sections: [SectionContent] = []
    var overrides: [SectionOverride] = []
    let ownKeys = ["header", "footer", "items", "count", "itemSize"]
    let layoutKeys = Array(Set(sectionKeys).subtracting(ownKeys)).sorted()
    for sectionNode in list {
      let entries = try sectionNode.mapping(allowed: ownKeys + layoutKeys)
      let given = layoutKeys.filter { entries[$0] != nil }
      if !given.isEmpty {
        overrides.append(
          SectionOverride(
            section: sections.count, node: sectionNode, keys: given))
      }
      var section = SectionContent(
        header: try entries["header"]?.string(),
        footer: try entries["footer"]?.string()
      )
      if let items = entries["items"] {
        for itemNode in try items.list() {
          section.items.append(try item(itemNode, limits: limits))
        }
      }
      if let countNode = entries["count"] {
        let count = try countNode.integer(in: 0...Int(Int32.max))
        guard count <= limits.maximumItems else {
          throw countNode.error(
            "\(count) items are more than the limit of \(limits.maximumItems) (--limits maxItems=N)"
          )
        }
        let size = try entries["itemSize"]?.size(maximum: limits.maximumLength)
        section.items += Array(repeating: ItemContent(size: size), count: count)
      } else if let sizeNode = entries["itemSize"] {
        throw sizeNode.error(
          "is only used with 'count'; give each item its own 'size' instead")
      }
      total += section.items.count
      guard total <= limits.maximumItems else {
        throw sectionNode.error(
          "the spec has more than the limit of \(limits.maximumItems) items (--limits maxItems=N)"
        )
      }
      sections.append(section)
    }
    return (sections, overrides)
  }

  private static func item(_ node: SpecNode, limits: SpecLimits)
    throws(SpecError) -> ItemContent
  {
    if !node.isMapping {
      return ItemContent(text: try text(node, limits: limits))
    }
    let entries = try node.mapping(allowed: [
      "text", "size", "photo", "title", "comment",
    ])
    func optionalText(_ key: String) throws(SpecError) -> String? {
      guard let node = entries[key] else { return nil }
      return try text(node, limits: limits)
    }
    let photo = try entries["photo"]?.positiveSize(
      maximum: limits.maximumLength)
    return ItemContent(
      text: try optionalText("text"),
      size: try entries["size"]?.size(maximum: limits.maximumLength),
      photo: photo,
      title: try optionalText("title"),
      comment: try optionalText("comment")
    )
  }

  static func text(_ node: SpecNode, limits: SpecLimits)
    throws(SpecError) -> String
  {
    let value = try node.string()
    guard value.count <= limits.maximumTextLength else {
      throw node.error(
        "the text has \(value.count) characters, more than the limit of \(limits.maximumTextLength) (--limits maxTextLength=N)"
      )
    }
    return value
  }
}
