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
    // The bytes are let go once they are text: only one copy is held while
    // the spec is read.
    let text = try readText(url, limit: limits.maximumSpecBytes, file: file)
    let name = url.deletingPathExtension().lastPathComponent
    return try decode(
      text, file: file, name: name,
      isJSON: url.pathExtension.lowercased() == "json", limits: limits,
      registry: registry)
  }

  /// The text of the file at `url`, refused without being read whole
  /// when it has more than `limit` bytes.
  private static func readText(_ url: URL, limit: Int, file: String)
    throws(SpecError) -> String
  {
    let data: Data
    do {
      data = try readBounded(url, limit: limit, file: file)
    } catch let error as SpecError {
      throw error
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
    return text
  }

  /// The bytes of the file at `url`, refused without being read whole
  /// when there are more than `limit`.
  private static func readBounded(_ url: URL, limit: Int, file: String) throws
    -> Data
  {
    let tooLarge = { (size: Int) in
      SpecError(
        file: file, line: nil, column: nil, key: "",
        message:
          "the file has \(size) bytes, more than the limit of \(limit) (--limits maxSpecBytes=N)"
      )
    }
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    if let size = try? FileManager.default.attributesOfItem(atPath: url.path)[
      .size] as? Int, size > limit
    {
      throw tooLarge(size)
    }
    // A file that grows while it is read is cut off at the limit.
    let data = try handle.read(upToCount: limit + 1) ?? Data()
    guard data.count <= limit else { throw tooLarge(data.count) }
    return data
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
    guard text.utf8.count <= limits.maximumSpecBytes else {
      throw SpecError(
        file: file, line: nil, column: nil, key: "",
        message:
          "the spec has \(text.utf8.count) bytes, more than the limit of \(limits.maximumSpecBytes) (--limits maxSpecBytes=N)"
      )
    }
    try SpecPrescan.check(text, isJSON: isJSON, file: file, limits: limits)
    let document = try documentNode(text, file: file, isJSON: isJSON)
    let top = try document.mapping(allowed: topLevelKeys)
    var seed: UInt64 = 0
    if let node = top["seed"] {
      seed = UInt64(try node.integer(in: 0...Int.max))
    }
    var environment = SpecEnvironment(
      seed: seed,
      maximumLength: limits.maximumLength,
      maximumCanvasSide: limits.maximumCanvasSide,
      maximumItems: limits.maximumItems,
      maximumTextLength: limits.maximumTextLength,
      sectionLayoutKeys: registry.types.flatMap { $0.sectionSettingNames },
      baseDirectory: URL(fileURLWithPath: file).deletingLastPathComponent())
    let canvas = try top.required("canvas").decoding(
      CanvasOptions.self, in: environment)
    environment.canvasSize = canvas.size
    environment.contentWidth = Double(
      canvas.size.width - canvas.contentInset.horizontal)
    let layout = try layoutSpec(
      try top.required("layout"), registry: registry, environment: environment)
    let (sections, sectionLayout) = try content(
      of: top, in: document, layout: layout, limits: limits,
      registry: registry, environment: environment)
    try checkTotalText(of: sections, in: document, limits: limits)
    var updates: [UpdateItem] = []
    var sectionsAfterUpdates = sections
    if let updatesNode = top["updates"] {
      (updates, sectionsAfterUpdates) = try applying(
        updatesNode.decoding([UpdateSpec].self, in: environment),
        at: updatesNode, to: sections)
    }
    var name = name
    if let nameNode = top["name"] {
      name = try outputName(nameNode)
    }
    let presentation = try presentation(
      top["render"], hasUpdates: !updates.isEmpty, in: environment)
    return CanvasSpec(
      file: file,
      name: name,
      title: try top["title"]?.string(),
      canvas: canvas,
      layout: sectionLayout,
      sections: sections,
      seed: seed,
      updates: updates,
      sectionsAfterUpdates: sectionsAfterUpdates,
      presentation: presentation
    )
  }

  /// The document `text` holds, as YAML or JSON; an empty one is an error.
  private static func documentNode(
    _ text: String, file: String, isJSON: Bool
  ) throws(SpecError) -> SpecNode {
    let root = try isJSON ? json(text, file: file) : yaml(text, file: file)
    guard let root else {
      throw SpecError(
        file: file, line: nil, column: nil, key: "",
        message:
          "the spec is empty; it needs at least 'canvas', 'layout' and 'sections'"
      )
    }
    return SpecNode(node: root, file: file, path: "", keyMark: root.mark)
  }

  /// The sections the spec gives, from its `tree` or its `sections`, and
  /// the layout with the sections' own settings applied.
  private static func content(
    of top: SpecMapping, in document: SpecNode, layout: any SpecLayout,
    limits: SpecLimits, registry: LayoutRegistry, environment: SpecEnvironment
  ) throws(SpecError) -> ([SectionContent], any SpecLayout) {
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
      return (TreeNode.sections(from: roots), layout)
    }
    guard let sectionsNode = top["sections"] else {
      let missing = SpecNode(
        node: document.node, file: document.file, path: "sections",
        keyMark: document.mark)
      throw missing.error(
        type(of: layout).takesTree
          ? "is required, or give the tree as 'tree'" : "is required")
    }
    let decoded = try sectionsNode.decoding(
      [SectionSpec].self, in: environment)
    guard !decoded.isEmpty else {
      throw sectionsNode.error(
        "is empty: give at least one section, even one without items")
    }
    let sections = decoded.map(\.content)
    var total = 0
    for (index, section) in sections.enumerated() {
      total += section.items.count
      guard total <= limits.maximumItems else {
        throw sectionsNode.descendant(at: [.index(index)]).error(
          "the spec has more than the limit of \(limits.maximumItems) items (--limits maxItems=N)"
        )
      }
    }
    return (
      sections,
      try applyingSectionSettings(
        of: sectionsNode, to: layout, registry: registry,
        environment: environment)
    )
  }

  /// Refuses sections whose texts add up to more than the limit.
  private static func checkTotalText(
    of sections: [SectionContent], in document: SpecNode, limits: SpecLimits
  ) throws(SpecError) {
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
  }

  /// How the spec is presented: its `render` mapping, or the defaults; an
  /// animation needs updates.
  private static func presentation(
    _ node: SpecNode?, hasUpdates: Bool, in environment: SpecEnvironment
  ) throws(SpecError) -> Presentation {
    guard let node else { return Presentation() }
    let presentation = try node.decoding(Presentation.self, in: environment)
    if presentation.animationFrames > 0, !hasUpdates {
      throw node.descendant(at: [.key("animate")]).error(
        "there are no 'updates' to animate")
    }
    return presentation
  }

  /// The updates, and the sections after them; an update that names no
  /// item is an error at its index path.
  private static func applying(
    _ decoded: [UpdateSpec], at node: SpecNode, to sections: [SectionContent]
  ) throws(SpecError) -> ([UpdateItem], [SectionContent]) {
    let updates = decoded.map(\.update.0)
    var inserted: [IndexPath: ItemContent] = [:]
    for (spec, update) in zip(decoded, updates) {
      if let path = update.indexPathAfterUpdate, spec.insert != nil {
        inserted[path] = ItemContent(text: spec.text)
      }
    }
    do {
      return (
        updates,
        try UpdateItem.apply(updates, to: sections, inserted: inserted)
      )
    } catch {
      let at = { (position: Int) in
        node.descendant(at: [
          .index(position), .key(decoded[position].update.key),
        ])
      }
      switch error {
      case .noSuchItem(let path, let position):
        throw at(position).error(
          "there is no item at [\(path.map(String.init).joined(separator: ", "))]"
        )
      case .conflict(let path, let position):
        throw at(position).error(
          "[\(path.map(String.init).joined(separator: ", "))] is named by two updates"
        )
      }
    }
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

  /// The layout with each section's own settings applied; a key another
  /// layout reads per section names that layout.
  private static func applyingSectionSettings<Layout: SpecLayout>(
    of node: SpecNode, to layout: Layout, registry: LayoutRegistry,
    environment: SpecEnvironment
  ) throws(SpecError) -> Layout {
    var layout = layout
    let own = Layout.sectionSettingNames
    for (section, sectionNode) in try node.list().enumerated() {
      guard let mapping = sectionNode.node.entries else { continue }
      for key in mapping.compactMap({ $0.key.scalar?.text })
      where environment.sectionLayoutKeys.contains(key) && !own.contains(key) {
        let readers = registry.types.filter {
          $0.sectionSettingNames.contains(key)
        }
        .map { $0.typeName }
        throw sectionNode.descendant(at: [.key(key)]).error(
          "only the \(readers.joined(separator: " or ")) layout reads '\(key)' per section"
        )
      }
      layout = try sectionNode.decoding(
        SectionPatch<Layout>.self,
        userInfo: [
          SpecEnvironment.userInfoKey: environment,
          SectionPatch<Layout>.inputKey: SectionPatch(
            layout: layout, section: section),
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

  /// The document of a JSON spec, read by ``JSONReader``: JSON's own
  /// grammar, escapes and numbers, its syntax errors located.
  private static func json(_ text: String, file: String) throws(SpecError)
    -> SpecValue?
  {
    do {
      return try JSONReader.read(text).map { .json($0) }
    } catch {
      throw SpecError(
        file: file, line: error.mark.line, column: error.mark.column, key: "",
        message: "invalid JSON: \(error.message)")
    }
  }

  /// The document of a YAML spec, composed by Yams, its syntax errors
  /// located.
  ///
  /// Scalars are read as written (``SpecValue`` tells a plain one from a
  /// quoted one, and each key decides what it wants), so Yams' resolver of
  /// implicit tags is not needed: with its default one, every key compared
  /// for duplicates ran its regular expressions, and building them alone
  /// took over a millisecond of each run.
  private static func yaml(_ text: String, file: String) throws(SpecError)
    -> SpecValue?
  {
    do {
      return try Yams.compose(yaml: text, .basic).map { .yaml($0) }
    } catch let error as YamlError {
      throw syntaxError(error, file: file)
    } catch {
      throw SpecError(
        file: file, line: nil, column: nil, key: "",
        message: "cannot parse: \(error)")
    }
  }

  private static func syntaxError(_ error: YamlError, file: String)
    -> SpecError
  {
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let detail = context.map { "\(problem) \($0.text)" } ?? problem
      return SpecError(
        file: file, line: mark.line, column: mark.column, key: "",
        message: "invalid YAML: \(detail)")
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
        message: "invalid YAML: \(problem)")
    default:
      return SpecError(
        file: file, line: nil, column: nil, key: "",
        message: "invalid YAML: \(error)")
    }
  }

  static func text(_ node: SpecNode, limits: SpecLimits)
    throws(SpecError) -> String
  {
    try SettingReader.limited(
      try node.string(), to: limits.maximumTextLength
    ) { node.error($0) }
  }
}
