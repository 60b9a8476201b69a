#ifndef CPANGOCAIRO_SHIM_H
#define CPANGOCAIRO_SHIM_H

#include <pango/pangocairo.h>
#include <hb-glib.h>
#include <hb-ot.h>

/// PANGO_SCALE is a macro; Swift cannot import it as a value.
static inline int CPangoCairo_scale(void) { return PANGO_SCALE; }

/// g_object_unref takes a gpointer; this keeps the cast on the C side.
static inline void CPangoCairo_unref(void *object) { g_object_unref(object); }

/// Whether shaping `item` can change a space's glyph or advance, or reach
/// across a space to its neighbours.
///
/// It can when a lookup HarfBuzz applies to the item's font, script and
/// language names the space glyph, or when the font kerns outside
/// OpenType: a `kern` table without a GPOS `kern` feature, or AAT tables.
/// When it cannot, the words between spaces shape the same alone as in a
/// line, so a line's width is the sum of its characters' widths.
static inline int CPangoCairo_shapingReachesSpaces(const PangoItem *item) {
  hb_font_t *font = pango_font_get_hb_font(item->analysis.font);
  hb_codepoint_t space;
  if (!font || !hb_font_get_nominal_glyph(font, ' ', &space)) return 1;
  hb_face_t *face = hb_font_get_face(font);
  const hb_tag_t aat[] = {HB_TAG('k', 'e', 'r', 'x'), HB_TAG('m', 'o', 'r', 'x')};
  for (unsigned i = 0; i < 2; i++) {
    hb_blob_t *blob = hb_face_reference_table(face, aat[i]);
    unsigned length = hb_blob_get_length(blob);
    hb_blob_destroy(blob);
    if (length > 0) return 1;
  }
  hb_set_t *set = hb_set_create();
  const hb_tag_t kern[] = {HB_TAG('k', 'e', 'r', 'n'), HB_TAG_NONE};
  hb_ot_layout_collect_features(face, HB_OT_TAG_GPOS, NULL, NULL, kern, set);
  hb_blob_t *legacy = hb_face_reference_table(face, kern[0]);
  int reaches = hb_set_is_empty(set) && hb_blob_get_length(legacy) > 0;
  hb_blob_destroy(legacy);
  hb_segment_properties_t properties = HB_SEGMENT_PROPERTIES_DEFAULT;
  properties.direction = HB_DIRECTION_LTR;
  properties.script = hb_glib_script_to_script(item->analysis.script);
  properties.language = hb_language_from_string(
      pango_language_to_string(item->analysis.language), -1);
  hb_shape_plan_t *plan =
      hb_shape_plan_create_cached(face, &properties, NULL, 0, NULL);
  const hb_tag_t tables[] = {HB_OT_TAG_GSUB, HB_OT_TAG_GPOS};
  hb_set_t *glyphs = hb_set_create();
  for (unsigned t = 0; t < 2 && !reaches; t++) {
    hb_set_clear(set);
    hb_ot_shape_plan_collect_lookups(plan, tables[t], set);
    hb_codepoint_t lookup = HB_SET_VALUE_INVALID;
    while (!reaches && hb_set_next(set, &lookup)) {
      hb_set_clear(glyphs);
      hb_ot_layout_lookup_collect_glyphs(
          face, tables[t], lookup, glyphs, glyphs, glyphs, glyphs);
      reaches = hb_set_has(glyphs, space);
    }
  }
  hb_set_destroy(glyphs);
  hb_shape_plan_destroy(plan);
  hb_set_destroy(set);
  return reaches;
}

/// The font's cap height and x-height as fractions of its em: its OS/2
/// table's, else the heights of its "H" and "x", as HarfBuzz falls back.
static inline void CPangoCairo_capAndXHeight(
    PangoFont *pangoFont, double *capHeight, double *xHeight) {
  *capHeight = 0;
  *xHeight = 0;
  hb_font_t *font = pango_font_get_hb_font(pangoFont);
  if (!font) return;
  int xScale = 0, yScale = 0;
  hb_font_get_scale(font, &xScale, &yScale);
  if (yScale == 0) return;
  hb_position_t position = 0;
  hb_ot_metrics_get_position_with_fallback(
      font, HB_OT_METRICS_TAG_CAP_HEIGHT, &position);
  *capHeight = (double)position / yScale;
  hb_ot_metrics_get_position_with_fallback(
      font, HB_OT_METRICS_TAG_X_HEIGHT, &position);
  *xHeight = (double)position / yScale;
}

#endif
