internal import CCairo
internal import CPoppler
internal import CRsvg
import CoreGraphics
import Foundation

/// PDF pages and SVG documents read and drawn as vector pictures: a PDF's
/// first page by poppler's Cairo backend, an SVG by librsvg, both onto a
/// Cairo context, so PDF and SVG output keep their paths.
package enum VectorDocuments {
  /// The picture in `data` of `kind`: its page's size in points and its
  /// SVG text; `nil` when the bytes are not a readable document of a size.
  ///
  /// An SVG's size is its `width` and `height` (a unit of 1/72 inch, as
  /// Xcode reads a point), else its view box's.
  package static func art(
    kind: CGVectorArt.Kind, data: Data, preservesVector: Bool
  ) -> CGVectorArt? {
    let read: (size: CGSize, svg: Data)?
    switch kind {
    case .pdf:
      read = withPage(of: data) { page in
        let size = pageSize(page)
        guard
          let canvas = try? CairoCanvas.svg(
            width: size.width, height: size.height)
        else { return nil }
        poppler_page_render(page, canvas.context)
        guard let svg = try? canvas.finish() else { return nil }
        return (size, svg)
      }
    case .svg:
      read = withDocument(data) { handle in (size(of: handle), data) }
    }
    guard let read, read.size.width > 0, read.size.height > 0,
      read.size.width.isFinite, read.size.height.isFinite
    else { return nil }
    return CGVectorArt(
      kind: kind, data: data, size: read.size, svg: read.svg,
      preservesVector: preservesVector)
  }

  /// Draws `art` stretched over the box from the origin to `width` ×
  /// `height` in the user space of `context`.
  static func draw(
    _ art: CGVectorArt, on context: OpaquePointer, width: Double, height: Double
  ) {
    cairo_save(context)
    defer { cairo_restore(context) }
    switch art.kind {
    case .pdf:
      withPage(of: art.data) { page -> Void? in
        let size = pageSize(page)
        cairo_scale(context, width / size.width, height / size.height)
        poppler_page_render(page, context)
        return ()
      }
    case .svg:
      withDocument(art.data) { handle -> Void? in
        var error: UnsafeMutablePointer<GError>?
        if let layer = art.layer {
          // The whole document placed so that the layer's part fills the
          // box.
          let document = size(of: handle)
          let (x, y) = (width / layer.part.width, height / layer.part.height)
          var viewport = RsvgRectangle(
            x: -layer.part.minX * x, y: -layer.part.minY * y,
            width: document.width * x, height: document.height * y)
          rsvg_handle_render_layer(handle, context, layer.id, &viewport, &error)
        } else {
          var viewport = RsvgRectangle(
            x: 0, y: 0, width: width, height: height)
          rsvg_handle_render_document(handle, context, &viewport, &error)
        }
        if let error { g_error_free(error) }
        return ()
      }
    }
  }

  /// The cap height of San Francisco over its point size: what an SF
  /// Symbols template's `Capline-M` to `Baseline-M` spans at the 100
  /// points it is typeset at (70.46 units).
  private static let capHeightRatio = 0.7046

  /// A custom symbol from an SF Symbols template (an asset catalogue's
  /// `.symbolset`): its `Regular-M` variant (else `Regular-S`, else
  /// `Regular-L`), sized as a symbol at `pointSize` is, its guides' cap
  /// height being the system font's at that size; `nil` when the document
  /// has none of them.
  package static func symbol(data: Data, pointSize: CGFloat) -> CGVectorArt? {
    let read = withDocument(data) { handle -> (CGSize, CGRect, String)? in
      let document = size(of: handle)
      guard document.width > 0, document.height > 0 else { return nil }
      var viewport = RsvgRectangle(
        x: 0, y: 0, width: document.width, height: document.height)
      func rect(_ id: String, ink: Bool) -> CGRect? {
        var (inked, logical) = (RsvgRectangle(), RsvgRectangle())
        var error: UnsafeMutablePointer<GError>?
        guard
          rsvg_handle_get_geometry_for_layer(
            handle, id, &viewport, &inked, &logical, &error) != 0
        else {
          if let error { g_error_free(error) }
          return nil
        }
        let found = ink ? inked : logical
        return CGRect(
          x: found.x, y: found.y, width: found.width, height: found.height)
      }
      guard
        let variant = ["#Regular-M", "#Regular-S", "#Regular-L"].lazy
          .compactMap({ id in rect(id, ink: true).map { (id, $0) } })
          .first(where: { $0.1.width > 0 && $0.1.height > 0 })
      else { return nil }
      let (id, part) = variant
      let capHeight = pointSize * capHeightRatio
      var scale = capHeight / part.height
      if let capline = rect("#Capline-M", ink: false),
        let baseline = rect("#Baseline-M", ink: false),
        baseline.midY > capline.midY
      {
        scale = capHeight / (baseline.midY - capline.midY)
      }
      return (
        CGSize(width: part.width * scale, height: part.height * scale), part,
        id
      )
    }
    guard let read else { return nil }
    let (picture, part, id) = read
    let layered = CGVectorArt(
      kind: .svg, data: data, size: picture, svg: Data(), preservesVector: true,
      layer: (id, part))
    guard
      let canvas = try? CairoCanvas.svg(
        width: picture.width, height: picture.height)
    else { return nil }
    draw(
      layered, on: canvas.context, width: picture.width, height: picture.height)
    guard let svg = try? canvas.finish() else { return nil }
    return CGVectorArt(
      kind: .svg, data: data, size: picture, svg: svg, preservesVector: true,
      layer: (id, part))
  }

  /// What `body` makes of the first page of the PDF in `data`.
  private static func withPage<T>(
    of data: Data, _ body: (OpaquePointer) -> T?
  ) -> T? {
    let bytes = data.withUnsafeBytes {
      g_bytes_new($0.baseAddress, gsize($0.count))
    }
    defer { g_bytes_unref(bytes) }
    var error: UnsafeMutablePointer<GError>?
    guard let document = poppler_document_new_from_bytes(bytes, nil, &error)
    else {
      if let error { g_error_free(error) }
      return nil
    }
    defer { g_object_unref(UnsafeMutableRawPointer(document)) }
    guard poppler_document_get_n_pages(document) > 0,
      let page = poppler_document_get_page(document, 0)
    else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(page)) }
    return body(page)
  }

  /// A page's size in points.
  private static func pageSize(_ page: OpaquePointer) -> CGSize {
    var (width, height) = (0.0, 0.0)
    poppler_page_get_size(page, &width, &height)
    return CGSize(width: width, height: height)
  }

  /// What `body` makes of the SVG document in `data`, read at 72 dots an
  /// inch so that its `pt` are points.
  private static func withDocument<T>(
    _ data: Data, _ body: (UnsafeMutablePointer<RsvgHandle>) -> T?
  ) -> T? {
    var error: UnsafeMutablePointer<GError>?
    let handle = data.withUnsafeBytes { raw in
      rsvg_handle_new_from_data(
        raw.bindMemory(to: guint8.self).baseAddress, gsize(raw.count), &error)
    }
    guard let handle else {
      if let error { g_error_free(error) }
      return nil
    }
    defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
    rsvg_handle_set_dpi(handle, 72)
    return body(handle)
  }

  /// An SVG document's size: its width and height, else its view box's.
  private static func size(of handle: UnsafeMutablePointer<RsvgHandle>)
    -> CGSize
  {
    var (width, height) = (0.0, 0.0)
    if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 {
      return CGSize(width: width, height: height)
    }
    var hasViewBox: gboolean = 0
    var viewBox = RsvgRectangle()
    rsvg_handle_get_intrinsic_dimensions(
      handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
    guard hasViewBox != 0 else { return .zero }
    return CGSize(width: viewBox.width, height: viewBox.height)
  }
}
