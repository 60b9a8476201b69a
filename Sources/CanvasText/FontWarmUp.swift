internal import CPangoCairo
import Foundation
import Synchronization

/// Fontconfig's configuration and caches, read on another core while the
/// command reads its specs.
///
/// The first Pango layout of a process makes fontconfig read its
/// configuration and font caches and FreeType open a face: about 5 ms, the
/// largest fixed cost of a one-spec run, spent before any text can be
/// measured. ``begin()`` does that work on a background thread while the
/// caller parses its arguments and decodes YAML; every ``PangoTextMeasurer``
/// made waits for it to finish before it makes its font map, so fontconfig
/// is never initialised twice at once.
public enum FontWarmUp {
  private static let group = DispatchGroup()
  private static let started = Mutex(false)

  /// Starts reading fontconfig's configuration on another thread; calling
  /// it again does nothing.
  public static func begin() {
    let first = started.withLock { started -> Bool in
      defer { started = true }
      return !started
    }
    guard first else { return }
    group.enter()
    Thread.detachNewThread {
      defer { group.leave() }
      warmUp()
    }
  }

  /// Returns once a warm-up begun has finished (at once if none was).
  static func wait() {
    group.wait()
  }

  /// Lays out one character in the default sans-serif face, which makes
  /// fontconfig load its configuration and caches and FreeType open a face.
  private static func warmUp() {
    guard let map = pango_cairo_font_map_new() else { return }
    defer { CPangoCairo_unref(UnsafeMutableRawPointer(map)) }
    guard let context = pango_font_map_create_context(map) else { return }
    defer { CPangoCairo_unref(UnsafeMutableRawPointer(context)) }
    guard let layout = pango_layout_new(context) else { return }
    defer { CPangoCairo_unref(UnsafeMutableRawPointer(layout)) }
    pango_layout_set_text(layout, "a", -1)
    var width: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_size(layout, &width, &height)
  }
}
