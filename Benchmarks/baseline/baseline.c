/*
 * The baseline for CollectionCanvas's render benchmark: the same drawing done
 * by a minimal C program that calls Cairo and Pango directly.
 *
 * Reads a scene dump written by CanvasBenchmarks (boxes, text lines with
 * their positions, and stroked polylines such as the 10,000-segment chart), draws it as CairoRenderer does (72 dpi, unrounded glyph
 * positions, metrics unhinted), and prints the median time of:
 *   png        drawing on an image surface and encoding it with Cairo
 *   svg        drawing on an SVG surface
 *   encode     cairo_surface_write_to_png_stream alone
 *   libpng1    the same pixels encoded by libpng at zlib level 1, filter NONE
 * Usage: baseline SCENE RUNS
 *
 * With --once, it does one job and exits, so that a whole process can be
 * timed against `canvas render`, from reading the scene to the written file:
 *   png        draw, encode with cairo_surface_write_to_png_stream
 *   png-fast   draw, encode with libpng at zlib level 1, filter NONE
 *              (drawn in bands of at most 2,048 rows when taller than a
 *              Cairo surface, so memory stays bounded)
 *   svg        draw on Cairo's SVG surface
 * Usage: baseline SCENE --once png|png-fast|svg OUT
 */
#include <cairo.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
  int is_text, is_line;
  double x, y, w, h, radius;
  double *points;
  int point_count;
  double rgba[4];
  char *font;
  char *text;
} Primitive;

static double width, height, scale;
static double background[4];
static Primitive *primitives;
static size_t count;

typedef struct {
  unsigned char *bytes;
  size_t length, capacity;
} Buffer;

static void append(Buffer *buffer, const unsigned char *data, size_t length) {
  if (buffer->length + length > buffer->capacity) {
    buffer->capacity = (buffer->length + length) * 2;
    buffer->bytes = realloc(buffer->bytes, buffer->capacity);
  }
  memcpy(buffer->bytes + buffer->length, data, length);
  buffer->length += length;
}

static cairo_status_t write_buffer(void *closure, const unsigned char *data, unsigned int length) {
  append(closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static double now(void) {
  struct timespec spec;
  clock_gettime(CLOCK_MONOTONIC, &spec);
  return spec.tv_sec + spec.tv_nsec / 1e9;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *values, int n) {
  qsort(values, n, sizeof(double), compare);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

static void load(const char *path) {
  FILE *file = fopen(path, "r");
  if (!file) { perror(path); exit(1); }
  char *line = NULL;
  size_t line_capacity = 0;
  size_t capacity = 0;
  while (getline(&line, &line_capacity, file) != -1) {
    line[strcspn(line, "\n")] = 0;
    if (!strncmp(line, "size\t", 5)) {
      sscanf(line + 5, "%lf\t%lf\t%lf", &width, &height, &scale);
      continue;
    }
    if (!strncmp(line, "background\t", 11)) {
      sscanf(line + 11, "%lf\t%lf\t%lf\t%lf", &background[0], &background[1], &background[2], &background[3]);
      continue;
    }
    if (count == capacity) {
      capacity = capacity ? capacity * 2 : 1024;
      primitives = realloc(primitives, capacity * sizeof(Primitive));
    }
    Primitive *p = &primitives[count++];
    memset(p, 0, sizeof *p);
    if (!strncmp(line, "box\t", 4)) {
      sscanf(line + 4, "%lf\t%lf\t%lf\t%lf\t%lf\t%lf\t%lf\t%lf\t%lf", &p->x, &p->y, &p->w, &p->h,
             &p->radius, &p->rgba[0], &p->rgba[1], &p->rgba[2], &p->rgba[3]);
    } else if (!strncmp(line, "text\t", 5)) {
      p->is_text = 1;
      char *fields[8];
      char *cursor = line + 5;
      for (int i = 0; i < 8; i++) fields[i] = strsep(&cursor, "\t");
      p->x = atof(fields[0]);
      p->y = atof(fields[1]);
      for (int i = 0; i < 4; i++) p->rgba[i] = atof(fields[2 + i]);
      p->font = strdup(fields[6]);
      p->text = strdup(fields[7] ? fields[7] : "");
    } else if (!strncmp(line, "line\t", 5)) {
      p->is_line = 1;
      char *cursor = line + 5;
      p->w = atof(strsep(&cursor, "\t"));
      for (int i = 0; i < 4; i++) p->rgba[i] = atof(strsep(&cursor, "\t"));
      int capacity_points = 8;
      p->points = malloc(sizeof(double) * 2 * capacity_points);
      char *point;
      while (cursor && (point = strsep(&cursor, ";"))) {
        if (p->point_count == capacity_points) {
          capacity_points *= 2;
          p->points = realloc(p->points, sizeof(double) * 2 * capacity_points);
        }
        sscanf(point, "%lf,%lf", &p->points[2 * p->point_count], &p->points[2 * p->point_count + 1]);
        p->point_count++;
      }
    } else {
      count--;
    }
  }
  free(line);
  fclose(file);
}

static PangoContext *make_context(PangoFontMap *map) {
  PangoContext *context = pango_font_map_create_context(map);
  pango_context_set_round_glyph_positions(context, FALSE);
  cairo_font_options_t *options = cairo_font_options_create();
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options(context, options);
  cairo_font_options_destroy(options);
  return context;
}

/* Draws what lies between `top` and `bottom` (points), as CairoRenderer
 * draws only the elements a band shows. */
static void draw_within(cairo_t *cr, PangoFontMap *map, double top, double bottom) {
  PangoContext *context = make_context(map);
  cairo_set_source_rgba(cr, background[0], background[1], background[2], background[3]);
  cairo_paint(cr);
  for (size_t i = 0; i < count; i++) {
    Primitive *p = &primitives[i];
    if (!p->is_line) {
      /* Text is placed by its baseline: allow a line's height around it. */
      double low = p->is_text ? p->y - 64 : p->y, high = p->is_text ? p->y + 64 : p->y + p->h;
      if (high < top || low > bottom) continue;
    }
    cairo_save(cr);
    cairo_set_source_rgba(cr, p->rgba[0], p->rgba[1], p->rgba[2], p->rgba[3]);
    if (p->is_line) {
      cairo_set_line_width(cr, p->w);
      for (int k = 0; k < p->point_count; k++) {
        if (k == 0) cairo_move_to(cr, p->points[0], p->points[1]);
        else cairo_line_to(cr, p->points[2 * k], p->points[2 * k + 1]);
      }
      cairo_stroke(cr);
    } else if (p->is_text) {
      pango_cairo_update_context(cr, context);
      PangoLayout *layout = pango_layout_new(context);
      PangoFontDescription *description = pango_font_description_from_string(p->font);
      pango_layout_set_font_description(layout, description);
      pango_layout_set_text(layout, p->text, -1);
      double baseline = pango_layout_get_baseline(layout) / (double)PANGO_SCALE;
      cairo_move_to(cr, p->x, p->y - baseline);
      pango_cairo_show_layout(cr, layout);
      pango_font_description_free(description);
      g_object_unref(layout);
    } else {
      double r = p->radius, x = p->x, y = p->y, w = p->w, h = p->h;
      cairo_new_sub_path(cr);
      cairo_arc(cr, x + w - r, y + r, r, -G_PI / 2, 0);
      cairo_arc(cr, x + w - r, y + h - r, r, 0, G_PI / 2);
      cairo_arc(cr, x + r, y + h - r, r, G_PI / 2, G_PI);
      cairo_arc(cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
      cairo_close_path(cr);
      cairo_fill(cr);
    }
    cairo_restore(cr);
  }
  g_object_unref(context);
}

static void draw(cairo_t *cr, PangoFontMap *map) { draw_within(cr, map, -1e300, 1e300); }

static void png_write_buffer(png_structp png, png_bytep data, png_size_t length) {
  append(png_get_io_ptr(png), data, length);
}

static void png_flush_nothing(png_structp png) { (void)png; }

/* Straight RGBA from a row of premultiplied ARGB32, as Cairo's writer does. */
static void unpremultiply(const uint32_t *pixels, int w, unsigned char *row) {
  for (int x = 0; x < w; x++) {
    uint32_t p = pixels[x];
    unsigned a = p >> 24;
    unsigned char *out = row + x * 4;
    if (a == 255) { out[0] = p >> 16; out[1] = p >> 8; out[2] = p; out[3] = 255; continue; }
    if (a == 0) { memset(out, 0, 4); continue; }
    out[0] = (((p >> 16) & 0xff) * 255 + a / 2) / a;
    out[1] = (((p >> 8) & 0xff) * 255 + a / 2) / a;
    out[2] = ((p & 0xff) * 255 + a / 2) / a;
    out[3] = a;
  }
}

static png_structp start_fast(Buffer *buffer, FILE *file, int w, int h, png_infop *info) {
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  *info = png_create_info_struct(png);
  if (file) png_init_io(png, file); else png_set_write_fn(png, buffer, png_write_buffer, png_flush_nothing);
  png_set_compression_level(png, 1);
  png_set_filter(png, 0, PNG_FILTER_NONE);
  png_set_IHDR(png, *info, w, h, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, *info);
  return png;
}

/* Writes the rows of an ARGB32 surface through libpng. */
static void write_rows(png_structp png, cairo_surface_t *surface, unsigned char *row) {
  int w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface);
  int stride = cairo_image_surface_get_stride(surface);
  unsigned char *data = cairo_image_surface_get_data(surface);
  for (int y = 0; y < h; y++) {
    unpremultiply((uint32_t *)(data + y * stride), w, row);
    png_write_row(png, row);
  }
}

/* Encodes an ARGB32 surface with libpng, straight RGBA, zlib level 1. */
static void encode_fast(cairo_surface_t *surface, Buffer *buffer) {
  int w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface);
  png_infop info;
  png_structp png = start_fast(buffer, NULL, w, h, &info);
  unsigned char *row = malloc(w * 4);
  write_rows(png, surface, row);
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  free(row);
}

/* The scene on Cairo's SVG surface, written to memory. */
static Buffer svg_bytes(PangoFontMap *map) {
  Buffer buffer = {0};
  cairo_surface_t *surface = cairo_svg_surface_create_for_stream(write_buffer, &buffer, width, height);
  cairo_t *cr = cairo_create(surface);
  draw(cr, map);
  cairo_destroy(cr);
  cairo_surface_finish(surface);
  cairo_surface_destroy(surface);
  return buffer;
}

/* The scene on one image surface, encoded by Cairo's PNG writer. */
static Buffer cairo_png_bytes(PangoFontMap *map, int pw, int ph) {
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pw, ph);
  cairo_t *cr = cairo_create(surface);
  cairo_scale(cr, scale, scale);
  draw(cr, map);
  Buffer buffer = {0};
  cairo_surface_write_to_png_stream(surface, write_buffer, &buffer);
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  return buffer;
}

/* One job, one process: see the comment at the top. */
static int once(const char *mode, const char *path, PangoFontMap *map) {
  int pw = (int)(width * scale + 0.999), ph = (int)(height * scale + 0.999);
  FILE *file = fopen(path, "wb");
  if (!file) { perror(path); return 1; }
  if (!strcmp(mode, "svg")) {
    Buffer buffer = svg_bytes(map);
    fwrite(buffer.bytes, 1, buffer.length, file);
  } else if (!strcmp(mode, "png")) {
    if (ph > 32767) { fprintf(stderr, "png: taller than a Cairo surface; use png-fast\n"); return 1; }
    Buffer buffer = cairo_png_bytes(map, pw, ph);
    fwrite(buffer.bytes, 1, buffer.length, file);
  } else if (!strcmp(mode, "png-fast")) {
    png_infop info;
    png_structp png = start_fast(NULL, file, pw, ph, &info);
    unsigned char *row = malloc(pw * 4);
    for (int top = 0; top < ph; top += 2048) {
      int rows = ph - top < 2048 ? ph - top : 2048;
      cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pw, rows);
      cairo_t *cr = cairo_create(surface);
      cairo_translate(cr, 0, -top);
      cairo_scale(cr, scale, scale);
      draw_within(cr, map, top / scale, (top + rows) / scale);
      cairo_surface_flush(surface);
      write_rows(png, surface, row);
      cairo_destroy(cr);
      cairo_surface_destroy(surface);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
  } else {
    fprintf(stderr, "unknown mode %s\n", mode);
    return 2;
  }
  return fclose(file) ? 1 : 0;
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: baseline SCENE RUNS | SCENE --once MODE OUT\n"); return 2; }
  load(argv[1]);
  PangoFontMap *map = pango_cairo_font_map_new();
  pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(map), 72);
  if (!strcmp(argv[2], "--once")) {
    if (argc < 5) { fprintf(stderr, "usage: baseline SCENE --once png|png-fast|svg OUT\n"); return 2; }
    return once(argv[3], argv[4], map);
  }
  int runs = atoi(argv[2]);
  double *times = malloc(sizeof(double) * runs);
  int pw = (int)(width * scale + 0.999), ph = (int)(height * scale + 0.999);

  for (int i = 0; i < runs; i++) {
    double start = now();
    Buffer buffer = cairo_png_bytes(map, pw, ph);
    free(buffer.bytes);
    times[i] = now() - start;
  }
  printf("png\t%.9f\n", median(times, runs));

  for (int i = 0; i < runs; i++) {
    double start = now();
    Buffer buffer = svg_bytes(map);
    free(buffer.bytes);
    times[i] = now() - start;
  }
  printf("svg\t%.9f\n", median(times, runs));

  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pw, ph);
  cairo_t *cr = cairo_create(surface);
  cairo_scale(cr, scale, scale);
  draw(cr, map);
  cairo_surface_flush(surface);
  size_t cairo_size = 0, fast_size = 0;
  for (int i = 0; i < runs; i++) {
    Buffer buffer = {0};
    double start = now();
    cairo_surface_write_to_png_stream(surface, write_buffer, &buffer);
    times[i] = now() - start;
    cairo_size = buffer.length;
    free(buffer.bytes);
  }
  printf("encode\t%.9f\t%zu\n", median(times, runs), cairo_size);
  for (int i = 0; i < runs; i++) {
    Buffer buffer = {0};
    double start = now();
    encode_fast(surface, &buffer);
    times[i] = now() - start;
    fast_size = buffer.length;
    free(buffer.bytes);
  }
  printf("libpng1\t%.9f\t%zu\n", median(times, runs), fast_size);
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  g_object_unref(map);
  free(times);
  return 0;
}
