/*
 * cairo_peer.c — peer side of the Graphics rows: Cairo (Debian's libcairo2, the renderer
 * GNUstep and most Linux toolkits draw with) runs the operations SwizzleKit's Graphics module
 * runs in BenchmarkOperations/Graphics.swift, at the same sizes, timed the same way (best of 5
 * repetitions, monotonic clock), and writes each operation's result as a PNG so the two
 * renderings can be compared pixel by pixel.
 *
 * Usage: cairo_peer [iterations] [output directory]
 *   iterations: the benchmark's N (default 10,000,000); each row runs N / its divisor times,
 *   the same divisors as the Swift side.
 * Output: PEER<TAB>operation<TAB>ns per op (2 decimals), one line per operation.
 */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define REPS 5

static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

/* The 400 × `height` test picture both sides draw from: red across, green down, blue 128. */
static cairo_surface_t *picture(int height)
{
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, height);
  unsigned char *data = cairo_image_surface_get_data(s);
  int stride = cairo_image_surface_get_stride(s);
  for (int y = 0; y < height; y++) {
    for (int x = 0; x < 400; x++) {
      unsigned int r = x * 255 / 399, g = y * 255 / (height - 1), b = 128;
      *(unsigned int *)(data + y * stride + x * 4) = 0xFF000000u | r << 16 | g << 8 | b;
    }
  }
  cairo_surface_mark_dirty(s);
  return s;
}

static cairo_surface_t *image_400x400, *image_400x300, *rects_surface;

static void clear(cairo_t *cr)
{
  cairo_save(cr);
  cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint(cr);
  cairo_restore(cr);
}

/* A rectangle with quarter-circle corners of radius r. */
static void rounded_path(cairo_t *cr, double x, double y, double w, double h, double r)
{
  cairo_new_path(cr);
  cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
  cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
  cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
  cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
  cairo_close_path(cr);
}

static void rounded_rect(cairo_t *cr)
{
  clear(cr);
  rounded_path(cr, 0, 0, 100, 100, 50);
  cairo_set_source_rgb(cr, 0.2, 0.4, 0.8);
  cairo_fill(cr);
}

static void stroke_circle(cairo_t *cr)
{
  clear(cr);
  cairo_new_path(cr);
  cairo_arc(cr, 50, 50, 40, 0, 2 * M_PI);
  cairo_set_line_width(cr, 2);
  cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
  cairo_stroke(cr);
}

static void clipped_image(cairo_t *cr)
{
  clear(cr);
  cairo_save(cr);
  cairo_arc(cr, 50, 50, 50, 0, 2 * M_PI);
  cairo_clip(cr);
  cairo_scale(cr, 0.25, 0.25);
  cairo_set_source_surface(cr, image_400x400, 0, 0);
  cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
  cairo_paint(cr);
  cairo_restore(cr);
}

/* The 400 × 300 picture aspect-filled into 100 × 100: scaled by a third, centred across. */
static void paint_aspect_filled(cairo_t *cr)
{
  double scale = 100.0 / 300.0;
  cairo_translate(cr, (100 - 400 * scale) / 2, 0);
  cairo_scale(cr, scale, scale);
  cairo_set_source_surface(cr, image_400x300, 0, 0);
  cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
  cairo_paint(cr);
}

/* Seed 002: aspect-fill the 400 × 300 picture into 100 × 100, clip round, then the border. */
static void avatar(cairo_t *cr)
{
  clear(cr);
  cairo_save(cr);
  cairo_arc(cr, 50, 50, 50, 0, 2 * M_PI);
  cairo_clip(cr);
  paint_aspect_filled(cr);
  cairo_restore(cr);
  cairo_new_path(cr);
  cairo_arc(cr, 50, 50, 48, 0, 2 * M_PI);
  cairo_set_line_width(cr, 4);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_stroke(cr);
}

/* Seed 002 as its UIImage category does it: three images in turn — the picture aspect-filled into
 * 100 × 100, that clipped round inside the 4-point border, then the white border stroked — each
 * a surface of its own, as each step is an image context of its own. */
static void avatar_three_passes(cairo_t *cr)
{
  cairo_surface_t *scaled = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100);
  cairo_t *step = cairo_create(scaled);
  paint_aspect_filled(step);
  cairo_destroy(step);

  cairo_surface_t *clipped = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100);
  step = cairo_create(clipped);
  cairo_arc(step, 50, 50, 46, 0, 2 * M_PI);
  cairo_clip(step);
  cairo_set_source_surface(step, scaled, 0, 0);
  cairo_paint(step);
  cairo_destroy(step);

  cairo_surface_t *bordered = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100);
  step = cairo_create(bordered);
  cairo_set_source_surface(step, clipped, 0, 0);
  cairo_paint(step);
  cairo_arc(step, 50, 50, 48, 0, 2 * M_PI);
  cairo_set_line_width(step, 4);
  cairo_set_source_rgb(step, 1, 1, 1);
  cairo_stroke(step);
  cairo_destroy(step);

  clear(cr);
  cairo_set_source_surface(cr, bordered, 0, 0);
  cairo_paint(cr);
  cairo_surface_destroy(scaled);
  cairo_surface_destroy(clipped);
  cairo_surface_destroy(bordered);
}

static void small_rects(cairo_t *cr)
{
  clear(cr);
  cairo_set_source_rgb(cr, 0.9, 0.3, 0.2);
  for (int i = 0; i < 1000; i++) {
    cairo_rectangle(cr, (i * 7) % 316, (i * 13) % 476, 4, 4);
    cairo_fill(cr);
  }
}

struct buffer {
  unsigned char *data;
  size_t size, capacity;
};

/* shape layer: the rounded rectangle and circle, 4 wide, 12-on 6-off dashes, round caps and joins. */
static void shape_layer_dashed(cairo_t *cr)
{
  clear(cr);
  rounded_path(cr, 20, 20, 280, 440, 30);
  cairo_new_sub_path(cr);
  cairo_arc(cr, 160, 240, 100, 0, 2 * M_PI);
  cairo_close_path(cr);
  double dashes[] = {12, 6};
  cairo_set_dash(cr, dashes, 2, 0);
  cairo_set_line_width(cr, 4);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgb(cr, 0.2, 0.4, 0.8);
  cairo_stroke(cr);
  cairo_set_dash(cr, NULL, 0, 0);
}

static cairo_pattern_t *axial_pattern, *radial_pattern;

/* gradient: red to blue, corner to corner. */
static void gradient_axial(cairo_t *cr)
{
  clear(cr);
  cairo_set_source(cr, axial_pattern);
  cairo_paint(cr);
}

/* gradient: red to blue out from the middle to a circle of radius 160, padded beyond. */
static void gradient_radial(cairo_t *cr)
{
  clear(cr);
  cairo_set_source(cr, radial_pattern);
  cairo_paint(cr);
}

static cairo_status_t append(void *closure, const unsigned char *data, unsigned int length)
{
  struct buffer *b = closure;
  if (b->size + length > b->capacity) {
    b->capacity = (b->size + length) * 2;
    b->data = realloc(b->data, b->capacity);
    if (!b->data) return CAIRO_STATUS_NO_MEMORY;
  }
  memcpy(b->data + b->size, data, length);
  b->size += length;
  return CAIRO_STATUS_SUCCESS;
}

static size_t png_size;

static void encode_png(cairo_t *cr)
{
  (void)cr;
  struct buffer b = {0};
  cairo_surface_write_to_png_stream(rects_surface, append, &b);
  png_size = b.size;
  free(b.data);
}

/* Issue 11's window: 200 views in a 10 × 20 grid of 32 × 24 cells, as WindowScene in
 * BenchmarkOperations/WindowRendering.swift builds them, drawn directly each frame: view i is a
 * plain rectangle, a rounded one (radius 6) with a 1-point black border inside it, a label ("L"
 * and i, 10 points, centred) or the 16 × 16 picture stretched, by i % 4; backgrounds cycle
 * through five colours. The window's background alternates as on the Swift side. */
static cairo_surface_t *picture_16;
static int window_frame;


static void window_of_200_views(cairo_t *cr)
{
  static const double palette[5][3] = {{0.9, 0.3, 0.2}, {0.2, 0.6, 0.9}, {0.3, 0.8, 0.4}, {0.95, 0.8, 0.2}, {0.6, 0.4, 0.8}};
  double white = window_frame++ % 2 ? 0.98 : 1;
  cairo_set_source_rgb(cr, white, white, white);
  cairo_paint(cr);
  cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, 10);
  for (int i = 0; i < 200; i++) {
    double x = (i % 10) * 32 + 2, y = (i / 10) * 24 + 2, w = 28, h = 20;
    const double *color = palette[i % 5];
    switch (i % 4) {
    case 1:
      rounded_path(cr, x, y, w, h, 6);
      cairo_set_source_rgb(cr, color[0], color[1], color[2]);
      cairo_fill(cr);
      rounded_path(cr, x + 0.5, y + 0.5, w - 1, h - 1, 5.5);
      cairo_set_line_width(cr, 1);
      cairo_set_source_rgb(cr, 0, 0, 0);
      cairo_stroke(cr);
      break;
    case 2: {
      cairo_rectangle(cr, x, y, w, h);
      cairo_set_source_rgb(cr, color[0], color[1], color[2]);
      cairo_fill(cr);
      char text[8];
      snprintf(text, sizeof text, "L%d", i);
      cairo_text_extents_t extents;
      cairo_text_extents(cr, text, &extents);
      cairo_move_to(cr, x + (w - extents.x_advance) / 2, y + h / 2 + 3.5);
      cairo_set_source_rgb(cr, 0, 0, 0);
      cairo_show_text(cr, text);
      break;
    }
    case 3:
      cairo_save(cr);
      cairo_rectangle(cr, x, y, w, h);
      cairo_clip(cr);
      cairo_translate(cr, x, y);
      cairo_scale(cr, w / 16, h / 16);
      cairo_set_source_surface(cr, picture_16, 0, 0);
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
      cairo_paint(cr);
      cairo_restore(cr);
      break;
    default:
      cairo_rectangle(cr, x, y, w, h);
      cairo_set_source_rgb(cr, color[0], color[1], color[2]);
      cairo_fill(cr);
    }
  }
}

/* The same window on a 2× screen: 640 × 960 pixels, everything drawn at two pixels a point. */
static void window_of_200_views_2x(cairo_t *cr)
{
  cairo_save(cr);
  cairo_scale(cr, 2, 2);
  window_of_200_views(cr);
  cairo_restore(cr);
}

struct operation {
  const char *name;
  const char *file;
  int width, height, divisor;
  void (*run)(cairo_t *);
};

int main(int argc, char **argv)
{
  long long n = argc > 1 ? atoll(argv[1]) : 10000000;
  const char *dir = argc > 2 ? argv[2] : NULL;
  if (n <= 0) {
    fprintf(stderr, "usage: cairo_peer [iterations > 0] [output directory]\n");
    return 1;
  }
  image_400x400 = picture(400);
  image_400x300 = picture(300);
  picture_16 = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 16, 16);
  {
    unsigned char *data = cairo_image_surface_get_data(picture_16);
    int stride = cairo_image_surface_get_stride(picture_16);
    for (int y = 0; y < 16; y++)
      for (int x = 0; x < 16; x++)
        *(unsigned int *)(data + y * stride + x * 4) = 0xFF000000u | (unsigned)(x * 17) << 16 | (unsigned)(y * 17) << 8 | 128;
    cairo_surface_mark_dirty(picture_16);
  }
  rects_surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 320, 480);
  cairo_t *rects = cairo_create(rects_surface);
  small_rects(rects);
  cairo_destroy(rects);

  axial_pattern = cairo_pattern_create_linear(0, 0, 320, 480);
  cairo_pattern_add_color_stop_rgb(axial_pattern, 0, 1, 0, 0);
  cairo_pattern_add_color_stop_rgb(axial_pattern, 1, 0, 0, 1);
  cairo_pattern_set_extend(axial_pattern, CAIRO_EXTEND_PAD);
  radial_pattern = cairo_pattern_create_radial(160, 240, 0, 160, 240, 160);
  cairo_pattern_add_color_stop_rgb(radial_pattern, 0, 1, 0, 0);
  cairo_pattern_add_color_stop_rgb(radial_pattern, 1, 0, 0, 1);
  cairo_pattern_set_extend(radial_pattern, CAIRO_EXTEND_PAD);

  /* Names, sizes and divisors as in BenchmarkOperations/Graphics.swift. */
  struct operation operations[] = {
    {"fill a rounded rect 100×100, radius 50", "rounded-rect", 100, 100, 10000, rounded_rect},
    {"stroke a 2-pt circle", "stroke-circle", 100, 100, 10000, stroke_circle},
    {"clip to a circle, draw a 400×400 image into 100×100", "clipped-image", 100, 100, 100000, clipped_image},
    {"seed 002's avatar transform", "avatar", 100, 100, 100000, avatar},
    {"seed 002's avatar transform, three passes (UIImage category)", "avatar-category", 100, 100, 100000, avatar_three_passes},
    {"fill 1,000 small rects", "small-rects", 320, 480, 100000, small_rects},
    {"shape layer: a dashed stroke, 320×480", "shape-layer-dashed", 320, 480, 100000, shape_layer_dashed},
    {"gradient: axial, 320×480", "gradient-axial", 320, 480, 100000, gradient_axial},
    {"gradient: radial, 320×480", "gradient-radial", 320, 480, 100000, gradient_radial},
    {"encode a 320×480 PNG", NULL, 320, 480, 1000000, encode_png},
    {"render a 320×480 window of 200 views", "window", 320, 480, 10000, window_of_200_views},
    {"render a 320×480 window of 200 views at scale 2", "window-2x", 640, 960, 10000, window_of_200_views_2x},
  };
  for (size_t i = 0; i < sizeof operations / sizeof *operations; i++) {
    struct operation *op = &operations[i];
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, op->width, op->height);
    cairo_t *cr = cairo_create(surface);
    long long count = n / op->divisor > 0 ? n / op->divisor : 1;
    double best = 1e300;
    for (int rep = 0; rep < REPS; rep++) {
      double start = now();
      for (long long k = 0; k < count; k++) op->run(cr);
      cairo_surface_flush(surface);
      double elapsed = (now() - start) / count;
      if (elapsed < best) best = elapsed;
    }
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) {
      fprintf(stderr, "cairo_peer: %s: %s\n", op->name, cairo_status_to_string(cairo_status(cr)));
      return 1;
    }
    printf("PEER\t%s\t%.2f\n", op->name, best);
    if (dir && op->file) {
      char path[4096];
      snprintf(path, sizeof path, "%s/%s.png", dir, op->file);
      cairo_surface_write_to_png(surface, path);
    }
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
  }
  if (png_size == 0) {
    fprintf(stderr, "cairo_peer: the PNG encoding wrote nothing\n");
    return 1;
  }
  return 0;
}
