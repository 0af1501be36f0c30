// testing.h: what the test library (AppTesting) reads of real widgets and renders of them.
#pragma once
#include "shim.h"
#include <langinfo.h>

// GTK 4.8 keeps what a screen reader reads but has no getter for it: its test API compares a widget's
// value with an expected one and, when they differ, answers with the actual value. Compared with a value
// no widget has, the answer is the value. Caller frees; NULL when the widget has no such property.
#define CGTK_NO_WIDGET_HAS "\x1f"
static inline char *cgtk_accessible_property(GtkWidget *w, GtkAccessibleProperty property) {
  if (!gtk_test_accessible_has_property(GTK_ACCESSIBLE(w), property)) return NULL;
  char *actual = gtk_test_accessible_check_property(GTK_ACCESSIBLE(w), property, CGTK_NO_WIDGET_HAS);
  return actual ? actual : g_strdup(CGTK_NO_WIDGET_HAS);
}
// A state's value (0 false, 1 true, 2 mixed), or -1 when the widget does not have the state.
static inline int cgtk_accessible_state(GtkWidget *w, GtkAccessibleState state) {
  if (!gtk_test_accessible_has_state(GTK_ACCESSIBLE(w), state)) return -1;
  for (int value = 0; value <= 2; value++) {
    char *mismatch = gtk_test_accessible_check_state(GTK_ACCESSIBLE(w), state, value);
    g_free(mismatch);
    if (mismatch == NULL) return value;
  }
  return -1;
}
// The name a screen reader reads for `w`, as GTK 4.8 makes it: the widgets it is labelled by, else its
// label property, else a label's own text. Caller frees; NULL when it has none.
static inline char *cgtk_accessible_name(GtkWidget *w) {
  if (gtk_test_accessible_has_relation(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_RELATION_LABELLED_BY)) {
    GtkWidget *parent = gtk_widget_get_parent(w);
    GtkWidget *labelling = parent && cgtk_accessible_is_labelled_by(w, parent) ? parent : NULL;
    for (GtkWidget *child = gtk_widget_get_first_child(w); !labelling && child; child = gtk_widget_get_next_sibling(child))
      if (cgtk_accessible_is_labelled_by(w, child)) labelling = child;
    if (!labelling) labelling = cgtk_find_labelling(GTK_WIDGET(gtk_widget_get_root(w)), w);
    char *name = labelling ? cgtk_accessible_name(labelling) : NULL;
    if (name) return name;
  }
  char *label = cgtk_accessible_property(w, GTK_ACCESSIBLE_PROPERTY_LABEL);
  if (label && label[0] != '\0') return label;
  g_free(label);
  if (GTK_IS_LABEL(w) && gtk_label_get_text(GTK_LABEL(w))[0] != '\0') return g_strdup(gtk_label_get_text(GTK_LABEL(w)));
  return NULL;
}
// The text of a text field (an entry, a search entry, a spin button, a multi-line text view), or NULL.
// Caller frees.
static inline char *cgtk_field_text(GtkWidget *w) {
  if (GTK_IS_EDITABLE(w)) return g_strdup(gtk_editable_get_text(GTK_EDITABLE(w)));
  if (!GTK_IS_TEXT_VIEW(w)) return NULL;
  GtkTextIter start, end;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer(GTK_TEXT_VIEW(w));
  gtk_text_buffer_get_bounds(buffer, &start, &end);
  return gtk_text_buffer_get_text(buffer, &start, &end, FALSE);
}
// Replaces the text of a text field as typing does (its "changed" signals run); false when `w` is none.
static inline gboolean cgtk_field_set_text(GtkWidget *w, const char *text) {
  if (GTK_IS_EDITABLE(w)) {
    gtk_editable_set_text(GTK_EDITABLE(w), text);
    // A spin button takes typed text as its value once the user leaves it or presses Enter.
    if (GTK_IS_SPIN_BUTTON(w)) gtk_spin_button_update(GTK_SPIN_BUTTON(w));
    return TRUE;
  }
  if (!GTK_IS_TEXT_VIEW(w)) return FALSE;
  gtk_text_buffer_set_text(gtk_text_view_get_buffer(GTK_TEXT_VIEW(w)), text, -1);
  return TRUE;
}
// A key that moves the focus (Tab, Shift+Tab, an arrow) as GTK handles it. Tab goes to the key controllers
// that take it in the focus's ancestors (a list's, outermost first, as in the capture phase), then to the
// window's own binding, which moves the focus and clears it past the last control. An arrow inside a
// list moves to the next or previous row as the list's own key binding does: the row takes the focus
// (its first control, if it has one) and, with `select`, is selected where the list selects. (A focus
// move in the arrow's direction would reach a check box in the row, which GTK then turns on as if it were
// a radio button.) Elsewhere an arrow moves the focus in its direction.
static inline void cgtk_window_press_focus_key(GtkWidget *window, GtkDirectionType direction, gboolean select) {
  gboolean backward = direction == GTK_DIR_TAB_BACKWARD;
  GtkWidget *focus = gtk_window_get_focus(GTK_WINDOW(window));
  if (direction == GTK_DIR_TAB_FORWARD || backward) {
    GtkWidget *chain[64];
    int depth = 0;
    for (GtkWidget *w = focus; w && depth < 64; w = gtk_widget_get_parent(w)) chain[depth++] = w;
    while (depth > 0)
      if (cgtk_list_emit_tab(chain[--depth], backward)) return;
  } else {
    for (GtkWidget *w = focus; w; w = gtk_widget_get_parent(w)) {
      if (GTK_IS_LIST_BOX(w)) {
        int count = direction == GTK_DIR_DOWN || direction == GTK_DIR_RIGHT ? 1 : -1;
        g_signal_emit_by_name(w, "move-cursor", GTK_MOVEMENT_DISPLAY_LINES, count, FALSE, FALSE);
        return;
      }
      GtkWidget *parent = gtk_widget_get_parent(w);
      if (parent && (GTK_IS_LIST_VIEW(parent) || GTK_IS_GRID_VIEW(parent))) {
        gboolean next = direction == GTK_DIR_DOWN || direction == GTK_DIR_RIGHT;
        GType item = g_type_from_name("GtkListItemWidget");
        GtkWidget *row = next ? gtk_widget_get_next_sibling(w) : gtk_widget_get_prev_sibling(w);
        while (row && !(item && g_type_is_a(G_OBJECT_TYPE(row), item)))
          row = next ? gtk_widget_get_next_sibling(row) : gtk_widget_get_prev_sibling(row);
        if (row && gtk_widget_grab_focus(row) && select)
          gtk_widget_activate_action(row, "listitem.select", "(bb)", FALSE, FALSE);
        return;
      }
    }
  }
  g_signal_emit_by_name(window, "move-focus", direction);
}

// The widget as it is painted now, rendered by its window's renderer into a texture (caller unrefs), or
// NULL before it was first drawn. A window's bounds take in its shadow and border beyond its width: the
// paintable is drawn at the size of those bounds (a paintable scales its widget's bounds into the size it
// is given, which would resample every pixel), then cut to the widget's own width and height.
static inline GdkTexture *cgtk_widget_render_texture(GtkWidget *w) {
  int width = gtk_widget_get_width(w), height = gtk_widget_get_height(w);
  if (width <= 0 || height <= 0) return NULL;
  graphene_rect_t bounds;
  if (!gtk_widget_compute_bounds(w, w, &bounds)) bounds = GRAPHENE_RECT_INIT(0, 0, width, height);
  GdkPaintable *paintable = gtk_widget_paintable_new(w);
  GtkSnapshot *snapshot = gtk_snapshot_new();
  gdk_paintable_snapshot(paintable, snapshot, bounds.size.width, bounds.size.height);
  g_object_unref(paintable);
  GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
  if (!node) return NULL;
  GskRenderer *renderer = gtk_native_get_renderer(gtk_widget_get_native(w));
  GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &GRAPHENE_RECT_INIT(-bounds.origin.x, -bounds.origin.y, width, height));
  gsk_render_node_unref(node);
  return texture;
}
// A texture of `width` × `height` pixels from B, G, R, A bytes (premultiplied, as gdk_texture_download gives them).
static inline GdkTexture *cgtk_texture_from_pixels(int width, int height, const guchar *pixels) {
  GBytes *bytes = g_bytes_new(pixels, (gsize)width * height * 4);
  GdkTexture *texture = gdk_memory_texture_new(width, height, GDK_MEMORY_DEFAULT, bytes, (gsize)width * 4);
  g_bytes_unref(bytes);
  return texture;
}
// Waits until GTK has drawn `w` once (a frame of its own, not a fixed time).
static inline void cgtk_wait_for_draw(GtkWidget *w) { gtk_test_widget_wait_for_draw(w); }
// Makes windows look the same at every run: no animations, a steady text cursor, one font.
static inline void cgtk_use_test_display_settings(const char *font) {
  GtkSettings *settings = gtk_settings_get_default();
  if (settings) g_object_set(settings, "gtk-enable-animations", FALSE, "gtk-cursor-blink", FALSE, "gtk-font-name", font, NULL);
}
// A click on `w` as the pointer makes it: a button's "clicked" now (its keyboard activation waits 250 ms
// to show the press first), any other control's activation (a check box toggles, a menu button opens).
static inline gboolean cgtk_click(GtkWidget *w) {
  if (GTK_IS_BUTTON(w)) {
    g_signal_emit_by_name(w, "clicked");
    return TRUE;
  }
  return gtk_widget_activate(w);
}
// Chooses a row as a click on it does: a list view's item is selected through its own action, a list
// box's row is selected in its box; the row gets the keyboard focus.
static inline gboolean cgtk_choose_row(GtkWidget *row) {
  gtk_widget_grab_focus(row);
  if (GTK_IS_LIST_BOX_ROW(row)) {
    GtkWidget *box = gtk_widget_get_parent(row);
    if (!GTK_IS_LIST_BOX(box)) return FALSE;
    gtk_list_box_select_row(GTK_LIST_BOX(box), GTK_LIST_BOX_ROW(row));
    return TRUE;
  }
  return gtk_widget_activate_action(row, "listitem.select", "(bb)", FALSE, FALSE);
}
// Whether `w` is a label whose text is cut short with an ellipsis where it is drawn now.
static inline gboolean cgtk_label_is_ellipsized(GtkWidget *w) {
  return GTK_IS_LABEL(w) && gtk_widget_get_mapped(w) && pango_layout_is_ellipsized(gtk_label_get_layout(GTK_LABEL(w)));
}
// A GLib timeout that only wakes the loop after `milliseconds`: a blocking wait for the next event ends by
// then even when no event comes. Remove it with g_source_remove when the wait ended first.
static inline gboolean cgtk_wake_once(gpointer data) { (void)data; return G_SOURCE_REMOVE; }
static inline guint cgtk_wake_after(guint milliseconds) { return g_timeout_add(milliseconds, cgtk_wake_once, NULL); }
// Every toplevel window (GTK's own list: the caller must not unref it).
static inline GListModel *cgtk_toplevels(void) { return gtk_window_get_toplevels(); }
// The modal dialog shown over `window` (the innermost, when one dialog opened another), or `window`
// itself: where a user can act now, since a modal dialog makes its window inert.
static inline GtkWidget *cgtk_active_surface(GtkWidget *window) {
  GListModel *toplevels = gtk_window_get_toplevels();
  gboolean found = TRUE;
  while (found) {
    found = FALSE;
    for (guint i = 0; i < g_list_model_get_n_items(toplevels); i++) {
      GtkWindow *candidate = g_list_model_get_item(toplevels, i);
      g_object_unref(candidate); // GTK's list keeps it
      if (GTK_WIDGET(candidate) != window && gtk_widget_get_visible(GTK_WIDGET(candidate)) && gtk_window_get_modal(candidate)
          && gtk_window_get_transient_for(candidate) == GTK_WINDOW(window)) {
        window = GTK_WIDGET(candidate);
        found = TRUE;
        break;
      }
    }
  }
  return window;
}
// Chooses `choice` in a drop-down or a combo row of strings as a click on it in the open list does;
// false when `w` is neither or has no such choice.
static inline gboolean cgtk_choose_string(GtkWidget *w, const char *choice) {
  GListModel *model = GTK_IS_DROP_DOWN(w) ? gtk_drop_down_get_model(GTK_DROP_DOWN(w))
    : ADW_IS_COMBO_ROW(w) ? adw_combo_row_get_model(ADW_COMBO_ROW(w)) : NULL;
  if (!model || !GTK_IS_STRING_LIST(model)) return FALSE;
  for (guint i = 0; i < g_list_model_get_n_items(model); i++) {
    if (g_strcmp0(gtk_string_list_get_string(GTK_STRING_LIST(model), i), choice) != 0) continue;
    if (GTK_IS_DROP_DOWN(w)) gtk_drop_down_set_selected(GTK_DROP_DOWN(w), i);
    else adw_combo_row_set_selected(ADW_COMBO_ROW(w), i);
    return TRUE;
  }
  return FALSE;
}
// The day a GTK calendar's weeks start on (0 Sunday … 6 Saturday), worked out as GTK 4.8's calendar
// does from the C library's locale, for a recorded window's calendar to show the same weeks.
static inline int cgtk_calendar_week_start(void) {
  union { unsigned int word; char *string; } langinfo;
  langinfo.string = nl_langinfo(_NL_TIME_FIRST_WEEKDAY);
  int first_weekday = langinfo.string[0];
  langinfo.string = nl_langinfo(_NL_TIME_WEEK_1STDAY);
  int week_1stday = langinfo.word == 19971201 ? 1 : 0;
  return (week_1stday + first_weekday - 1 + 7) % 7;
}
