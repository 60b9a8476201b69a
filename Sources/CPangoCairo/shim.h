#ifndef CPANGOCAIRO_SHIM_H
#define CPANGOCAIRO_SHIM_H

#include <pango/pangocairo.h>
#include <hb-glib.h>
#include <hb-ot.h>

/// PANGO_SCALE is a macro; Swift cannot import it as a value.
static inline int CPangoCairo_scale(void) { return PANGO_SCALE; }

/// g_object_unref takes a gpointer; this keeps the cast on the C side.
static inline void CPangoCairo_unref(void *object) { g_object_unref(object); }

/// `font` shaping `count` characters of `text`, each between `before` and
/// U+E000 (a private character, drawn as .notdef by fonts without one).
static inline hb_buffer_t *CPangoCairo_shapeBetween(
    hb_font_t *font, const hb_segment_properties_t *properties,
    hb_codepoint_t before, const hb_codepoint_t *text, unsigned count) {
  hb_buffer_t *buffer = hb_buffer_create();
  for (unsigned i = 0; i < count; i++) {
    hb_buffer_add(buffer, before, 3 * i);
    hb_buffer_add(buffer, text[i], 3 * i + 1);
    hb_buffer_add(buffer, 0xE000, 3 * i + 2);
  }
  hb_buffer_set_content_type(buffer, HB_BUFFER_CONTENT_TYPE_UNICODE);
  hb_buffer_set_segment_properties(buffer, properties);
  hb_shape(font, buffer, NULL, 0);
  return buffer;
}

/// Whether a space keeps its advance before every character of the font
/// (but marks, which are drawn on it) and leaves the character's own as it
/// is after anything else: each character shaped after a space and after
/// U+E000, in two buffers, glyph for glyph the same but the space, as wide
/// as alone.
static inline int CPangoCairo_spaceIsNeverKernedBefore(
    hb_font_t *font, const hb_segment_properties_t *properties,
    hb_codepoint_t space) {
  hb_set_t *unicodes = hb_set_create();
  hb_face_collect_unicodes(hb_font_get_face(font), unicodes);
  unsigned total = hb_set_get_population(unicodes), count = 0;
  hb_codepoint_t *text = g_new(hb_codepoint_t, total);
  hb_unicode_funcs_t *functions = hb_unicode_funcs_get_default();
  hb_codepoint_t unicode = HB_SET_VALUE_INVALID;
  while (hb_set_next(unicodes, &unicode)) {
    hb_unicode_general_category_t category =
        hb_unicode_general_category(functions, unicode);
    if (category != HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK &&
        category != HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK &&
        category != HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK)
      text[count++] = unicode;
  }
  hb_set_destroy(unicodes);
  hb_buffer_t *spaced =
      CPangoCairo_shapeBetween(font, properties, ' ', text, count);
  hb_buffer_t *plain =
      CPangoCairo_shapeBetween(font, properties, 0xE000, text, count);
  g_free(text);
  hb_position_t spaceAdvance = hb_font_get_glyph_h_advance(font, space);
  unsigned spacedCount = 0, plainCount = 0;
  hb_glyph_info_t *a = hb_buffer_get_glyph_infos(spaced, &spacedCount);
  hb_glyph_info_t *b = hb_buffer_get_glyph_infos(plain, &plainCount);
  hb_glyph_position_t *p = hb_buffer_get_glyph_positions(spaced, NULL);
  hb_glyph_position_t *q = hb_buffer_get_glyph_positions(plain, NULL);
  int kept = spacedCount == plainCount;
  for (unsigned i = 0; i < spacedCount && kept; i++) {
    if (a[i].cluster != b[i].cluster) {
      kept = 0;
    } else if (a[i].cluster % 3 == 0) {
      // The space (some characters are drawn with an empty space glyph
      // too, at other clusters).
      kept = a[i].codepoint == space && p[i].x_advance == spaceAdvance;
    } else {
      kept = a[i].codepoint == b[i].codepoint &&
             p[i].x_advance == q[i].x_advance &&
             p[i].x_offset == q[i].x_offset;
    }
  }
  hb_buffer_destroy(spaced);
  hb_buffer_destroy(plain);
  return kept;
}

/// How much `font` kerns `character` before a space, in Pango units (its
/// HarfBuzz font is scaled to them): its advance before a space less its
/// advance before U+E000.
static inline int CPangoCairo_kernBeforeSpace(PangoFont *pangoFont,
                                              PangoScript script,
                                              hb_codepoint_t character) {
  hb_font_t *font = pango_font_get_hb_font(pangoFont);
  if (!font) return 0;
  hb_segment_properties_t properties = HB_SEGMENT_PROPERTIES_DEFAULT;
  properties.direction = HB_DIRECTION_LTR;
  properties.script = hb_glib_script_to_script((GUnicodeScript)script);
  hb_buffer_t *buffers[2];
  const hb_codepoint_t after[2] = {' ', 0xE000};
  for (int i = 0; i < 2; i++) {
    buffers[i] = hb_buffer_create();
    hb_buffer_add(buffers[i], character, 0);
    hb_buffer_add(buffers[i], after[i], 1);
    hb_buffer_set_content_type(buffers[i], HB_BUFFER_CONTENT_TYPE_UNICODE);
    hb_buffer_set_segment_properties(buffers[i], &properties);
    hb_shape(font, buffers[i], NULL, 0);
  }
  unsigned count = 0;
  hb_glyph_position_t *spaced = hb_buffer_get_glyph_positions(buffers[0], &count);
  hb_glyph_position_t *plain = hb_buffer_get_glyph_positions(buffers[1], NULL);
  int kern = count > 0 ? spaced[0].x_advance - plain[0].x_advance : 0;
  hb_buffer_destroy(buffers[0]);
  hb_buffer_destroy(buffers[1]);
  return kern;
}

/// Whether `face` has any of the `count` tables `tags` names.
static inline int CPangoCairo_hasTable(hb_face_t *face, const hb_tag_t *tags,
                                       unsigned count) {
  for (unsigned i = 0; i < count; i++) {
    hb_blob_t *blob = hb_face_reference_table(face, tags[i]);
    unsigned length = hb_blob_get_length(blob);
    hb_blob_destroy(blob);
    if (length > 0) return 1;
  }
  return 0;
}

/// The `GSUB` lookups of `face`'s fraction features (`frac`, `numr`,
/// `dnom`), which HarfBuzz applies only around a fraction slash (U+2044);
/// the caller destroys the set.
static inline hb_set_t *CPangoCairo_fractionLookups(hb_face_t *face) {
  hb_set_t *fractions = hb_set_create();
  const hb_tag_t fraction[] = {HB_TAG('f', 'r', 'a', 'c'),
                               HB_TAG('n', 'u', 'm', 'r'),
                               HB_TAG('d', 'n', 'o', 'm'), HB_TAG_NONE};
  hb_ot_layout_collect_lookups(face, HB_OT_TAG_GSUB, NULL, NULL, fraction,
                               fractions);
  return fractions;
}

/// Whether HarfBuzz applies `face`'s legacy `kern` table to text of
/// `script` in `language`: when the face has one and `GPOS` has no `kern`
/// feature in the script and language system HarfBuzz selects for them
/// (as `hb_ot_map_builder_t` does). That table adds half of each pair's
/// kerning to the second glyph.
static inline int CPangoCairo_appliesLegacyKern(hb_face_t *face,
                                                hb_script_t script,
                                                hb_language_t language) {
  const hb_tag_t kern = HB_TAG('k', 'e', 'r', 'n');
  if (!CPangoCairo_hasTable(face, &kern, 1)) return 0;
  hb_tag_t scripts[HB_OT_MAX_TAGS_PER_SCRIPT];
  hb_tag_t languages[HB_OT_MAX_TAGS_PER_LANGUAGE];
  unsigned scriptCount = HB_OT_MAX_TAGS_PER_SCRIPT;
  unsigned languageCount = HB_OT_MAX_TAGS_PER_LANGUAGE;
  hb_ot_tags_from_script_and_language(script, language, &scriptCount, scripts,
                                      &languageCount, languages);
  unsigned scriptIndex = 0, languageIndex = 0, featureIndex = 0;
  hb_tag_t chosen = 0;
  hb_ot_layout_table_select_script(face, HB_OT_TAG_GPOS, scriptCount, scripts,
                                   &scriptIndex, &chosen);
  hb_ot_layout_script_select_language(face, HB_OT_TAG_GPOS, scriptIndex,
                                      languageCount, languages,
                                      &languageIndex);
  return !hb_ot_layout_language_find_feature(
      face, HB_OT_TAG_GPOS, scriptIndex, languageIndex, kern, &featureIndex);
}

/// The shape plan HarfBuzz makes for `font` (its variation coordinates
/// included, as `hb_shape` passes them) with `properties` and `features`;
/// the caller destroys it.
static inline hb_shape_plan_t *CPangoCairo_plan(
    hb_font_t *font, const hb_segment_properties_t *properties,
    const hb_feature_t *features, unsigned featureCount) {
  unsigned coordCount = 0;
  const int *coords = hb_font_get_var_coords_normalized(font, &coordCount);
  return hb_shape_plan_create_cached2(hb_font_get_face(font), properties,
                                      features, featureCount, coords,
                                      coordCount, NULL);
}

/// Whether shaping `item` can change a space's glyph or advance, or reach
/// across a space to its neighbours: 0 when it cannot; otherwise 1 when
/// contextual substitutions look past a space, 2 when the `kern`
/// feature's pairs name the space but never change its advance (they
/// adjust the character before it: Inter's bolder weights pull a space
/// closer to a full stop or comma), 4 when anything else can. Inter's
/// regular face gives 1, its other weights 3.
///
/// It can when a lookup HarfBuzz applies to the item's font, script and
/// language names the space glyph, or when the font kerns outside
/// OpenType: a `kern` table without a GPOS `kern` feature, or AAT tables.
/// When it cannot, the words between spaces shape the same alone as in a
/// line, so a line's width is the sum of its characters' widths. When the
/// space is only the context of substitutions (1: Inter's `calt` turns
/// brackets, dashes and colons into their capital forms beside capitals,
/// spaces between), `context` receives every character the font maps to a
/// glyph those substitutions take or give: a text without them shapes as
/// if the space were not looked at. HarfBuzz applies the fraction features
/// (`frac`, `numr`, `dnom`) only around a fraction slash, so their lookups
/// add that character alone.
static inline int CPangoCairo_spaceReach(const PangoItem *item,
                                         hb_set_t *context) {
  hb_font_t *font = pango_font_get_hb_font(item->analysis.font);
  hb_codepoint_t space;
  if (!font || !hb_font_get_nominal_glyph(font, ' ', &space)) return 4;
  hb_face_t *face = hb_font_get_face(font);
  const hb_tag_t aat[] = {HB_TAG('k', 'e', 'r', 'x'), HB_TAG('m', 'o', 'r', 'x')};
  if (CPangoCairo_hasTable(face, aat, 2)) return 4;
  hb_set_t *set = hb_set_create();
  const hb_tag_t kern[] = {HB_TAG('k', 'e', 'r', 'n'), HB_TAG_NONE};
  hb_set_t *kerning = hb_set_create();
  hb_ot_layout_collect_lookups(face, HB_OT_TAG_GPOS, NULL, NULL, kern, kerning);
  hb_segment_properties_t properties = HB_SEGMENT_PROPERTIES_DEFAULT;
  properties.direction = HB_DIRECTION_LTR;
  properties.script = hb_glib_script_to_script(item->analysis.script);
  properties.language = hb_language_from_string(
      pango_language_to_string(item->analysis.language), -1);
  int reach = CPangoCairo_appliesLegacyKern(face, properties.script,
                                            properties.language)
                  ? 4
                  : 0;
  hb_shape_plan_t *plan = CPangoCairo_plan(font, &properties, NULL, 0);
  const hb_tag_t tables[] = {HB_OT_TAG_GSUB, HB_OT_TAG_GPOS};
  hb_set_t *before = hb_set_create(), *input = hb_set_create();
  hb_set_t *after = hb_set_create(), *output = hb_set_create();
  hb_set_t *glyphs = hb_set_create();
  // HarfBuzz applies the fraction features only around a fraction slash.
  hb_set_t *fractions = CPangoCairo_fractionLookups(face);
  for (unsigned t = 0; t < 2 && reach < 4; t++) {
    hb_set_clear(set);
    hb_ot_shape_plan_collect_lookups(plan, tables[t], set);
    hb_codepoint_t lookup = HB_SET_VALUE_INVALID;
    while (reach < 4 && hb_set_next(set, &lookup)) {
      hb_set_clear(before);
      hb_set_clear(input);
      hb_set_clear(after);
      hb_set_clear(output);
      hb_ot_layout_lookup_collect_glyphs(face, tables[t], lookup, before,
                                         input, after, output);
      int named = hb_set_has(input, space) || hb_set_has(output, space) ||
                  hb_set_has(before, space) || hb_set_has(after, space);
      if (!named) continue;
      if (t == 0 && hb_set_has(fractions, lookup)) {
        reach |= 1;
        hb_set_add(context, 0x2044);
      } else if (t == 1 && hb_set_has(kerning, lookup)) {
        reach |= CPangoCairo_spaceIsNeverKernedBefore(font, &properties, space)
                     ? 2 : 4;
      } else if (t == 0 && !hb_set_has(input, space) &&
                 !hb_set_has(output, space)) {
        reach |= 1;
        hb_set_union(glyphs, input);
        hb_set_union(glyphs, output);
      } else {
        reach |= 4;
      }
    }
  }
  if (reach & 1) {
    hb_set_t *unicodes = hb_set_create();
    hb_face_collect_unicodes(face, unicodes);
    hb_codepoint_t unicode = HB_SET_VALUE_INVALID, glyph;
    while (hb_set_next(unicodes, &unicode)) {
      if (hb_font_get_nominal_glyph(font, unicode, &glyph) &&
          hb_set_has(glyphs, glyph))
        hb_set_add(context, unicode);
    }
    hb_set_destroy(unicodes);
  }
  hb_set_destroy(glyphs);
  hb_set_destroy(fractions);
  hb_set_destroy(kerning);
  hb_set_destroy(before);
  hb_set_destroy(input);
  hb_set_destroy(after);
  hb_set_destroy(output);
  hb_shape_plan_destroy(plan);
  hb_set_destroy(set);
  return reach;
}

/// Whether `glyph`, drawn for `character`, is one of `characters` left as
/// the font's cmap maps it: no substitution changed it.
static inline int CPangoCairo_keptNominal(hb_font_t *font,
                                          const hb_set_t *characters,
                                          hb_codepoint_t character,
                                          hb_codepoint_t glyph) {
  hb_codepoint_t nominal;
  return hb_set_has(characters, character) &&
         hb_font_get_nominal_glyph(font, character, &nominal) &&
         nominal == glyph;
}

/// Shapes `text` (`length` bytes, `count` characters of the Latin script,
/// each a grapheme) on one line in `pangoFont` as Pango's shaper does
/// (`pango_hb_shape`: both ends of the text, monotone character clusters,
/// the font's features, ligatures off when `disablesLigatures`, as a
/// letter-spacing attribute turns them off), and writes each character's
/// logical width to `widths`: its cluster's advance and `letterSpacing`,
/// shared among the cluster's characters with the residue on the first
/// (`pango_glyph_item_get_logical_widths`). `buffer` is reused.
///
/// Returns 0, or -1 when Pango would not shape the text in this one font
/// or differently: a character the font does not map, a negative advance,
/// or a character of `context` (when given) whose glyph a substitution
/// changed.
static inline int CPangoCairo_shapeLine(
    PangoFont *pangoFont, hb_buffer_t *buffer, PangoLanguage *language,
    const char *text, int length, int letterSpacing, int disablesLigatures,
    const hb_set_t *context, int *widths, int count) {
  hb_font_t *font = pango_font_get_hb_font(pangoFont);
  if (!font || length <= 0) return -1;
  // Every character in the font, and those substitutions may change.
  int characters = 0, contextual = 0;
  hb_codepoint_t glyph;
  for (const char *p = text; p < text + length; p = g_utf8_next_char(p)) {
    gunichar c = g_utf8_get_char(p);
    if (!hb_font_get_nominal_glyph(font, c, &glyph)) return -1;
    if (context && hb_set_has(context, c)) contextual++;
    characters++;
  }
  if (characters != count) return -1;
  hb_buffer_clear_contents(buffer);
  hb_buffer_set_direction(buffer, HB_DIRECTION_LTR);
  hb_buffer_set_script(buffer, HB_SCRIPT_LATIN);
  hb_buffer_set_language(
      buffer, hb_language_from_string(pango_language_to_string(language), -1));
  hb_buffer_set_cluster_level(buffer,
                              HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS);
  hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_BOT | HB_BUFFER_FLAG_EOT);
  hb_buffer_set_invisible_glyph(buffer, PANGO_GLYPH_EMPTY);
  hb_buffer_add_utf8(buffer, text, length, 0, length);
  hb_feature_t features[36];
  guint featureCount = 0;
  pango_font_get_features(pangoFont, features, 32, &featureCount);
  if (disablesLigatures) {
    const hb_tag_t ligatures[] = {HB_TAG('l', 'i', 'g', 'a'),
                                  HB_TAG('c', 'l', 'i', 'g'),
                                  HB_TAG('d', 'l', 'i', 'g'),
                                  HB_TAG('h', 'l', 'i', 'g')};
    for (int i = 0; i < 4; i++) {
      features[featureCount].tag = ligatures[i];
      features[featureCount].value = 0;
      features[featureCount].start = HB_FEATURE_GLOBAL_START;
      features[featureCount].end = HB_FEATURE_GLOBAL_END;
      featureCount++;
    }
  }
  hb_shape(font, buffer, features, featureCount);
  unsigned glyphCount = 0;
  const hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &glyphCount);
  const hb_glyph_position_t *positions =
      hb_buffer_get_glyph_positions(buffer, NULL);
  int index = 0, nominal = 0;
  for (unsigned g = 0; g < glyphCount;) {
    unsigned cluster = infos[g].cluster, end = g;
    int width = 0;
    gunichar first = g_utf8_get_char(text + cluster);
    for (; end < glyphCount && infos[end].cluster == cluster; end++) {
      if (positions[end].x_advance < 0) return -1;
      width += positions[end].x_advance;
      if (context &&
          CPangoCairo_keptNominal(font, context, first, infos[end].codepoint))
        nominal++;
    }
    unsigned next = end < glyphCount ? infos[end].cluster : (unsigned)length;
    if (next <= cluster) return -1;
    int shared = 0;
    for (const char *p = text + cluster; p < text + next;
         p = g_utf8_next_char(p))
      shared++;
    if (index + shared > count) return -1;
    width += letterSpacing;
    for (int i = 0; i < shared; i++) widths[index + i] = width / shared;
    widths[index] += width - width / shared * shared;
    index += shared;
    g = end;
  }
  return index == count && nominal == contextual ? 0 : -1;
}

/// The lookups HarfBuzz applies to Latin text in `pangoFont` and
/// `language` with the font's own features, ligatures on, into `gsub` and
/// `gpos`, at the font's variation coordinates. The fraction features
/// (`frac`, `numr`, `dnom`) are off: HarfBuzz applies them only around
/// U+2044, which the texts measured from pairs never hold.
///
/// Returns 0, or -1 when the font is not shaped by OpenType's tables
/// alone: it has AAT tables (`morx`, `kerx`, `trak`, `mort`), no `GPOS`,
/// or a legacy `kern` table HarfBuzz would apply to Latin text.
static inline int CPangoCairo_latinLookups(PangoFont *pangoFont,
                                           PangoLanguage *language,
                                           hb_set_t *gsub, hb_set_t *gpos) {
  hb_font_t *font = pango_font_get_hb_font(pangoFont);
  if (!font) return -1;
  hb_face_t *face = hb_font_get_face(font);
  const hb_tag_t aat[] = {HB_TAG('k', 'e', 'r', 'x'), HB_TAG('m', 'o', 'r', 'x'),
                          HB_TAG('t', 'r', 'a', 'k'), HB_TAG('m', 'o', 'r', 't')};
  if (CPangoCairo_hasTable(face, aat, 4)) return -1;
  if (!hb_ot_layout_has_positioning(face)) return -1;
  hb_segment_properties_t properties = HB_SEGMENT_PROPERTIES_DEFAULT;
  properties.direction = HB_DIRECTION_LTR;
  properties.script = HB_SCRIPT_LATIN;
  properties.language =
      hb_language_from_string(pango_language_to_string(language), -1);
  if (CPangoCairo_appliesLegacyKern(face, properties.script,
                                    properties.language))
    return -1;
  // The fraction features off, unless the font's own features turn one
  // on: a lookup they share with a feature that is on stays.
  hb_feature_t features[35] = {
      {HB_TAG('f', 'r', 'a', 'c'), 0, HB_FEATURE_GLOBAL_START,
       HB_FEATURE_GLOBAL_END},
      {HB_TAG('n', 'u', 'm', 'r'), 0, HB_FEATURE_GLOBAL_START,
       HB_FEATURE_GLOBAL_END},
      {HB_TAG('d', 'n', 'o', 'm'), 0, HB_FEATURE_GLOBAL_START,
       HB_FEATURE_GLOBAL_END}};
  guint featureCount = 0;
  pango_font_get_features(pangoFont, features + 3, 32, &featureCount);
  hb_shape_plan_t *plan =
      CPangoCairo_plan(font, &properties, features, featureCount + 3);
  hb_ot_shape_plan_collect_lookups(plan, HB_OT_TAG_GSUB, gsub);
  hb_ot_shape_plan_collect_lookups(plan, HB_OT_TAG_GPOS, gpos);
  hb_shape_plan_destroy(plan);
  return 0;
}

/// The HarfBuzz face of `pangoFont`, owned by it.
static inline hb_face_t *CPangoCairo_face(PangoFont *pangoFont) {
  hb_font_t *font = pango_font_get_hb_font(pangoFont);
  return font ? hb_font_get_face(font) : NULL;
}

/// `pangoFont`'s `GSUB` (`positioning` 0) or `GPOS` table, referenced; the
/// caller destroys it.
static inline hb_blob_t *CPangoCairo_layoutTable(PangoFont *pangoFont,
                                                 int positioning) {
  hb_font_t *font = pango_font_get_hb_font(pangoFont);
  if (!font) return hb_blob_get_empty();
  return hb_face_reference_table(
      hb_font_get_face(font), positioning ? HB_OT_TAG_GPOS : HB_OT_TAG_GSUB);
}

/// The nominal glyph of `character` in `pangoFont` and its `GDEF` class
/// (`HB_OT_LAYOUT_GLYPH_CLASS_*`), or -1 when the font does not map it.
static inline int CPangoCairo_glyphAndClass(PangoFont *pangoFont,
                                            hb_codepoint_t character,
                                            hb_codepoint_t *glyph) {
  hb_font_t *font = pango_font_get_hb_font(pangoFont);
  if (!font || !hb_font_get_nominal_glyph(font, character, glyph)) return -1;
  return (int)hb_ot_layout_get_glyph_class(hb_font_get_face(font), *glyph);
}

/// How many glyphs of `run` are the nominal glyph (the font's cmap's) of
/// the character their cluster begins with, among characters in
/// `characters`; `text` is the layout's text. When the count equals the
/// number of those characters in the run, no substitution changed them.
static inline int CPangoCairo_nominalGlyphCount(const PangoGlyphItem *run,
                                                const char *text,
                                                const hb_set_t *characters) {
  hb_font_t *font = pango_font_get_hb_font(run->item->analysis.font);
  if (!font) return -1;
  const PangoGlyphString *glyphs = run->glyphs;
  int count = 0;
  for (int i = 0; i < glyphs->num_glyphs; i++) {
    gunichar c = g_utf8_get_char(text + run->item->offset +
                                 glyphs->log_clusters[i]);
    if (CPangoCairo_keptNominal(font, characters, c, glyphs->glyphs[i].glyph))
      count++;
  }
  return count;
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
