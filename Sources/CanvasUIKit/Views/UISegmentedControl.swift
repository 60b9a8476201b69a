import CoreGraphics
import Foundation

/// A row of segments, one selected, as UIKit's `UISegmentedControl` since
/// iOS 13: 32 points tall, a rounded track in `tertiarySystemFill` with the
/// selected segment on a raised white thumb (grey in dark appearance),
/// 13-point titles, semibold when selected, and a thin line between two
/// segments neither of which is selected.
///
/// Segments share the width equally unless ``apportionsSegmentWidthsByContent``
/// is set or a segment has a width of its own. Each segment's title is a
/// `UILabel` (its picture a `UIImageView`) inside the control. Setting
/// ``selectedSegmentIndex`` sends no action, as in UIKit; a test that taps a
/// segment sets it and calls `sendActions(for: .valueChanged)`.
open class UISegmentedControl: UIControl {
  /// The index of no segment, as UIKit's `noSegment`.
  public static let noSegment = -1

  private struct Segment {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    var width: CGFloat = 0
    var isEnabled = true
    var contentOffset = CGSize.zero
  }

  private var segments: [Segment] = [] {
    didSet { rebuild() }
  }
  private var pieces: [UIView] = []

  /// The selected segment, or ``noSegment``; sends no action.
  open var selectedSegmentIndex = UISegmentedControl.noSegment {
    didSet { setNeedsLayout() }
  }
  /// The thumb's colour; `nil` for white (grey in dark appearance).
  open var selectedSegmentTintColor: UIColor? {
    didSet {
      setNeedsDisplay()
      AppearanceProxies.note(
        self, \.selectedSegmentTintColor, selectedSegmentTintColor)
    }
  }
  /// Whether each segment is as wide as its content, rather than all as
  /// wide as the widest.
  open var apportionsSegmentWidthsByContent = false {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Whether a tap selects a segment only while touched; a still image
  /// shows none selected.
  open var isMomentary = false
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// A control of `items`, each a title (`String`) or a picture (`UIImage`).
  public init(items: [Any]?) {
    super.init(frame: .zero)
    segments = (items ?? []).map { item in
      if let image = item as? UIImage { return Segment(image: image) }
      return Segment(title: item as? String ?? "\(item)")
    }
    // An initialiser's own assignment runs no observer.
    rebuild()
    frame.size = intrinsicContentSize
  }

  /// A control in `frame` whose segments are `actions`' titles and
  /// pictures; choosing one performs its action.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(items: nil)
    self.frame = frame
    segments = actions.map {
      Segment(title: $0.title, image: $0.image, action: $0)
    }
  }

  /// An empty control in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: Segments

  /// How many segments there are.
  open var numberOfSegments: Int { segments.count }

  /// Inserts a segment titled `title` at `segment` (clamped to the ends).
  open func insertSegment(
    withTitle title: String?, at segment: Int, animated: Bool
  ) {
    segments.insert(Segment(title: title), at: clamped(segment))
  }

  /// Inserts a segment showing `image` at `segment` (clamped to the ends).
  open func insertSegment(
    with image: UIImage?, at segment: Int, animated: Bool
  ) {
    segments.insert(Segment(image: image), at: clamped(segment))
  }

  /// Inserts a segment for `action` at `segment` (clamped to the ends).
  open func insertSegment(
    action: UIAction, at segment: Int, animated: Bool
  ) {
    segments.insert(
      Segment(title: action.title, image: action.image, action: action),
      at: clamped(segment))
  }

  /// Removes the segment at `segment`, if there is one.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if selectedSegmentIndex >= segments.count {
      selectedSegmentIndex = Self.noSegment
    }
  }

  /// Removes every segment.
  open func removeAllSegments() {
    segments = []
    selectedSegmentIndex = Self.noSegment
  }

  /// Sets the title of the segment at `segment`.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    segments[segment].image = nil
  }

  /// The title of the segment at `segment`.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets the picture of the segment at `segment`.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    segments[segment].title = nil
  }

  /// The picture of the segment at `segment`.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Gives the segment at `segment` a width of its own; 0 for a shared one.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].width = max(0, width.isFinite ? width : 0)
  }

  /// The segment's own width, or 0 when it shares the width.
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// Enables or disables the segment at `segment`.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  /// Whether the segment at `segment` is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Moves the content of the segment at `segment` by `offset`.
  open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].contentOffset = offset
  }

  /// How far the content of the segment at `segment` is moved.
  open func contentOffsetForSegment(at segment: Int) -> CGSize {
    segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
  }

  /// The action of the segment at `segment`, for one made from an action.
  open func actionForSegment(at segment: Int) -> UIAction? {
    segments.indices.contains(segment) ? segments[segment].action : nil
  }

  /// The index of the segment whose action is identified by `identifier`,
  /// or ``noSegment``.
  open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
    segments.firstIndex { $0.action?.identifier == identifier }
      ?? Self.noSegment
  }

  /// Sets the title attributes (`.font`, `.foregroundColor`) for `state`.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
    setNeedsLayout()
  }

  /// The title attributes set for `state`.
  open func titleTextAttributes(for state: UIControl.State)
    -> [NSAttributedString.Key: Any]?
  {
    titleAttributes[state.rawValue]
  }

  /// Runs the selected segment's action, then the control's actions for
  /// `controlEvents`.
  open override func sendActions(for controlEvents: UIControl.Event) {
    if controlEvents.contains(.valueChanged),
      segments.indices.contains(selectedSegmentIndex)
    {
      segments[selectedSegmentIndex].action?.perform(sender: self)
    }
    super.sendActions(for: controlEvents)
  }

  private func clamped(_ index: Int) -> Int {
    min(max(0, index), segments.count)
  }

  // MARK: Geometry

  /// The control's height.
  static let height: CGFloat = 32
  /// The space on each side of a segment's content.
  static let padding: CGFloat = 12
  /// How far the thumb is inset from the track.
  static let thumbInset: CGFloat = 2

  private func font(selected: Bool) -> UIFont {
    let state: UIControl.State = selected ? .selected : .normal
    return titleAttributes[state.rawValue]?[.font] as? UIFont
      ?? titleAttributes[UIControl.State.normal.rawValue]?[.font] as? UIFont
      ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
  }

  /// The width of a segment's title or picture, in the selected font (the
  /// wider), so selecting a segment never crowds it.
  private func contentWidth(_ segment: Segment) -> CGFloat {
    if let image = segment.image { return image.size.width }
    guard let title = segment.title, !title.isEmpty else { return 0 }
    return (title as NSString).size(withAttributes: [
      .font: font(selected: true)
    ])
    .width
  }

  /// Each segment's width inside `width`: own widths first, the rest
  /// shared equally, or by content when apportioned.
  private func widths(in width: CGFloat) -> [CGFloat] {
    guard !segments.isEmpty else { return [] }
    let fixed = segments.reduce(0) { $0 + $1.width }
    let shared = segments.indices.filter { segments[$0].width == 0 }
    let spare = max(0, width - fixed)
    var widths = segments.map(\.width)
    if apportionsSegmentWidthsByContent {
      let natural = shared.map {
        contentWidth(segments[$0]) + 2 * Self.padding
      }
      let total = natural.reduce(0, +)
      for (index, segment) in shared.enumerated() {
        widths[segment] =
          total > 0
          ? spare * natural[index] / total : spare / CGFloat(shared.count)
      }
    } else {
      for segment in shared {
        widths[segment] = spare / CGFloat(shared.count)
      }
    }
    return widths
  }

  /// Each segment's rectangle, leading to trailing.
  private func segmentFrames() -> [CGRect] {
    var x: CGFloat = 0
    let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
    return widths(in: bounds.width).map { width in
      defer { x += width }
      return CGRect(
        x: leftToRight ? x : bounds.width - x - width, y: 0, width: width,
        height: bounds.height)
    }
  }

  /// As wide as its segments' content with their padding (each as wide
  /// as the widest unless apportioned), 32 points tall.
  open override var intrinsicContentSize: CGSize {
    let natural = segments.map {
      $0.width > 0 ? $0.width : contentWidth($0) + 2 * Self.padding
    }
    let width =
      apportionsSegmentWidthsByContent
      ? natural.reduce(0, +)
      : segments.indices.reduce(0) { total, index in
        total
          + (segments[index].width > 0
            ? segments[index].width
            : segments.indices.filter { segments[$0].width == 0 }
              .map { natural[$0] }.max() ?? 0)
      }
    return CGSize(width: width.rounded(.up), height: Self.height)
  }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    intrinsicContentSize
  }

  // MARK: Drawing

  /// The thumb's shadow spills past the control, as its view's does on
  /// iOS.
  override var cutsDrawingToBounds: Bool { false }

  private func rebuild() {
    for piece in pieces { piece.removeFromSuperview() }
    pieces = segments.map { segment in
      let piece: UIView
      if let image = segment.image {
        let view = UIImageView(image: image)
        view.contentMode = .center
        piece = view
      } else {
        let label = UILabel(frame: .zero)
        label.text = segment.title
        label.textAlignment = .center
        piece = label
      }
      addSubview(piece)
      return piece
    }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// Places each segment's title or picture in its segment, in the
  /// selected or normal font and colour.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let frames = segmentFrames()
    for (index, piece) in pieces.enumerated() {
      let segment = segments[index]
      let selected = index == selectedSegmentIndex && !isMomentary
      let enabled = isEnabled && segment.isEnabled
      let state: UIControl.State = selected ? .selected : .normal
      let color =
        titleAttributes[state.rawValue]?[.foregroundColor] as? UIColor
        ?? titleAttributes[UIControl.State.normal.rawValue]?[.foregroundColor]
        as? UIColor ?? .label
      let inner = frames[index].insetBy(dx: Self.padding / 2, dy: 0)
        .offsetBy(
          dx: segment.contentOffset.width, dy: segment.contentOffset.height)
      if let label = piece as? UILabel {
        label.font = font(selected: selected)
        label.textColor = enabled ? color : .tertiaryLabel
        let height = label.intrinsicContentSize.height
        label.frame = CGRect(
          x: inner.minX, y: inner.midY - height / 2, width: inner.width,
          height: height)
      } else if let image = piece as? UIImageView {
        image.tintColor = enabled ? color : .tertiaryLabel
        image.frame = inner
      }
    }
  }

  /// The track, the thumb under the selected segment with its shadow,
  /// and the lines between unselected segments.
  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    UIColor.tertiarySystemFill.setFill()
    UIBezierPath(roundedRect: bounds, cornerRadius: 9).fill()
    let frames = segmentFrames()
    let selected = isMomentary ? Self.noSegment : selectedSegmentIndex
    for index in frames.indices.dropLast()
    where index != selected && index + 1 != selected {
      let edge =
        effectiveUserInterfaceLayoutDirection == .leftToRight
        ? frames[index].maxX : frames[index].minX
      UIColor.separator.setFill()
      UIBezierPath(
        rect: CGRect(
          x: edge - 0.5, y: bounds.midY - 8, width: 1, height: 16)
      ).fill()
    }
    guard frames.indices.contains(selected) else { return }
    let thumb = UIBezierPath(
      roundedRect: frames[selected].insetBy(
        dx: Self.thumbInset, dy: Self.thumbInset), cornerRadius: 7)
    context.saveGState()
    context.setShadow(
      offset: CGSize(width: 0, height: 3), blur: 8,
      color: UIColor(white: 0, alpha: 0.12).cgColor)
    (selectedSegmentTintColor ?? Self.thumbColor).setFill()
    thumb.fill()
    context.restoreGState()
    UIColor(white: 0, alpha: 0.04).setStroke()
    thumb.lineWidth = 0.5
    thumb.stroke()
  }

  /// White, and #636366 in dark appearance.
  private static let thumbColor = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 0x63 / 255, green: 0x63 / 255, blue: 0x66 / 255, alpha: 1)
      : .white
  }
}
