internal import CPangoCairo
import CollectionLayout
import Foundation

extension PangoEngine {
  /// The engine Core Graphics and Core Animation set text with when no
  /// renderer hands them one: a context's `makeImage()`, a text layer.
  package static let shared = PangoEngine(
    warn: PangoTextMeasurer.printToStandardError)

  /// Draws `lines` of text in `font` on the Cairo context `cr` in its
  /// current source, each from the start of its baseline; `pango` is a
  /// context made by ``makeContext()``.
  ///
  /// A single line the engine kept shaped is drawn as it is when nothing
  /// scales the drawing: the measuring context's matrix is the identity,
  /// so the glyphs and their places are the ones shaping again would give.
  /// On an image, a line is drawn from the layout kept when it was last
  /// drawn at the same scale (see `Pango.showLine`); PDF and SVG lay each
  /// line out again.
  package func draw(
    lines: [(text: String, origin: CGPoint)], font: Font,
    on cr: OpaquePointer, pango: OpaquePointer
  ) {
    let scale = Double(CPangoCairo_scale())
    func show(_ layout: OpaquePointer, at origin: CGPoint) {
      let baseline = Double(pango_layout_get_baseline(layout)) / scale
      cairo_move_to(cr, Double(origin.x), Double(origin.y) - baseline)
      pango_cairo_show_layout(cr, layout)
    }
    if lines.count == 1, Self.isUnscaled(cr),
      withShapedLine(
        lines[0].text, font: font, { show($0, at: lines[0].origin) })
    {
      return
    }
    // On an image, each line is drawn from its layout for the scale,
    // kept from the last time it was drawn at that scale.
    if cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
    {
      showLines(lines, font: font, onImage: cr)
      return
    }
    guard let description = copyOfDescription(for: font).pointer else {
      return
    }
    defer { pango_font_description_free(description) }
    pango_cairo_update_context(cr, pango)
    guard let layout = pango_layout_new(pango) else { return }
    defer { CPangoCairo_unref(UnsafeMutableRawPointer(layout)) }
    pango_layout_set_font_description(layout, description)
    if let attributes = Self.makeAttributes(for: font) {
      pango_layout_set_attributes(layout, attributes)
      pango_attr_list_unref(attributes)
    }
    for line in lines {
      pango_layout_set_text(layout, Self.emojiPresented(line.text), -1)
      show(layout, at: line.origin)
    }
  }

  /// Draws `lines` on `cr` with a context of the engine's made for the
  /// call: for one-off drawing, where no renderer keeps a context.
  package func draw(
    lines: [(text: String, origin: CGPoint)], font: Font, on cr: OpaquePointer
  ) {
    let pango = makeContext().pointer
    defer { CPangoCairo_unref(UnsafeMutableRawPointer(pango)) }
    draw(lines: lines, font: font, on: cr, pango: pango)
  }

  /// Whether `cr` draws at one unit a point, unrotated and unskewed: what
  /// a layout shaped by the measuring context is right for.
  private static func isUnscaled(_ cr: OpaquePointer) -> Bool {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    return matrix.xx == 1 && matrix.yy == 1 && matrix.xy == 0 && matrix.yx == 0
  }
}
