import CanvasRendering
import CollectionLayout
import CoreGraphics

// How a table view lays itself out: its sections through the engine's
// list layout, each row's height from its delegate or its cell, then the
// cells in the bounds, the headers, footers, separators and section
// backgrounds placed as views.

extension UITableView {
  func layOut() {
    let counts = counts()
    let tableHeight = tableHeaderView?.frame.height ?? 0
    var sections: [SectionContent] = []
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    var configurations: [CompositionalLayout.ListConfiguration] = []
    for section in counts.indices {
      let header = dataSource?.tableView(self, titleForHeaderInSection: section)
      let footer = dataSource?.tableView(self, titleForFooterInSection: section)
      if givenHeaders[section] == nil {
        givenHeaders[section] = .some(
          tableDelegate?.tableView(self, viewForHeaderInSection: section))
      }
      if givenFooters[section] == nil {
        givenFooters[section] = .some(
          tableDelegate?.tableView(self, viewForFooterInSection: section))
      }
      headerViews[section] = givenHeaders[section] ?? nil
      footerViews[section] = givenFooters[section] ?? nil
      var list = CompositionalLayout.ListConfiguration(
        appearance: style.appearance)
      let headerHeight = height(ofHeaderIn: section, footer: false)
      let footerHeight = height(ofHeaderIn: section, footer: true)
      let hasHeader =
        header != nil || headerViews[section] != nil
        || (headerHeight ?? 0) > 0
      let hasFooter =
        footer != nil || footerViews[section] != nil
        || (footerHeight ?? 0) > 0
      list.headerMode = hasHeader ? .supplementary : .none
      list.footerMode = hasFooter ? .supplementary : .none
      list.showsSeparators = false
      if sectionHeaderTopPadding != Self.automaticDimension {
        list.headerTopPadding = sectionHeaderTopPadding
      }
      configurations.append(list)
      sections.append(
        SectionContent(
          header: header, footer: footer,
          items: Array(repeating: ItemContent(), count: counts[section])))
    }
    let lists = configurations
    var layout = CompositionalLayout { index, environment in
      .list(using: lists[index], environment: environment)
    }
    layout.font = UIFont.preferredFont(forTextStyle: .body).font
    let table = UncheckedSendable(self)
    layout.itemSizing = .init { path, proposed, _ in
      MainActor.assumeIsolated {
        CGSize(
          width: proposed.width,
          height: table.value.height(ofRowAt: path, width: proposed.width))
      }
    }
    let views = UncheckedSendable((headerViews, footerViews))
    layout.boundarySizing = { kind, path, proposed, _ in
      MainActor.assumeIsolated {
        table.value.size(
          ofBoundary: kind, section: path.section, proposed: proposed,
          views: views.value)
      }
    }
    let inset = adjustedContentInset
    let shifted = bounds.offsetBy(dx: 0, dy: -tableHeight)
    let prepared = layout.prepare(
      in: LayoutContext(
        bounds: shifted,
        contentInset: EdgeInsets(
          top: inset.top, left: inset.left, bottom: inset.bottom,
          right: inset.right),
        sections: sections, textMeasurer: textMeasurer,
        displayScale: traitCollection.displayScale)
    ).withBounds(shifted)
    place(
      prepared, tableHeight: tableHeight, headerViews: headerViews,
      footerViews: footerViews)
  }

  /// The height the delegate or the table gives a header (or footer);
  /// `nil` when it is automatic.
  func height(ofHeaderIn section: Int, footer: Bool) -> CGFloat? {
    let given =
      footer
      ? tableDelegate?.tableView(self, heightForFooterInSection: section)
        ?? sectionFooterHeight
      : tableDelegate?.tableView(self, heightForHeaderInSection: section)
        ?? sectionHeaderHeight
    return given == Self.automaticDimension || !given.isFinite
      ? nil : max(0, given)
  }

  /// A header's or footer's size: the height given, else its view's
  /// fitted height, else `nil` for the engine to measure its title.
  func size(
    ofBoundary kind: String, section: Int, proposed: CGSize,
    views: ([Int: UIView], [Int: UIView])
  ) -> CGSize? {
    let isFooter = kind == ElementKind.sectionFooter
    if let height = height(ofHeaderIn: section, footer: isFooter) {
      return CGSize(width: proposed.width, height: height)
    }
    guard let view = (isFooter ? views.1 : views.0)[section] else {
      return nil
    }
    view.frame.size.width = proposed.width
    let fitted = view.systemLayoutSizeFitting(
      CGSize(width: proposed.width, height: 0),
      withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    return CGSize(width: proposed.width, height: max(0, fitted.height))
  }

  /// A row's height: the delegate's or the table's, else its cell's own,
  /// measured once per reload.
  func height(ofRowAt path: IndexPath, width: CGFloat) -> CGFloat {
    if let known = heights[path] { return known }
    let given =
      tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
    let height: CGFloat
    if given != Self.automaticDimension, given.isFinite, given >= 0 {
      height = given
    } else {
      let cell = cell(forMeasuring: path)
      cell.frame.size.width = width
      height =
        cell.sizeThatFits(
          CGSize(width: width, height: .greatestFiniteMagnitude)
        ).height
    }
    heights[path] = height
    return height
  }

  /// The row's cell from the data source, asked once per reload.
  func cell(forMeasuring path: IndexPath) -> UITableViewCell {
    if let cell = shownCells[path] ?? measuringCells[path] { return cell }
    let cell =
      dataSource?.tableView(self, cellForRowAt: path)
      ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    prepare(cell, at: path)
    measuringCells[path] = cell
    return cell
  }

  func prepare(_ cell: UITableViewCell, at path: IndexPath) {
    cell.traitParent = self
    cell.isEditing = isEditing
    cell.editingStyle =
      tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
    cell.indentationLevel = max(
      cell.indentationLevel,
      tableDelegate?.tableView(self, indentationLevelForRowAt: path) ?? 0)
    cell.isSelected = selected.contains(path)
  }

  /// The rectangle the table shows, in content coordinates, with room
  /// for the content inset.
  var shownRect: CGRect {
    let inset = adjustedContentInset
    return CGRect(
      x: bounds.minX - inset.left, y: bounds.minY - inset.top,
      width: bounds.width + inset.left + inset.right,
      height: bounds.height + inset.top + inset.bottom)
  }

  func place(
    _ prepared: PreparedLayout, tableHeight: CGFloat,
    headerViews: [Int: UIView], footerViews: [Int: UIView]
  ) {
    for view in decorations { view.removeFromSuperview() }
    decorations = []
    if let backgroundView {
      backgroundView.frame = bounds
      insertSubview(backgroundView, at: 0)
    }
    let shown = shownRect
    var keptCells: [IndexPath: UITableViewCell] = [:]
    var fills: [UIView] = []
    var lines: [(frame: CGRect, path: IndexPath)] = []
    var bands: [UIView] = []
    rowFrames = [:]
    headerFrames = [:]
    footerFrames = [:]
    var keptHeaders: [Int: UIView] = [:]
    var keptFooters: [Int: UIView] = [:]
    for element in prepared.elements {
      let frame = element.frame.offsetBy(dx: 0, dy: tableHeight)
      let path = element.indexPath
      switch element.representedElementCategory {
      case .cell:
        rowFrames[path] = frame
        // Rows that only touch the edge are not shown.
        guard frame.minY < shown.maxY, frame.maxY > shown.minY else {
          continue
        }
        let cell = cell(forMeasuring: path)
        measuringCells[path] = nil
        cell.frame = frame
        keptCells[path] = cell
      case .supplementaryView:
        let isFooter =
          element.representedElementKind == ElementKind.sectionFooter
        if isFooter {
          footerFrames[path.section] = frame
        } else {
          headerFrames[path.section] = frame
        }
        let view =
          (isFooter ? footerViews : headerViews)[path.section]
          ?? titleView(section: path.section, isFooter: isFooter)
        guard let view else { continue }
        view.frame = frame
        if isFooter {
          keptFooters[path.section] = view
        } else {
          keptHeaders[path.section] = view
        }
        bands.append(view)
      case .decorationView:
        guard element.content is ListRowsContent else { continue }
        let fill = UIView(frame: frame)
        fill.backgroundColor =
          style == .plain ? .clear : .secondarySystemGroupedBackground
        fill.layer.cornerRadius = style == .insetGrouped ? 10 : 0
        fills.append(fill)
      }
    }
    // Cells that left the screen, and measuring cells never shown.
    for (path, cell) in shownCells where keptCells[path] !== cell {
      enqueue(cell)
    }
    for cell in measuringCells.values { enqueue(cell) }
    measuringCells = [:]
    for (section, view) in shownHeaders where keptHeaders[section] !== view {
      enqueue(view)
    }
    for (section, view) in shownFooters where keptFooters[section] !== view {
      enqueue(view)
    }
    let newCells = keptCells.filter { shownCells[$0.key] !== $0.value }
    shownCells = keptCells
    shownHeaders = keptHeaders
    shownFooters = keptFooters
    for fill in fills {
      insertSubview(fill, at: backgroundView == nil ? 0 : 1)
    }
    decorations += fills
    let ordered = keptCells.sorted { $0.key < $1.key }
    for (path, cell) in ordered {
      roundEnds(of: cell, at: path)
      addSubview(cell)
      if newCells[path] != nil {
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
      }
      if isLastRow(path) { continue }
      lines.append((cell.frame, path))
    }
    addSeparators(lines)
    for band in bands { addSubview(band) }
    for (section, view) in keptHeaders {
      tableDelegate?.tableView(
        self, willDisplayHeaderView: view, forSection: section)
    }
    if let tableHeaderView {
      tableHeaderView.frame = CGRect(
        x: 0, y: 0, width: bounds.width, height: tableHeaderView.frame.height)
      addSubview(tableHeaderView)
    }
    var height = tableHeight + prepared.collectionViewContentSize.height
    if let tableFooterView {
      tableFooterView.frame = CGRect(
        x: 0, y: height, width: bounds.width,
        height: tableFooterView.frame.height)
      addSubview(tableFooterView)
      height += tableFooterView.frame.height
    }
    contentSize = CGSize(width: bounds.width, height: height)
  }

  func isLastRow(_ path: IndexPath) -> Bool {
    path.item == numberOfRows(inSection: path.section) - 1
  }

  /// A header or footer showing the data source's title, styled for the
  /// table's style; `nil` without a title.
  func titleView(section: Int, isFooter: Bool) -> UIView? {
    let title =
      isFooter
      ? dataSource?.tableView(self, titleForFooterInSection: section)
      : dataSource?.tableView(self, titleForHeaderInSection: section)
    guard let title else { return nil }
    let view =
      (isFooter ? shownFooters[section] : shownHeaders[section])
      as? UITableViewHeaderFooterView
      ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
    view.isGrouped = style != .plain
    let label = view.textLabel
    label?.text = title
    label?.numberOfLines = 0
    if style == .plain, !isFooter {
      label?.font = .boldSystemFont(
        ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize)
      label?.textColor = .label
      view.backgroundColor = .systemBackground
    } else {
      label?.font = UIFont.preferredFont(forTextStyle: .footnote)
      label?.textColor = .secondaryLabel
      view.isFooter = isFooter
    }
    return view
  }

  /// An inset-grouped section's first and last cells take its rounded
  /// corners.
  func roundEnds(of cell: UITableViewCell, at path: IndexPath) {
    guard style == .insetGrouped else { return }
    var corners: CACornerMask = []
    if path.item == 0 {
      corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }
    if isLastRow(path) {
      corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }
    cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
    cell.layer.maskedCorners = corners
    cell.clipsToBounds = !corners.isEmpty
  }

  func isShownSelected(_ cell: UITableViewCell) -> Bool {
    (cell.isSelected || cell.isHighlighted) && cell.selectionStyle != .none
  }

  /// A hairline under each row but its section's last, from the cell's
  /// separator inset, in the separator colour; none beside a selected
  /// row.
  func addSeparators(_ rows: [(frame: CGRect, path: IndexPath)]) {
    guard separatorStyle != .none else { return }
    let hairline = 1 / max(1, traitCollection.displayScale)
    for (frame, path) in rows {
      guard let cell = shownCells[path] else { continue }
      // A selected row's grey meets its neighbours with no line, as iOS.
      let below = IndexPath(row: path.row + 1, section: path.section)
      if isShownSelected(cell) || shownCells[below].map(isShownSelected) == true
      {
        continue
      }
      let inset = cell.ownSeparatorInset ?? ownSeparatorInset
      let leading = inset?.left ?? cell.separatorInset.left
      let trailing = inset?.right ?? 0
      let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
      let width = max(0, frame.width - leading - trailing)
      let line = TableSeparatorView(
        frame: CGRect(
          x: frame.minX + (leftToRight ? leading : trailing),
          y: frame.maxY - hairline, width: width, height: hairline))
      line.backgroundColor = separatorColor ?? .separator
      addSubview(line)
      decorations.append(line)
    }
  }
}
