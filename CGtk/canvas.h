// canvas.h: pointer, touch and keyboard input of a drawing area (pan, zoom, keys), and opening a web page.
// Every input reaches one callback as (kind, a, b, c) with the widget's size, so Swift needs one trampoline.

#ifndef CGTK_CANVAS_H
#define CGTK_CANVAS_H

#include <gtk/gtk.h>

typedef enum {
  CGTK_CANVAS_DRAG_BEGIN,   // a, b: where the drag started
  CGTK_CANVAS_DRAG_UPDATE,  // a, b: offset from the start
  CGTK_CANVAS_DRAG_END,     // a, b: final offset
  CGTK_CANVAS_SCROLL,       // a: vertical steps (down is positive); b, c: the pointer
  CGTK_CANVAS_ZOOM_BEGIN,   // a pinch started
  CGTK_CANVAS_ZOOM,         // a: scale since the pinch began; b, c: the fingers' centre
  CGTK_CANVAS_KEY,          // a: the key's character (0 if none); b: its keyval
  CGTK_CANVAS_DOUBLE_PRESS, // a, b: where
} CgtkCanvasInputKind;

typedef gboolean (*cgtk_canvas_input_cb)(int kind, double a, double b, double c, int width, int height, gpointer data);

typedef struct {
  cgtk_canvas_input_cb cb;
  gpointer data;
  GDestroyNotify destroy;
  GtkWidget *widget;
  double pointer_x, pointer_y;
} CgtkCanvasInput;

static inline gboolean cgtk_canvas_send(CgtkCanvasInput *input, int kind, double a, double b, double c) {
  GtkWidget *w = input->widget;
  return input->cb(kind, a, b, c, gtk_widget_get_width(w), gtk_widget_get_height(w), input->data);
}
static inline void cgtk_canvas_free(gpointer p) {
  CgtkCanvasInput *input = p;
  if (input->destroy) input->destroy(input->data);
  g_free(input);
}
static inline void cgtk_canvas_motion(GtkEventControllerMotion *c, double x, double y, gpointer p) {
  CgtkCanvasInput *input = p;
  input->pointer_x = x;
  input->pointer_y = y;
}
static inline gboolean cgtk_canvas_scroll(GtkEventControllerScroll *c, double dx, double dy, gpointer p) {
  CgtkCanvasInput *input = p;
  return cgtk_canvas_send(input, CGTK_CANVAS_SCROLL, dy, input->pointer_x, input->pointer_y);
}
static inline void cgtk_canvas_drag_begin(GtkGestureDrag *g, double x, double y, gpointer p) {
  CgtkCanvasInput *input = p;
  // A click on the map focuses it, so + − 0 work right after.
  gtk_widget_grab_focus(input->widget);
  cgtk_canvas_send(input, CGTK_CANVAS_DRAG_BEGIN, x, y, 0);
}
static inline void cgtk_canvas_drag_update(GtkGestureDrag *g, double x, double y, gpointer p) {
  cgtk_canvas_send(p, CGTK_CANVAS_DRAG_UPDATE, x, y, 0);
}
static inline void cgtk_canvas_drag_end(GtkGestureDrag *g, double x, double y, gpointer p) {
  cgtk_canvas_send(p, CGTK_CANVAS_DRAG_END, x, y, 0);
}
static inline void cgtk_canvas_zoom_begin(GtkGesture *g, GdkEventSequence *sequence, gpointer p) {
  cgtk_canvas_send(p, CGTK_CANVAS_ZOOM_BEGIN, 0, 0, 0);
}
static inline void cgtk_canvas_zoom_changed(GtkGestureZoom *g, double scale, gpointer p) {
  CgtkCanvasInput *input = p;
  double x, y;
  // Only an active gesture has touch points (or a touchpad event) to centre on: asking an inactive one,
  // as a pinch signalled without input does, makes GDK read an event that does not exist.
  if (!gtk_gesture_is_active(GTK_GESTURE(g)) || !gtk_gesture_get_bounding_box_center(GTK_GESTURE(g), &x, &y)) {
    x = gtk_widget_get_width(input->widget) / 2.0;
    y = gtk_widget_get_height(input->widget) / 2.0;
  }
  cgtk_canvas_send(input, CGTK_CANVAS_ZOOM, scale, x, y);
}
static inline gboolean cgtk_canvas_key(GtkEventControllerKey *c, guint keyval, guint keycode, GdkModifierType state, gpointer p) {
  // Shortcuts with Control, Alt or Super belong to the window (Ctrl+R, Ctrl+F…).
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) return FALSE;
  return cgtk_canvas_send(p, CGTK_CANVAS_KEY, gdk_keyval_to_unicode(keyval), keyval, 0);
}
static inline void cgtk_canvas_pressed(GtkGestureClick *g, int n_press, double x, double y, gpointer p) {
  if (n_press == 2) cgtk_canvas_send(p, CGTK_CANVAS_DOUBLE_PRESS, x, y, 0);
}

// Makes `w` focusable and reports its drags, scrolls, pinches, double presses and keys to `cb`.
// `destroy` releases `data` when the widget goes.
static inline void cgtk_canvas_add_input(GtkWidget *w, cgtk_canvas_input_cb cb, gpointer data, GDestroyNotify destroy) {
  CgtkCanvasInput *input = g_new0(CgtkCanvasInput, 1);
  input->cb = cb;
  input->data = data;
  input->destroy = destroy;
  input->widget = w;
  g_object_set_data_full(G_OBJECT(w), "cgtk-canvas-input", input, cgtk_canvas_free);
  gtk_widget_set_focusable(w, TRUE);
  gtk_widget_set_focus_on_click(w, TRUE);

  GtkEventController *motion = gtk_event_controller_motion_new();
  g_signal_connect(motion, "motion", G_CALLBACK(cgtk_canvas_motion), input);
  gtk_widget_add_controller(w, motion);

  GtkEventController *scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE);
  g_signal_connect(scroll, "scroll", G_CALLBACK(cgtk_canvas_scroll), input);
  gtk_widget_add_controller(w, scroll);
  g_object_set_data(G_OBJECT(w), "cgtk-canvas-scroll", scroll);

  GtkGesture *drag = gtk_gesture_drag_new();
  g_signal_connect(drag, "drag-begin", G_CALLBACK(cgtk_canvas_drag_begin), input);
  g_signal_connect(drag, "drag-update", G_CALLBACK(cgtk_canvas_drag_update), input);
  g_signal_connect(drag, "drag-end", G_CALLBACK(cgtk_canvas_drag_end), input);
  gtk_widget_add_controller(w, GTK_EVENT_CONTROLLER(drag));
  g_object_set_data(G_OBJECT(w), "cgtk-canvas-drag", drag);

  GtkGesture *zoom = gtk_gesture_zoom_new();
  g_signal_connect(zoom, "begin", G_CALLBACK(cgtk_canvas_zoom_begin), input);
  g_signal_connect(zoom, "scale-changed", G_CALLBACK(cgtk_canvas_zoom_changed), input);
  gtk_widget_add_controller(w, GTK_EVENT_CONTROLLER(zoom));
  g_object_set_data(G_OBJECT(w), "cgtk-canvas-zoom", zoom);

  GtkEventController *keys = gtk_event_controller_key_new();
  g_signal_connect(keys, "key-pressed", G_CALLBACK(cgtk_canvas_key), input);
  gtk_widget_add_controller(w, keys);
  g_object_set_data(G_OBJECT(w), "cgtk-canvas-keys", keys);

  GtkGesture *click = gtk_gesture_click_new();
  g_signal_connect(click, "pressed", G_CALLBACK(cgtk_canvas_pressed), input);
  gtk_widget_add_controller(w, GTK_EVENT_CONTROLLER(click));
  g_object_set_data(G_OBJECT(w), "cgtk-canvas-click", click);
}

static inline const char *cgtk_keyval_name(guint keyval) { return gdk_keyval_name(keyval); }

// For tests: emits a signal on the drawing area's own controllers, as GTK would for real input.
static inline gboolean cgtk_canvas_emit_key(GtkWidget *w, guint keyval) {
  gboolean handled = FALSE;
  gpointer keys = g_object_get_data(G_OBJECT(w), "cgtk-canvas-keys");
  if (keys) g_signal_emit_by_name(keys, "key-pressed", keyval, 0, (GdkModifierType)0, &handled);
  return handled;
}
static inline void cgtk_canvas_emit_scroll(GtkWidget *w, double x, double y, double dy) {
  gboolean handled = FALSE;
  CgtkCanvasInput *input = g_object_get_data(G_OBJECT(w), "cgtk-canvas-input");
  gpointer scroll = g_object_get_data(G_OBJECT(w), "cgtk-canvas-scroll");
  if (!input || !scroll) return;
  input->pointer_x = x;
  input->pointer_y = y;
  g_signal_emit_by_name(scroll, "scroll", 0.0, dy, &handled);
}
static inline void cgtk_canvas_emit_drag(GtkWidget *w, double x, double y, double dx, double dy) {
  gpointer drag = g_object_get_data(G_OBJECT(w), "cgtk-canvas-drag");
  if (!drag) return;
  g_signal_emit_by_name(drag, "drag-begin", x, y);
  g_signal_emit_by_name(drag, "drag-update", dx / 2, dy / 2);
  g_signal_emit_by_name(drag, "drag-update", dx, dy);
  g_signal_emit_by_name(drag, "drag-end", dx, dy);
}
static inline void cgtk_canvas_emit_pinch(GtkWidget *w, double scale) {
  gpointer zoom = g_object_get_data(G_OBJECT(w), "cgtk-canvas-zoom");
  if (!zoom) return;
  g_signal_emit_by_name(zoom, "begin", NULL);
  g_signal_emit_by_name(zoom, "scale-changed", scale);
}
// Test support: counts the GTK, GDK and GObject criticals and warnings logged until
// cgtk_stop_counting_gtk_problems (each adds one to *count); `ids` receives the handler ids to pass to it.
static inline void cgtk_count_problem(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer count) {
  (void)domain; (void)level; (void)message;
  (*(int *)count)++;
}
static inline void cgtk_count_gtk_problems(int *count, guint ids[3]) {
  GLogLevelFlags levels = G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING;
  ids[0] = g_log_set_handler("Gdk", levels, cgtk_count_problem, count);
  ids[1] = g_log_set_handler("Gtk", levels, cgtk_count_problem, count);
  ids[2] = g_log_set_handler("GLib-GObject", levels, cgtk_count_problem, count);
}
static inline void cgtk_stop_counting_gtk_problems(const guint ids[3]) {
  g_log_remove_handler("Gdk", ids[0]);
  g_log_remove_handler("Gtk", ids[1]);
  g_log_remove_handler("GLib-GObject", ids[2]);
}
static inline void cgtk_canvas_emit_double_press(GtkWidget *w, double x, double y) {
  gpointer click = g_object_get_data(G_OBJECT(w), "cgtk-canvas-click");
  if (click) g_signal_emit_by_name(click, "pressed", 2, x, y);
}

// Opens `uri` with the desktop's default handler for it (the browser for https). GTK 4.8 has no
// GtkUriLauncher; g_app_info_launch_default_for_uri reports failures, gtk_show_uri does not.
static inline gboolean cgtk_launch_uri(const char *uri, char **error_message) {
  GError *error = NULL;
  if (g_app_info_launch_default_for_uri(uri, NULL, &error)) return TRUE;
  if (error_message) *error_message = g_strdup(error ? error->message : "unknown error");
  g_clear_error(&error);
  return FALSE;
}

#endif
