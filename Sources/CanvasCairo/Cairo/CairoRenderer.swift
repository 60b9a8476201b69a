internal import CCairo
internal import CPangoCairo
import CanvasRendering
import CollectionLayout
import CoreGraphics
import Foundation

/// Draws a `Scene` with Cairo on an image surface (PNG), a PDF surface or
/// an SVG surface, with one drawing routine for all three, and text set by
/// Pango exactly as `PangoTextMeasurer` measured it.
public struct CairoRenderer: Sendable {
  /// The largest side, in pixels, of a Cairo image surface.
  public static let maximumImageSide = 32_767

  /// The widest PNG drawn in tiles, in pixels: a band of rows is gathered
  /// across the whole width, so one row of it takes 4 bytes a pixel.
  public static let maximumTiledWidth = 1 << 20

  let engine: CanvasText.PangoEngine

  /// Creates a renderer that sets text with the measurer's font map.
  public init(measurer: PangoTextMeasurer) {
    engine = measurer.engine
  }

  /// The PNG of `scene` at `scale` pixels per point.
  ///
  /// - Throws: ``CanvasCairoError/imageTooLarge(width:height:limit:)`` when a
  ///   side would exceed ``maximumImageSide``, or a Cairo failure.
  /// - Complexity: O(pixels + primitives).
  public func pngData(
    for scene: Scene, scale: Int, progress: ((Double) -> Void)? = nil
  ) throws(CanvasCairoError) -> Data {
    try Self.checkSurface(for: scene, scale: scale)
    let sink = ByteSink()
    try writePNG(for: scene, scale: scale, progress: progress) { data in
      sink.data.append(data)
    }
    return sink.data
  }

  /// Throws unless `scale` is 1, 2 or 3 and `scene` fits one image
  /// surface at it.
  static func checkSurface(for scene: Scene, scale: Int)
    throws(CanvasCairoError)
  {
    guard (1...3).contains(scale) else {
      throw .unsupportedScale(Double(scale))
    }
    let (width, height) = pixelSize(scene, scale: scale)
    guard width <= maximumImageSide, height <= maximumImageSide else {
      throw .imageTooLarge(
        width: width, height: height, limit: maximumImageSide)
    }
  }

  /// `scene` drawn at `scale` on an image surface.
  func imageCanvas(for scene: Scene, scale: Int) throws(CanvasCairoError)
    -> CairoCanvas
  {
    let (width, height) = Self.pixelSize(scene, scale: scale)
    // An opaque background is painted over every pixel first.
    let canvas = try CairoCanvas.reusedImage(
      width: width, height: height, overwritten: Self.isOpaque(scene))
    cairo_scale(canvas.context, Double(scale), Double(scale))
    try draw(scene, on: canvas.context, images: ImageSurfaces())
    return canvas
  }

  /// Whether every pixel of `scene` is opaque: its background is, and
  /// drawing over an opaque pixel leaves it opaque.
  static func isOpaque(_ scene: Scene) -> Bool {
    scene.background.alpha >= 1
  }

  /// The rectangles of pixels at `scale` where `scene` shows a picture:
  /// each picture's visible rectangle, through its element's transform and
  /// clip, cut to the drawing and widened to whole pixels.
  static func pictureAreas(_ scene: Scene, scale: Int)
    -> [PNGEncoder.PictureArea]
  {
    let drawing = CGRect(origin: .zero, size: scene.size)
    var areas: [PNGEncoder.PictureArea] = []
    for element in scene.elements {
      for case .image(let picture) in element.primitives {
        let visible = picture.rect.intersection(picture.visibleRect)
        guard !visible.isNull, visible.width.isFinite, visible.height.isFinite,
          var shown = element.drawnBounds(of: visible)
        else { continue }
        shown = shown.intersection(element.clip ?? drawing).intersection(
          drawing)
        guard !shown.isNull, !shown.isEmpty else { continue }
        func pixels(_ low: CGFloat, _ high: CGFloat) -> Range<Int> {
          Int(
            saturating: (low * CGFloat(scale)).rounded(.down))..<Int(
              saturating: (high * CGFloat(scale)).rounded(.up))
        }
        areas.append(
          PNGEncoder.PictureArea(
            rows: pixels(shown.minY, shown.maxY),
            columns: pixels(shown.minX, shown.maxX)))
      }
    }
    return areas
  }

  /// Whether the PNG of `scene` at `scale` is too large for one Cairo
  /// image surface, so it must be drawn in tiles.
  public static func needsTiles(_ scene: Scene, scale: Int) -> Bool {
    let (width, height) = pixelSize(scene, scale: scale)
    return width > maximumImageSide || height > maximumImageSide
  }

  /// The size in pixels of the PNG of `scene` at `scale`.
  public static func pixelSize(_ scene: Scene, scale: Int) -> (
    width: Int, height: Int
  ) {
    (
      max(1, Int(saturating: (scene.size.width * CGFloat(scale)).rounded(.up))),
      max(1, Int(saturating: (scene.size.height * CGFloat(scale)).rounded(.up)))
    )
  }

  /// Writes the PNG of `scene` at `scale` to `output` in horizontal bands,
  /// each drawn on Cairo image surfaces of at most
  /// ``maximumImageSide`` pixels a side and compressed as it is drawn, so an
  /// image of any size takes memory for a few bands.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - scale: Pixels per point.
  ///   - output: Where the PNG goes.
  ///   - bandBytes: About how much memory one band may take.
  ///   - workers: How many threads compress; the bytes do not depend on it.
  ///   - progress: Told the share of rows drawn, from 0 to 1, after each
  ///     band.
  /// - Throws: ``CanvasCairoError`` when Cairo, zlib or the file fails.
  /// - Complexity: O(pixels + bands × elements).
  public func writeTiledPNG(
    for scene: Scene,
    scale: Int,
    to output: FileHandle,
    bandBytes: Int = defaultBandBytes,
    workers: Int = ProcessInfo.processInfo.activeProcessorCount,
    progress: ((Double) -> Void)? = nil
  ) throws(CanvasCairoError) {
    try writePNG(
      for: scene, scale: scale, bandBytes: bandBytes, workers: workers,
      progress: progress
    ) { data throws(CanvasCairoError) in
      do {
        try output.write(contentsOf: data)
      } catch {
        throw .cairo(status: SystemReason.of(error), while: "writing PNG")
      }
    }
  }

  /// About how many bytes of pixels one band of a PNG takes: small, so that
  /// a band is compressed while the next is drawn.
  public static let defaultBandBytes = 2 << 20

  /// The one PNG path: `scene` drawn in bands of rows (and tiles across
  /// when wider than a Cairo surface), each handed to ``PNGEncoder`` as
  /// soon as it is drawn, so drawing and compressing overlap.
  func writePNG(
    for scene: Scene,
    scale: Int,
    bandBytes: Int = defaultBandBytes,
    workers: Int = ProcessInfo.processInfo.activeProcessorCount,
    progress: ((Double) -> Void)? = nil,
    output: @escaping PNGEncoder.Output
  ) throws(CanvasCairoError) {
    guard (1...3).contains(scale) else {
      throw .unsupportedScale(Double(scale))
    }
    let (width, height) = Self.pixelSize(scene, scale: scale)
    guard width <= Self.maximumTiledWidth else {
      throw .imageTooLarge(
        width: width, height: height, limit: Self.maximumTiledWidth)
    }
    var encoder = try PNGEncoder(
      width: width, height: height, isOpaque: Self.isOpaque(scene),
      pictures: Self.pictureAreas(scene, scale: scale), workers: workers,
      output: output)
    let images = ImageSurfaces()
    let tileWidth = min(width, 16_384)
    // Whole encoder bands where they fit, so no rows wait to be copied.
    let fitting = max(1, min(2_048, bandBytes / (width * 4)))
    let bandHeight =
      fitting >= encoder.bandRows
      ? fitting / encoder.bandRows * encoder.bandRows : fitting
    var top = 0
    while top < height {
      let rows = min(bandHeight, height - top)
      let band =
        tileWidth < width ? PixelBuffer(width: width, capacity: rows) : nil
      var left = 0
      while left < width {
        let columns = min(tileWidth, width - left)
        let canvas = try CairoCanvas.image(width: columns, height: rows)
        // The band's place as the surface's offset: its device space is
        // the image's, where a gradient layer's dither is anchored.
        cairo_surface_set_device_offset(
          cairo_get_target(canvas.context), Double(-left), Double(-top))
        cairo_scale(canvas.context, Double(scale), Double(scale))
        let visible = CGRect(
          x: CGFloat(left) / CGFloat(scale), y: CGFloat(top) / CGFloat(scale),
          width: CGFloat(columns) / CGFloat(scale),
          height: CGFloat(rows) / CGFloat(scale))
        try draw(scene, on: canvas.context, within: visible, images: images)
        if let band {
          band.place(try canvas.pixelRows(), column: left, columns: columns)
        } else {
          try encoder.append(try canvas.pixelRows())
        }
        left += columns
      }
      if let band { try encoder.append(band.pixelRows) }
      top += rows
      progress?(Double(top) / Double(height))
    }
  }

  /// A one-page PDF of `scene`, one point per layout point.
  public func pdfData(for scene: Scene) throws(CanvasCairoError) -> Data {
    let canvas = try CairoCanvas.pdf(
      width: Double(max(1, scene.size.width)),
      height: Double(max(1, scene.size.height))
    )
    try draw(scene, on: canvas.context, images: ImageSurfaces())
    cairo_show_page(canvas.context)
    return try canvas.finish()
  }

  /// An SVG of `scene` drawn by Cairo, text as outlines.
  public func outlinedSVGData(for scene: Scene) throws(CanvasCairoError) -> Data
  {
    let canvas = try CairoCanvas.svg(
      width: Double(max(1, scene.size.width)),
      height: Double(max(1, scene.size.height))
    )
    try draw(scene, on: canvas.context, images: ImageSurfaces())
    return Self.numberingSurfacesInOrder(try canvas.finish())
  }

  /// Cairo names SVG groups and pictures after process-wide counters
  /// (`surface236`, `image1391`), so the same scene would give other bytes
  /// in another run or after other drawings; this renames them `surface1`,
  /// `surface2`, … and `image1`, … in order of first use, each word
  /// followed by anything but digits left alone.
  ///
  /// One pass over the bytes for both words: a megabyte of SVG costs about
  /// half a millisecond.
  static func numberingSurfacesInOrder(_ svg: Data) -> Data {
    let words = [Array("surface".utf8), Array("image".utf8)]
    var names: [[ArraySlice<UInt8>: Int]] = [[:], [:]]
    return svg.withUnsafeBytes { raw -> Data in
      let bytes = raw.bindMemory(to: UInt8.self)
      var out = Data(capacity: bytes.count)
      var copied = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        guard byte == words[0][0] || byte == words[1][0] else {
          index += 1
          continue
        }
        let kind = byte == words[0][0] ? 0 : 1
        let word = words[kind]
        guard index + word.count <= bytes.count,
          bytes[index..<(index + word.count)].elementsEqual(word)
        else {
          index += 1
          continue
        }
        index += word.count
        let start = index
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
          index += 1
        }
        guard index > start else { continue }
        out.append(UnsafeBufferPointer(rebasing: bytes[copied..<start]))
        let digits = ArraySlice(bytes[start..<index])
        let number = names[kind][digits] ?? names[kind].count + 1
        names[kind][digits] = number
        out.append(contentsOf: String(number).utf8)
        copied = index
      }
      out.append(UnsafeBufferPointer(rebasing: bytes[copied...]))
      return out
    }
  }

  /// The one drawing routine every surface uses; `images` decodes each
  /// picture once for all the tiles of a drawing.
  private func draw(
    _ scene: Scene, on cr: OpaquePointer, within visible: CGRect? = nil,
    images: ImageSurfaces
  ) throws(CanvasCairoError) {
    let pango = engine.makeContext().pointer
    defer { CPangoCairo_unref(UnsafeMutableRawPointer(pango)) }
    // On pixels, what an opaque cover of every pixel hides is not drawn:
    // the pixels are the same, and a screen's backdrops are not painted
    // three times. The pixels reach past the scene where its size is not
    // a whole number of them; the background is painted there too.
    var cover: OpaqueCover?
    if cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
    {
      var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
      cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
      cover = Self.opaqueCover(
        of: scene, over: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
    }
    if cover == nil {
      set(cr, color: scene.background)
      cairo_paint(cr)
    }
    try draw(
      scene.elements, on: cr, within: visible, from: cover, images: images,
      pango: pango)
  }

  /// The last thing a scene draws that paints all of it opaquely: a box,
  /// or a command of a drawing (see
  /// `CGRecordingInterpreter.lastOpaqueCover(of:over:)`).
  struct OpaqueCover: Equatable {
    /// The element's index in the scene.
    var element: Int
    /// The primitive's index in the element.
    var primitive: Int
    /// The command's index in the drawing; `nil` for a box.
    var command: Int?
  }

  /// The scene's last opaque cover of `whole` (the drawing's pixels, in
  /// points), in an element with no transform, fading or clip smaller
  /// than it; `nil` when there is none.
  static func opaqueCover(of scene: Scene, over whole: CGRect) -> OpaqueCover? {
    guard !whole.isEmpty, whole.width.isFinite, whole.height.isFinite else {
      return nil
    }
    for (index, element) in scene.elements.enumerated().reversed() {
      guard element.alpha >= 1, element.affineMatrix == nil,
        element.clip?.contains(whole) ?? true
      else { continue }
      for (place, primitive) in element.primitives.enumerated().reversed() {
        switch primitive {
        case .box(let box):
          // Its element reaches every tile.
          if !box.isHairline, box.cornerRadius <= 0,
            (box.fill?.alpha ?? 0) >= 1, element.frame.contains(whole),
            CGRecordingInterpreter.covers(box.rect, whole)
          {
            return OpaqueCover(element: index, primitive: place, command: nil)
          }
        case .drawing(let drawing):
          guard element.frame.contains(whole),
            drawing.clip?.contains(whole) ?? true,
            let command = CGRecordingInterpreter.lastOpaqueCover(
              of: drawing.commands,
              over: whole.offsetBy(
                dx: -drawing.origin.x, dy: -drawing.origin.y))
          else { continue }
          return OpaqueCover(element: index, primitive: place, command: command)
        case .label, .line, .image: continue
        }
      }
    }
    return nil
  }

  /// Draws `elements` in the current user space, each cut to its clip,
  /// turned by its transform and faded by its opacity; those wholly
  /// outside `visible` are skipped.
  ///
  /// With `cover`, nothing before it is drawn.
  private func draw(
    _ elements: [SceneElement], on cr: OpaquePointer, within visible: CGRect?,
    from cover: OpaqueCover? = nil, images: ImageSurfaces,
    pango: OpaquePointer
  ) throws(CanvasCairoError) {
    for (index, element) in elements.enumerated()
    where index >= cover?.element ?? 0 {
      // A tile draws only what reaches it; strokes spill 4 points at most.
      if let visible, element.transform.isIdentity,
        !element.frame.insetBy(dx: -4, dy: -4).intersects(visible)
      {
        continue
      }
      // A transform that flattens an element (scale 0, as a card at
      // `minimumScale: 0`) leaves nothing to see, as in UIKit; Cairo cannot
      // draw through it.
      if let m = element.affineMatrix,
        !(m[0] * m[3] - m[1] * m[2]).isNormal || !m.allSatisfy(\.isFinite)
      {
        continue
      }
      cairo_save(cr)
      if let clip = element.clip {
        cairo_rectangle(
          cr, Double(clip.minX), Double(clip.minY), Double(clip.width),
          Double(clip.height))
        cairo_clip(cr)
      }
      if let m = element.affineMatrix {
        var matrix = cairo_matrix_t(
          xx: m[0], yx: m[1], xy: m[2], yy: m[3], x0: m[4], y0: m[5])
        cairo_transform(cr, &matrix)
      }
      let translucent = element.alpha < 1
      if translucent { cairo_push_group(cr) }
      let covered = index == cover?.element ? cover : nil
      for (place, primitive) in element.primitives.enumerated()
      where place >= covered?.primitive ?? 0 {
        switch primitive {
        case .box(let box): draw(box, on: cr)
        case .label(let label): draw(label, on: cr, pango: pango)
        case .line(let line): draw(line, on: cr)
        case .image(let picture):
          try draw(picture, on: cr, surface: images.surface(for: picture.image))
        case .drawing(let drawing):
          draw(
            drawing, on: cr, images: images, pango: pango,
            paintingFrom: place == covered?.primitive ? covered?.command : nil)
        }
      }
      if translucent {
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, max(0, element.alpha))
      }
      cairo_restore(cr)
    }
  }

  private func draw(_ box: SceneBox, on cr: OpaquePointer) {
    if box.isHairline, let fill = box.fill,
      cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
    {
      // One device pixel at the box's bottom edge, on the pixel grid.
      var (left, bottom) = (Double(box.rect.minX), Double(box.rect.maxY))
      var (right, top) = (Double(box.rect.maxX), Double(box.rect.minY))
      cairo_user_to_device(cr, &left, &bottom)
      cairo_user_to_device(cr, &right, &top)
      let row = max(1, bottom.rounded())
      cairo_save(cr)
      cairo_identity_matrix(cr)
      cairo_rectangle(cr, min(left, right), row - 1, abs(right - left), 1)
      set(cr, color: fill)
      cairo_fill(cr)
      cairo_restore(cr)
      return
    }
    path(box.rect, cornerRadius: box.cornerRadius, on: cr)
    if let fill = box.fill {
      set(cr, color: fill)
      if box.stroke == nil { cairo_fill(cr) } else { cairo_fill_preserve(cr) }
    }
    if let stroke = box.stroke {
      set(cr, color: stroke)
      cairo_set_line_width(cr, Double(box.lineWidth))
      cairo_stroke(cr)
    }
    cairo_new_path(cr)
  }

  /// Makes `rect`, its corners rounded by `cornerRadius`, the current path.
  private func path(
    _ rect: CGRect, cornerRadius: CGFloat, on cr: OpaquePointer
  ) {
    let radius = Double(min(cornerRadius, min(rect.width, rect.height) / 2))
    let (x, y, w, h) = (
      Double(rect.minX), Double(rect.minY), Double(rect.width),
      Double(rect.height)
    )
    cairo_new_path(cr)
    if radius > 0 {
      cairo_new_sub_path(cr)
      cairo_arc(cr, x + w - radius, y + radius, radius, -.pi / 2, 0)
      cairo_arc(cr, x + w - radius, y + h - radius, radius, 0, .pi / 2)
      cairo_arc(cr, x + radius, y + h - radius, radius, .pi / 2, .pi)
      cairo_arc(cr, x + radius, y + radius, radius, .pi, 3 * .pi / 2)
      cairo_close_path(cr)
    } else {
      cairo_rectangle(cr, x, y, w, h)
    }
  }

  /// The picture stretched to its rectangle, cut to its rounded clip.
  ///
  /// On pixels its edge pixels are repeated past it so scaling does not fade
  /// the border; PDF and SVG get the picture unpadded, so they can embed
  /// the file itself.
  private func draw(
    _ picture: SceneImage, on cr: OpaquePointer, surface: OpaquePointer
  ) {
    let rect = picture.rect
    guard rect.width > 0, rect.height > 0, rect.width.isFinite,
      rect.height.isFinite
    else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    path(picture.visibleRect, cornerRadius: picture.cornerRadius, on: cr)
    cairo_clip(cr)
    path(rect, cornerRadius: 0, on: cr)
    cairo_clip(cr)
    cairo_translate(cr, Double(rect.minX), Double(rect.minY))
    cairo_scale(
      cr, Double(rect.width) / Double(picture.image.pixelWidth),
      Double(rect.height) / Double(picture.image.pixelHeight))
    cairo_set_source_surface(cr, surface, 0, 0)
    let pattern = cairo_get_source(cr)
    if cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
    {
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    cairo_paint(cr)
  }

  /// A Core Graphics recording replayed, at its origin and cut to its
  /// clip; see ``CairoDrawingReplay``.
  private func draw(
    _ drawing: SceneDrawing, on cr: OpaquePointer, images: ImageSurfaces,
    pango: OpaquePointer, paintingFrom start: Int? = nil
  ) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if let clip = drawing.clip {
      cairo_rectangle(
        cr, Double(clip.minX), Double(clip.minY), Double(clip.width),
        Double(clip.height))
      cairo_clip(cr)
    }
    cairo_translate(cr, Double(drawing.origin.x), Double(drawing.origin.y))
    cairo_new_path(cr)
    cairo_set_line_width(cr, 1)
    CairoDrawingReplay.replay(
      drawing.commands, on: cr, images: images, paintingFrom: start,
      drawText: { run, context in
        let (red, green, blue, alpha) = run.color.rgba
        cairo_set_source_rgba(
          context, Double(red), Double(green), Double(blue), Double(alpha))
        self.engine.draw(
          lines: run.lines.map { ($0.text, $0.origin) }, font: run.font,
          on: context, pango: pango)
      }
    )
  }

  private func draw(_ line: SceneLine, on cr: OpaquePointer) {
    guard let first = line.points.first else { return }
    cairo_new_path(cr)
    cairo_move_to(cr, Double(first.x), Double(first.y))
    for point in line.points.dropFirst() {
      cairo_line_to(cr, Double(point.x), Double(point.y))
    }
    set(cr, color: line.color)
    cairo_set_line_width(cr, Double(line.lineWidth))
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_stroke(cr)
  }

  private func draw(
    _ label: SceneLabel, on cr: OpaquePointer, pango: OpaquePointer
  ) {
    set(cr, color: label.color)
    engine.draw(
      lines: label.lines.map { ($0.text, $0.origin) }, font: label.font,
      on: cr, pango: pango)
  }

  private func set(_ cr: OpaquePointer, color: Color) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }
}
