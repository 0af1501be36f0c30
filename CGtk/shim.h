// CGtk: a thin C shim over GTK 4.8 and libadwaita 1.2 for Swift.
//
// Swift cannot import C macros, variadic functions or GObject casts. Each of those that the framework
// needs gets a one-line static inline wrapper here, speaking GtkWidget * so Swift stays simple.
// Ownership rules are written next to the calls that transfer or take references.
#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

#include <gtk/gtk.h>
#include <adwaita.h>
#include <libintl.h>
#include <glib-unix.h>
#include <unistd.h>
#include <stdint.h>

// MARK: - Signals
//
// Every connection passes a retained Swift box as `data` and a destroy notify that releases it:
// GLib calls the notify exactly once, when the handler is disconnected or the instance is finalized.
// One trampoline type per C signal signature, return type included.

typedef void (*cgtk_void_cb)(gpointer instance, gpointer data);
typedef gboolean (*cgtk_bool_cb)(gpointer instance, gpointer data);
typedef void (*cgtk_pointer_cb)(gpointer instance, gpointer arg, gpointer data);
typedef void (*cgtk_uint_cb)(gpointer instance, guint arg, gpointer data);
typedef gboolean (*cgtk_pointer_bool_cb)(gpointer instance, gpointer arg, gpointer data);
typedef void (*cgtk_click_cb)(gpointer gesture, int n_press, double x, double y, gpointer data);

static inline gulong cgtk_connect_void(gpointer instance, const char *signal, cgtk_void_cb cb, gpointer data, GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(cb), data, destroy, 0);
}
// After the object's other handlers, whenever they were connected (GTK lays a window out in a frame clock "layout" handler).
static inline gulong cgtk_connect_void_after(gpointer instance, const char *signal, cgtk_void_cb cb, gpointer data, GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(cb), data, destroy, G_CONNECT_AFTER);
}
// Disconnects `handler` unless it is gone already (GLib warns on a handler it does not know).
static inline void cgtk_disconnect(gpointer instance, gulong handler) {
  if (g_signal_handler_is_connected(instance, handler)) g_signal_handler_disconnect(instance, handler);
}
static inline gpointer cgtk_widget_get_frame_clock(GtkWidget *w) { return gtk_widget_get_frame_clock(w); }
static inline gulong cgtk_connect_bool(gpointer instance, const char *signal, cgtk_bool_cb cb, gpointer data, GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(cb), data, destroy, 0);
}
static inline gulong cgtk_connect_pointer(gpointer instance, const char *signal, cgtk_pointer_cb cb, gpointer data, GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(cb), data, destroy, 0);
}
static inline gulong cgtk_connect_pointer_bool(gpointer instance, const char *signal, cgtk_pointer_bool_cb cb, gpointer data, GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(cb), data, destroy, 0);
}
static inline gulong cgtk_connect_uint(gpointer instance, const char *signal, cgtk_uint_cb cb, gpointer data, GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(cb), data, destroy, 0);
}
static inline gulong cgtk_connect_click(gpointer instance, const char *signal, cgtk_click_cb cb, gpointer data, GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(cb), data, destroy, 0);
}
// GApplication::command-line: returns the exit status of the launch that sent the command line.
typedef int (*cgtk_command_line_cb)(gpointer application, gpointer command_line, gpointer data);
static inline gulong cgtk_connect_command_line(gpointer instance, cgtk_command_line_cb cb, gpointer data, GClosureNotify destroy) {
  return g_signal_connect_data(instance, "command-line", G_CALLBACK(cb), data, destroy, 0);
}
static inline void cgtk_block(gpointer instance, gulong handler) { g_signal_handler_block(instance, handler); }
static inline void cgtk_unblock(gpointer instance, gulong handler) { g_signal_handler_unblock(instance, handler); }
static inline void cgtk_emit_clicked(GtkWidget *button) { g_signal_emit_by_name(button, "clicked"); }

// MARK: - Objects

static inline gpointer cgtk_ref(gpointer object) { return g_object_ref(object); }
static inline void cgtk_unref(gpointer object) { g_object_unref(object); }
// Takes ownership of a new widget's floating reference; pair with exactly one cgtk_unref.
static inline gpointer cgtk_ref_sink(gpointer object) { return g_object_ref_sink(object); }
// `destroy` runs once, when the key is set again or the object is finalized.
static inline void cgtk_set_data_full(gpointer object, const char *key, gpointer data, GDestroyNotify destroy) { g_object_set_data_full(G_OBJECT(object), key, data, destroy); }
static inline gpointer cgtk_get_data(gpointer object, const char *key) { return g_object_get_data(G_OBJECT(object), key); }

// MARK: - Application

static inline GApplicationFlags cgtk_flags_handles_command_line(void) { return G_APPLICATION_HANDLES_COMMAND_LINE; }
// The launch's arguments, argv[0] included; free with cgtk_strfreev.
static inline char **cgtk_command_line_arguments(gpointer command_line, int *argc) {
  return g_application_command_line_get_arguments(G_APPLICATION_COMMAND_LINE(command_line), argc);
}
// Writes to the standard error of the process that launched (not necessarily this one).
static inline void cgtk_command_line_printerr(gpointer command_line, const char *message) {
  g_application_command_line_printerr(G_APPLICATION_COMMAND_LINE(command_line), "%s", message);
}
static inline void cgtk_strfreev(char **strings) { g_strfreev(strings); }
// An AdwApplication: it initializes libadwaita at startup (style sheet, AdwStyleManager following the
// desktop's colour scheme) and is a GtkApplication for everything else.
static inline GtkApplication *cgtk_application_new(const char *id, GApplicationFlags flags) {
  return GTK_APPLICATION(adw_application_new(id, flags));
}
static inline int cgtk_application_run(GtkApplication *app, int argc, char **argv) { return g_application_run(G_APPLICATION(app), argc, argv); }
static inline void cgtk_application_add_window(GtkApplication *app, GtkWidget *window) { gtk_application_add_window(app, GTK_WINDOW(window)); }
// `accel` is one accelerator such as "<Control>n"; `action` is detailed, such as "win.new-window".
static inline void cgtk_application_set_accel(GtkApplication *app, const char *action, const char *accel) {
  const char *accels[] = { accel, NULL };
  gtk_application_set_accels_for_action(app, action, accels);
}

// MARK: - The main loop drains the main dispatch queue
//
// Swift's main actor runs on libdispatch's main queue. While GLib owns the main thread nobody drains it,
// so we watch the queue's eventfd and drain it from the GLib loop: no polling, no added latency.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

static inline gboolean cgtk_dispatch_bridge_cb(gint fd, GIOCondition condition, gpointer data) {
  (void)condition; (void)data;
  uint64_t value;
  // Reset the eventfd first, or GLib sees it readable forever and spins.
  ssize_t n = read(fd, &value, sizeof value);
  (void)n;
  _dispatch_main_queue_callback_4CF(NULL);
  return G_SOURCE_CONTINUE;
}
static inline guint cgtk_install_dispatch_bridge(void) {
  return g_unix_fd_add(_dispatch_get_main_queue_handle_4CF(), G_IO_IN, cgtk_dispatch_bridge_cb, NULL);
}
typedef gboolean (*cgtk_source_cb)(gpointer data);
// Calls `cb` every `seconds` until it returns FALSE; `destroy` releases `data` when the source goes.
static inline guint cgtk_timeout_add_seconds(guint seconds, cgtk_source_cb cb, gpointer data, GDestroyNotify destroy) {
  return g_timeout_add_seconds_full(G_PRIORITY_DEFAULT, seconds, cb, data, destroy);
}
// Frame clock: `cb` runs in the update phase of the widget's frames (before layout and paint) until it
// returns G_SOURCE_REMOVE; `destroy` releases `data` then, or when the widget is unrealized first.
static inline guint cgtk_widget_add_tick(GtkWidget *w, GtkTickCallback cb, gpointer data, GDestroyNotify destroy) {
  return gtk_widget_add_tick_callback(w, cb, data, destroy);
}
// Whether the widget gets frames: mapped (an unmapped window's frame clock does not tick) with a frame clock.
static inline gboolean cgtk_widget_has_frames(GtkWidget *w) { return gtk_widget_get_mapped(w) && gtk_widget_get_frame_clock(w) != NULL; }
static inline gboolean cgtk_main_iteration(gboolean may_block) { return g_main_context_iteration(NULL, may_block); }
static inline gpointer cgtk_main_loop_new(void) { return g_main_loop_new(NULL, FALSE); }
static inline void cgtk_main_loop_run(gpointer loop) { g_main_loop_run((GMainLoop *)loop); }
static inline void cgtk_main_loop_quit(gpointer loop) { g_main_loop_quit((GMainLoop *)loop); }
static inline void cgtk_main_loop_unref(gpointer loop) { g_main_loop_unref((GMainLoop *)loop); }
// In-process tests only (GtkApp.startWithoutApplication). Their main actor may resume on another thread
// after an await; a window's GL context used from a second thread stalls in Mesa (minutes under Xvfb).
// The cairo renderer has no thread-bound context. GSK reads GSK_RENDERER once, at the first realize.
// GL is disabled outright as well: even with the cairo renderer, GDK's X11 backend loaded Mesa's
// swrast and crashed in it when the main actor resumed on another thread (seen in Animals tests).
static inline gboolean cgtk_init_check(void) {
  g_setenv("GSK_RENDERER", "cairo", FALSE);
  g_setenv("GDK_DEBUG", "gl-disable", FALSE);
  if (!gtk_init_check()) return FALSE;
  adw_init(); // what AdwApplication does at startup: libadwaita's style sheet and style manager
  return TRUE;
}
static inline gboolean cgtk_main_pending(void) { return g_main_context_pending(NULL); }

// MARK: - Widgets

static inline GtkWidget *cgtk_window_new(void) { return gtk_window_new(); }
static inline void cgtk_window_set_title(GtkWidget *w, const char *title) { gtk_window_set_title(GTK_WINDOW(w), title); }
static inline void cgtk_window_set_child(GtkWidget *w, GtkWidget *child) { gtk_window_set_child(GTK_WINDOW(w), child); }
static inline void cgtk_window_set_titlebar(GtkWidget *w, GtkWidget *bar) { gtk_window_set_titlebar(GTK_WINDOW(w), bar); }
static inline void cgtk_window_set_default_size(GtkWidget *w, int width, int height) { gtk_window_set_default_size(GTK_WINDOW(w), width, height); }
static inline void cgtk_window_present(GtkWidget *w) { gtk_window_present(GTK_WINDOW(w)); }
static inline GtkWidget *cgtk_window_get_focus(GtkWidget *w) { return gtk_window_get_focus(GTK_WINDOW(w)); }
static inline void cgtk_window_close(GtkWidget *w) { gtk_window_close(GTK_WINDOW(w)); }
static inline void cgtk_window_destroy(GtkWidget *w) { gtk_window_destroy(GTK_WINDOW(w)); }
static inline void cgtk_window_set_modal(GtkWidget *w, gboolean modal) { gtk_window_set_modal(GTK_WINDOW(w), modal); }
static inline void cgtk_window_set_transient_for(GtkWidget *w, GtkWidget *parent) { gtk_window_set_transient_for(GTK_WINDOW(w), parent ? GTK_WINDOW(parent) : NULL); }

static inline GtkWidget *cgtk_header_bar_new(void) { return gtk_header_bar_new(); }
static inline void cgtk_header_bar_pack_start(GtkWidget *bar, GtkWidget *child) { gtk_header_bar_pack_start(GTK_HEADER_BAR(bar), child); }
static inline void cgtk_header_bar_pack_end(GtkWidget *bar, GtkWidget *child) { gtk_header_bar_pack_end(GTK_HEADER_BAR(bar), child); }
static inline void cgtk_header_bar_remove(GtkWidget *bar, GtkWidget *child) { gtk_header_bar_remove(GTK_HEADER_BAR(bar), child); }
static inline void cgtk_header_bar_set_title_widget(GtkWidget *bar, GtkWidget *title) { gtk_header_bar_set_title_widget(GTK_HEADER_BAR(bar), title); }

static inline GtkWidget *cgtk_box_new(gboolean vertical, int spacing) {
  return gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing);
}
static inline void cgtk_box_set_spacing(GtkWidget *box, int spacing) { gtk_box_set_spacing(GTK_BOX(box), spacing); }
static inline void cgtk_box_insert_child_after(GtkWidget *box, GtkWidget *child, GtkWidget *sibling) { gtk_box_insert_child_after(GTK_BOX(box), child, sibling); }
static inline void cgtk_box_reorder_child_after(GtkWidget *box, GtkWidget *child, GtkWidget *sibling) { gtk_box_reorder_child_after(GTK_BOX(box), child, sibling); }
static inline void cgtk_box_remove(GtkWidget *box, GtkWidget *child) { gtk_box_remove(GTK_BOX(box), child); }

static inline GtkWidget *cgtk_label_new(const char *text) { return gtk_label_new(text); }
static inline void cgtk_label_set_text(GtkWidget *label, const char *text) { gtk_label_set_text(GTK_LABEL(label), text); }
// The text of `w` if it is a label, else NULL.
static inline const char *cgtk_label_get_text(GtkWidget *w) { return GTK_IS_LABEL(w) ? gtk_label_get_text(GTK_LABEL(w)) : NULL; }
static inline void cgtk_label_set_wrap(GtkWidget *label, gboolean wrap) { gtk_label_set_wrap(GTK_LABEL(label), wrap); }
static inline void cgtk_label_set_xalign(GtkWidget *label, float x) { gtk_label_set_xalign(GTK_LABEL(label), x); }
static inline void cgtk_label_set_ellipsize_end(GtkWidget *label, gboolean on) { gtk_label_set_ellipsize(GTK_LABEL(label), on ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE); }
static inline void cgtk_label_set_selectable(GtkWidget *label, gboolean on) { gtk_label_set_selectable(GTK_LABEL(label), on); }

static inline GtkWidget *cgtk_button_new(void) { return gtk_button_new(); }
static inline void cgtk_button_set_label(GtkWidget *b, const char *text) { gtk_button_set_label(GTK_BUTTON(b), text); }
static inline const char *cgtk_button_get_label(GtkWidget *b) { return gtk_button_get_label(GTK_BUTTON(b)); }
static inline void cgtk_button_set_icon_name(GtkWidget *b, const char *icon) { gtk_button_set_icon_name(GTK_BUTTON(b), icon); }
static inline void cgtk_button_set_has_frame(GtkWidget *b, gboolean frame) { gtk_button_set_has_frame(GTK_BUTTON(b), frame); }

static inline GtkWidget *cgtk_menu_button_new(void) { return gtk_menu_button_new(); }
static inline void cgtk_menu_button_set_label(GtkWidget *b, const char *text) { gtk_menu_button_set_label(GTK_MENU_BUTTON(b), text); }
static inline const char *cgtk_menu_button_get_label(GtkWidget *b) { return gtk_menu_button_get_label(GTK_MENU_BUTTON(b)); } // owned by the button
static inline void cgtk_menu_button_set_icon_name(GtkWidget *b, const char *icon) { gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(b), icon); }
// The button takes its own reference on the model.
static inline void cgtk_menu_button_set_menu_model(GtkWidget *b, gpointer model) { gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(b), G_MENU_MODEL(model)); }
static inline void cgtk_menu_button_set_popover(GtkWidget *b, GtkWidget *popover) { gtk_menu_button_set_popover(GTK_MENU_BUTTON(b), popover); }
static inline void cgtk_menu_button_popup(GtkWidget *b) { gtk_menu_button_popup(GTK_MENU_BUTTON(b)); }
// The popover menu the button made from its menu model (NULL without one).
static inline GtkWidget *cgtk_menu_button_popover(GtkWidget *b) { GtkPopover *p = gtk_menu_button_get_popover(GTK_MENU_BUTTON(b)); return p ? GTK_WIDGET(p) : NULL; }

static inline GtkWidget *cgtk_popover_new(void) { return gtk_popover_new(); }
static inline void cgtk_popover_set_child(GtkWidget *p, GtkWidget *child) { gtk_popover_set_child(GTK_POPOVER(p), child); }

static inline GtkWidget *cgtk_entry_new(void) { return gtk_entry_new(); }
static inline GtkWidget *cgtk_search_entry_new(void) { return gtk_search_entry_new(); }
// GtkEntry and GtkSearchEntry both implement GtkEditable.
static inline void cgtk_editable_set_text(GtkWidget *e, const char *text) { gtk_editable_set_text(GTK_EDITABLE(e), text); }
static inline const char *cgtk_editable_get_text(GtkWidget *e) { return gtk_editable_get_text(GTK_EDITABLE(e)); }
// Inserts `text` at the end, as typing would (one "changed" emission).
static inline void cgtk_editable_append(GtkWidget *e, const char *text) {
  int position = -1;
  gtk_editable_insert_text(GTK_EDITABLE(e), text, -1, &position);
}
static inline void cgtk_entry_set_placeholder(GtkWidget *e, const char *text) { gtk_entry_set_placeholder_text(GTK_ENTRY(e), text); }
static inline void cgtk_search_entry_set_placeholder(GtkWidget *e, const char *text) { g_object_set(e, "placeholder-text", text, NULL); }

static inline GtkWidget *cgtk_check_button_new(void) { return gtk_check_button_new(); }
static inline void cgtk_check_button_set_label(GtkWidget *c, const char *text) { gtk_check_button_set_label(GTK_CHECK_BUTTON(c), text); }
static inline void cgtk_check_button_set_active(GtkWidget *c, gboolean on) { gtk_check_button_set_active(GTK_CHECK_BUTTON(c), on); }
static inline gboolean cgtk_check_button_get_active(GtkWidget *c) { return gtk_check_button_get_active(GTK_CHECK_BUTTON(c)); }
static inline GtkWidget *cgtk_switch_new(void) { return gtk_switch_new(); }
static inline void cgtk_switch_set_active(GtkWidget *s, gboolean on) { gtk_switch_set_active(GTK_SWITCH(s), on); }
static inline gboolean cgtk_switch_get_active(GtkWidget *s) { return gtk_switch_get_active(GTK_SWITCH(s)); }

// The drop down takes ownership of the string list it is given.
static inline GtkWidget *cgtk_drop_down_new(void) { return gtk_drop_down_new(G_LIST_MODEL(gtk_string_list_new(NULL)), NULL); }
static inline void cgtk_drop_down_set_selected(GtkWidget *d, guint index) { gtk_drop_down_set_selected(GTK_DROP_DOWN(d), index); }
static inline guint cgtk_drop_down_get_selected(GtkWidget *d) { return gtk_drop_down_get_selected(GTK_DROP_DOWN(d)); }
static inline guint cgtk_invalid_list_position(void) { return GTK_INVALID_LIST_POSITION; }

static inline GtkWidget *cgtk_separator_new(gboolean vertical) { return gtk_separator_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL); }
static inline GtkWidget *cgtk_spinner_new(void) { return gtk_spinner_new(); }
static inline void cgtk_spinner_set_spinning(GtkWidget *s, gboolean on) { gtk_spinner_set_spinning(GTK_SPINNER(s), on); }
static inline GtkWidget *cgtk_image_new(const char *icon) { return gtk_image_new_from_icon_name(icon); }
static inline void cgtk_image_set_icon_name(GtkWidget *i, const char *icon) { gtk_image_set_from_icon_name(GTK_IMAGE(i), icon); }
static inline void cgtk_image_set_pixel_size(GtkWidget *i, int size) { gtk_image_set_pixel_size(GTK_IMAGE(i), size); }

static inline GtkWidget *cgtk_scrolled_new(void) { return gtk_scrolled_window_new(); }
static inline void cgtk_scrolled_set_child(GtkWidget *s, GtkWidget *child) { gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(s), child); }
static inline GtkWidget *cgtk_paned_new(gboolean vertical) { return gtk_paned_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL); }
static inline void cgtk_paned_set_start(GtkWidget *p, GtkWidget *child) { gtk_paned_set_start_child(GTK_PANED(p), child); gtk_paned_set_shrink_start_child(GTK_PANED(p), FALSE); }
static inline void cgtk_paned_set_end(GtkWidget *p, GtkWidget *child) { gtk_paned_set_end_child(GTK_PANED(p), child); gtk_paned_set_shrink_end_child(GTK_PANED(p), FALSE); }
static inline void cgtk_paned_set_position(GtkWidget *p, int position) { gtk_paned_set_position(GTK_PANED(p), position); }

// MARK: - Calendar
//
// GtkCalendar keeps a private keyboard cell that gtk_calendar_select_day does not move: after the program
// set the date, arrow keys started from a stale cell (Left from Feb 16, then Space, chose Mar 9). Here the
// arrows move the chosen day itself (a day left or right, a week up or down), so the keyboard always
// starts from the date shown; Ctrl+arrows (month, year) stay GTK's. The highlighted cell follows the
// chosen day, the calendar's description says the chosen day to screen readers, and its four arrow
// buttons (icon-only, announced as "GtkImage") get names.

// Marks the chosen day's cell as the keyboard cell and describes the chosen day.
static inline void cgtk_calendar_sync(GtkWidget *calendar) {
  GDateTime *date = gtk_calendar_get_date(GTK_CALENDAR(calendar)); // transfer full
  char *day = g_strdup_printf("%d", g_date_time_get_day_of_month(date));
  for (GtkWidget *part = gtk_widget_get_first_child(calendar); part; part = gtk_widget_get_next_sibling(part)) {
    for (GtkWidget *cell = gtk_widget_get_first_child(part); cell; cell = gtk_widget_get_next_sibling(cell)) {
      if (!GTK_IS_LABEL(cell) || !gtk_widget_has_css_class(cell, "day-number")) continue;
      gboolean chosen = !gtk_widget_has_css_class(cell, "other-month") && g_strcmp0(gtk_label_get_text(GTK_LABEL(cell)), day) == 0;
      if (chosen) gtk_widget_set_state_flags(cell, GTK_STATE_FLAG_FOCUSED, FALSE);
      else gtk_widget_unset_state_flags(cell, GTK_STATE_FLAG_FOCUSED);
    }
  }
  // Translators: the chosen day, for screen readers; strftime(3) format.
  char *text = g_date_time_format(date, dgettext("immutabledata-gtk", "%A, %B %-d, %Y"));
  if (text) gtk_accessible_update_property(GTK_ACCESSIBLE(calendar), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  g_free(text);
  g_free(day);
  g_date_time_unref(date);
}
static inline void cgtk_calendar_changed(GObject *calendar, GParamSpec *pspec, gpointer data) {
  cgtk_calendar_sync(GTK_WIDGET(calendar));
}
static inline gboolean cgtk_calendar_key_pressed(GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state, gpointer calendar) {
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK | GDK_SUPER_MASK)) return FALSE;
  int forward = gtk_widget_get_direction(GTK_WIDGET(calendar)) == GTK_TEXT_DIR_RTL ? -1 : 1;
  int days = 0;
  switch (keyval) {
  case GDK_KEY_Left: case GDK_KEY_KP_Left: days = -forward; break;
  case GDK_KEY_Right: case GDK_KEY_KP_Right: days = forward; break;
  case GDK_KEY_Up: case GDK_KEY_KP_Up: days = -7; break;
  case GDK_KEY_Down: case GDK_KEY_KP_Down: days = 7; break;
  // GTK's Space chooses its own (possibly stale) cell; the arrows already chose the day.
  case GDK_KEY_space: case GDK_KEY_KP_Space: return TRUE;
  default: return FALSE;
  }
  GDateTime *date = gtk_calendar_get_date(GTK_CALENDAR(calendar)); // transfer full
  GDateTime *next = g_date_time_add_days(date, days);
  gtk_calendar_select_day(GTK_CALENDAR(calendar), next); // emits day-selected, as a click does
  g_date_time_unref(next);
  g_date_time_unref(date);
  return TRUE;
}
static inline GtkWidget *cgtk_calendar_new(void) {
  GtkWidget *calendar = gtk_calendar_new();
  // The header's buttons, in GTK's order: previous month, next month, previous year, next year.
  const char *names[] = {
    dgettext("immutabledata-gtk", "Previous month"), dgettext("immutabledata-gtk", "Next month"),
    dgettext("immutabledata-gtk", "Previous year"), dgettext("immutabledata-gtk", "Next year"),
  };
  int named = 0;
  GtkWidget *header = gtk_widget_get_first_child(calendar);
  for (GtkWidget *child = header ? gtk_widget_get_first_child(header) : NULL; child && named < 4; child = gtk_widget_get_next_sibling(child)) {
    if (GTK_IS_BUTTON(child)) gtk_accessible_update_property(GTK_ACCESSIBLE(child), GTK_ACCESSIBLE_PROPERTY_LABEL, names[named++], -1);
  }
  GtkEventController *keys = gtk_event_controller_key_new();
  gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE); // before GTK's own key handling
  g_signal_connect_data(keys, "key-pressed", G_CALLBACK(cgtk_calendar_key_pressed), calendar, NULL, 0);
  gtk_widget_add_controller(calendar, keys); // the widget owns the controller
  g_signal_connect_data(calendar, "notify::year", G_CALLBACK(cgtk_calendar_changed), NULL, NULL, 0);
  g_signal_connect_data(calendar, "notify::month", G_CALLBACK(cgtk_calendar_changed), NULL, NULL, 0);
  g_signal_connect_data(calendar, "notify::day", G_CALLBACK(cgtk_calendar_changed), NULL, NULL, 0);
  cgtk_calendar_sync(calendar);
  return calendar;
}
static inline void cgtk_calendar_select_ymd(GtkWidget *c, int year, int month, int day) {
  GDateTime *date = g_date_time_new_local(year, month, day, 0, 0, 0);
  gtk_calendar_select_day(GTK_CALENDAR(c), date);
  g_date_time_unref(date);
}
// Test support: delivers a key press to a widget's own key controllers as GTK does (capture phase
// first, then bubble), for headless tests where synthesized X key events are unreliable.
// Returns whether a controller handled it.
static inline gboolean cgtk_deliver_key(GtkWidget *widget, guint keyval, GdkModifierType state) {
  GListModel *controllers = gtk_widget_observe_controllers(widget); // transfer full
  guint count = g_list_model_get_n_items(controllers);
  gboolean handled = FALSE;
  GtkPropagationPhase phases[] = {GTK_PHASE_CAPTURE, GTK_PHASE_BUBBLE};
  for (int phase = 0; phase < 2 && !handled; phase++) {
    for (guint i = 0; i < count && !handled; i++) {
      GtkEventController *controller = g_list_model_get_item(controllers, i); // transfer full
      if (GTK_IS_EVENT_CONTROLLER_KEY(controller) && gtk_event_controller_get_propagation_phase(controller) == phases[phase])
        g_signal_emit_by_name(controller, "key-pressed", keyval, 0, state, &handled);
      g_object_unref(controller);
    }
  }
  g_object_unref(controllers);
  return handled;
}
// Writes the selected local date (month 1...12).
static inline void cgtk_calendar_get_ymd(GtkWidget *c, int *year, int *month, int *day) {
  GDateTime *date = gtk_calendar_get_date(GTK_CALENDAR(c)); // transfer full
  g_date_time_get_ymd(date, year, month, day);
  g_date_time_unref(date);
}

typedef void (*cgtk_draw_cb)(GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data);
static inline GtkWidget *cgtk_drawing_area_new(void) { return gtk_drawing_area_new(); }
// `destroy` releases `data` when the function is replaced or the widget finalized.
static inline void cgtk_drawing_area_set_draw(GtkWidget *a, cgtk_draw_cb cb, gpointer data, GDestroyNotify destroy) { gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(a), cb, data, destroy); }
static inline void cgtk_drawing_area_set_content_width(GtkWidget *a, int w) { gtk_drawing_area_set_content_width(GTK_DRAWING_AREA(a), w); }
static inline void cgtk_drawing_area_set_content_height(GtkWidget *a, int h) { gtk_drawing_area_set_content_height(GTK_DRAWING_AREA(a), h); }
// The widget takes ownership of the controller.
static inline gpointer cgtk_add_click_gesture(GtkWidget *w) { GtkGesture *g = gtk_gesture_click_new(); gtk_widget_add_controller(w, GTK_EVENT_CONTROLLER(g)); return g; }

static inline void cgtk_orientable_set_vertical(GtkWidget *w, gboolean vertical) { gtk_orientable_set_orientation(GTK_ORIENTABLE(w), vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL); }
static inline void cgtk_paned_remove(GtkWidget *p, GtkWidget *child) {
  if (gtk_paned_get_start_child(GTK_PANED(p)) == child) gtk_paned_set_start_child(GTK_PANED(p), NULL);
  else if (gtk_paned_get_end_child(GTK_PANED(p)) == child) gtk_paned_set_end_child(GTK_PANED(p), NULL);
}
static inline void cgtk_window_set_destroy_with_parent(GtkWidget *w, gboolean on) { gtk_window_set_destroy_with_parent(GTK_WINDOW(w), on); }
static inline const char *cgtk_window_get_title(GtkWidget *w) { return gtk_window_get_title(GTK_WINDOW(w)); }
static inline void cgtk_drop_down_set_choices(GtkWidget *d, const char *const *choices) {
  GtkStringList *list = GTK_STRING_LIST(gtk_drop_down_get_model(GTK_DROP_DOWN(d)));
  gtk_string_list_splice(list, 0, g_list_model_get_n_items(G_LIST_MODEL(list)), choices);
}
static inline guint cgtk_drop_down_n_choices(GtkWidget *d) { return g_list_model_get_n_items(gtk_drop_down_get_model(GTK_DROP_DOWN(d))); }

// MARK: - Widget properties

static inline void cgtk_widget_set_sensitive(GtkWidget *w, gboolean on) { gtk_widget_set_sensitive(w, on); }
static inline gboolean cgtk_widget_get_sensitive(GtkWidget *w) { return gtk_widget_get_sensitive(w); }
static inline void cgtk_widget_set_visible(GtkWidget *w, gboolean on) { gtk_widget_set_visible(w, on); }
static inline gboolean cgtk_widget_get_mapped(GtkWidget *w) { return gtk_widget_get_mapped(w); }
static inline void cgtk_widget_set_hexpand(GtkWidget *w, gboolean on) { gtk_widget_set_hexpand(w, on); }
static inline void cgtk_widget_set_vexpand(GtkWidget *w, gboolean on) { gtk_widget_set_vexpand(w, on); }
static inline void cgtk_widget_set_halign(GtkWidget *w, int align) { gtk_widget_set_halign(w, (GtkAlign)align); }
static inline void cgtk_widget_set_valign(GtkWidget *w, int align) { gtk_widget_set_valign(w, (GtkAlign)align); }
static inline void cgtk_widget_set_margins(GtkWidget *w, int m) { gtk_widget_set_margin_top(w, m); gtk_widget_set_margin_bottom(w, m); gtk_widget_set_margin_start(w, m); gtk_widget_set_margin_end(w, m); }
static inline void cgtk_widget_set_size_request(GtkWidget *w, int width, int height) { gtk_widget_set_size_request(w, width, height); }
static inline void cgtk_widget_get_size_request(GtkWidget *w, int *width, int *height) { gtk_widget_get_size_request(w, width, height); }
static inline void cgtk_widget_add_css_class(GtkWidget *w, const char *c) { gtk_widget_add_css_class(w, c); }
static inline void cgtk_widget_remove_css_class(GtkWidget *w, const char *c) { gtk_widget_remove_css_class(w, c); }
static inline gboolean cgtk_widget_has_css_class(GtkWidget *w, const char *c) { return gtk_widget_has_css_class(w, c); }
static inline void cgtk_widget_set_tooltip(GtkWidget *w, const char *text) { gtk_widget_set_tooltip_text(w, text); }
static inline void cgtk_widget_queue_draw(GtkWidget *w) { gtk_widget_queue_draw(w); }
static inline void cgtk_widget_grab_focus(GtkWidget *w) { gtk_widget_grab_focus(w); }
static inline GtkWidget *cgtk_widget_get_parent(GtkWidget *w) { return gtk_widget_get_parent(w); }
static inline GtkWidget *cgtk_widget_get_first_child(GtkWidget *w) { return gtk_widget_get_first_child(w); }
static inline GtkWidget *cgtk_widget_get_next_sibling(GtkWidget *w) { return gtk_widget_get_next_sibling(w); }
static inline GtkWidget *cgtk_widget_get_root(GtkWidget *w) { GtkRoot *r = gtk_widget_get_root(w); return r ? GTK_WIDGET(r) : NULL; }
static inline void cgtk_widget_insert_action_group(GtkWidget *w, const char *prefix, gpointer group) { gtk_widget_insert_action_group(w, prefix, G_ACTION_GROUP(group)); }
static inline gboolean cgtk_widget_activate_action(GtkWidget *w, const char *name) { return gtk_widget_activate_action_variant(w, name, NULL); }
// GtkListView's built-in action; gtk_list_view_scroll_to only exists from 4.12.
static inline gboolean cgtk_list_scroll_to_item(GtkWidget *list, guint position) { return gtk_widget_activate_action_variant(list, "list.scroll-to-item", g_variant_new_uint32(position)); }

// Accessible name read by screen readers.
// Test support: whether a widget's accessible label is `expected`.
static inline gboolean cgtk_accessible_label_is(GtkWidget *w, const char *expected) {
  char *mismatch = gtk_test_accessible_check_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
  gboolean same = mismatch == NULL;
  g_free(mismatch);
  return same;
}
// Test support: whether a widget's accessible description is `expected`.
static inline gboolean cgtk_accessible_description_is(GtkWidget *w, const char *expected) {
  char *mismatch = gtk_test_accessible_check_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
  gboolean same = mismatch == NULL;
  g_free(mismatch);
  return same;
}
// Whether a visible label with text is `w` or inside it.
static inline gboolean cgtk_shows_text(GtkWidget *w) {
  if (!gtk_widget_get_visible(w)) return FALSE;
  if (GTK_IS_LABEL(w) && gtk_label_get_text(GTK_LABEL(w))[0] != '\0') return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child(w); child; child = gtk_widget_get_next_sibling(child))
    if (cgtk_shows_text(child)) return TRUE;
  return FALSE;
}
// For WidgetAccessibilityAudit: a widget's role and its type's name, and whether a screen reader gets a
// name for it other than its type name. GTK 4.8 names a widget by its label property, else by the widgets
// it is labelled by: a button by its child (a label's text; an image has none), a menu button's inner
// toggle by the menu button. A relation to a widget elsewhere (an app's own label) counts as a name.
static inline guint cgtk_accessible_role(GtkWidget *w) { return gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(w)); }
static inline const char *cgtk_type_name(GtkWidget *w) { return G_OBJECT_TYPE_NAME(w); }
static inline gboolean cgtk_accessible_is_labelled_by(GtkWidget *w, GtkWidget *other) {
  char *mismatch = gtk_test_accessible_check_relation(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_RELATION_LABELLED_BY, other, NULL);
  g_free(mismatch);
  return mismatch == NULL;
}
static inline GtkWidget *cgtk_find_labelling(GtkWidget *root, GtkWidget *w) {
  if (root != w && cgtk_accessible_is_labelled_by(w, root)) return root;
  for (GtkWidget *child = gtk_widget_get_first_child(root); child; child = gtk_widget_get_next_sibling(child)) {
    GtkWidget *found = cgtk_find_labelling(child, w);
    if (found) return found;
  }
  return NULL;
}
static inline gboolean cgtk_accessible_is_named(GtkWidget *w) {
  if (gtk_test_accessible_has_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_LABEL)) {
    char *mismatch = gtk_test_accessible_check_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_LABEL, "");
    g_free(mismatch);
    if (mismatch != NULL) return TRUE; // a label other than ""
  }
  if (GTK_IS_LABEL(w)) return gtk_label_get_text(GTK_LABEL(w))[0] != '\0';
  if (!gtk_test_accessible_has_relation(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_RELATION_LABELLED_BY)) return FALSE;
  GtkWidget *parent = gtk_widget_get_parent(w);
  if (parent && cgtk_accessible_is_labelled_by(w, parent)) return cgtk_accessible_is_named(parent);
  for (GtkWidget *child = gtk_widget_get_first_child(w); child; child = gtk_widget_get_next_sibling(child))
    if (cgtk_accessible_is_labelled_by(w, child)) return cgtk_accessible_is_named(child) || cgtk_shows_text(child);
  GtkWidget *top = w;
  while (gtk_widget_get_parent(top)) top = gtk_widget_get_parent(top);
  GtkWidget *label = cgtk_find_labelling(top, w);
  return label == NULL || cgtk_accessible_is_named(label); // not found: a widget outside the window names it
}
// Takes `w` and what it holds out of what screen readers see (a list row whose content is out of date),
// or puts it back; and whether it is taken out so.
static inline void cgtk_accessible_set_hidden(GtkWidget *w, gboolean hidden) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}
static inline gboolean cgtk_accessible_is_hidden(GtkWidget *w) {
  if (!gtk_test_accessible_has_state(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_STATE_HIDDEN)) return FALSE;
  char *mismatch = gtk_test_accessible_check_state(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
  g_free(mismatch);
  return mismatch == NULL;
}
// Names `w` for screen readers, and the inner part that GTK 4.8 leaves unnamed in a drop-down (its button,
// read as "GtkToggleButton") and a column view (its list, read as "GtkColumnListView").
static inline void cgtk_accessible_set_label(GtkWidget *w, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  if (!GTK_IS_DROP_DOWN(w) && !GTK_IS_COLUMN_VIEW(w)) return;
  for (GtkWidget *part = gtk_widget_get_first_child(w); part; part = gtk_widget_get_next_sibling(part))
    if (GTK_IS_TOGGLE_BUTTON(part) || GTK_IS_LIST_VIEW(part))
      gtk_accessible_update_property(GTK_ACCESSIBLE(part), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static inline void cgtk_add_css(const char *css) {
  GtkCssProvider *provider = gtk_css_provider_new();
  gtk_css_provider_load_from_data(provider, css, -1);
  gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider), GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref(provider); // the display keeps its own reference
}

// MARK: - Actions and menus

static inline gpointer cgtk_action_group_new(void) { return G_SIMPLE_ACTION_GROUP(g_simple_action_group_new()); }
// The group takes its own reference on the action; the caller keeps (and must release) its own.
static inline gpointer cgtk_action_add(gpointer group, const char *name) {
  GSimpleAction *action = g_simple_action_new(name, NULL);
  g_action_map_add_action(G_ACTION_MAP(group), G_ACTION(action));
  return action;
}
static inline void cgtk_action_remove(gpointer group, const char *name) { g_action_map_remove_action(G_ACTION_MAP(group), name); }
static inline void cgtk_action_set_enabled(gpointer action, gboolean on) { g_simple_action_set_enabled(G_SIMPLE_ACTION(action), on); }
static inline gboolean cgtk_action_get_enabled(gpointer action) { return g_action_get_enabled(G_ACTION(action)); }
static inline void cgtk_action_activate(gpointer action) { g_action_activate(G_ACTION(action), NULL); }
static inline gpointer cgtk_menu_new(void) { return g_menu_new(); }
static inline void cgtk_menu_append(gpointer menu, const char *label, const char *action) { g_menu_append(G_MENU(menu), label, action); }
// The menu takes its own reference on the section.
static inline void cgtk_menu_append_section(gpointer menu, const char *label, gpointer section) { g_menu_append_section(G_MENU(menu), label, G_MENU_MODEL(section)); }

// MARK: - Lists

static inline gpointer cgtk_string_list_new(void) { return gtk_string_list_new(NULL); }
static inline void cgtk_string_list_splice(gpointer list, guint position, guint removed, const char *const *additions) { gtk_string_list_splice(GTK_STRING_LIST(list), position, removed, additions); }
static inline guint cgtk_list_model_n_items(gpointer model) { return g_list_model_get_n_items(G_LIST_MODEL(model)); }
static inline guint cgtk_list_item_position(gpointer item) { return gtk_list_item_get_position(GTK_LIST_ITEM(item)); }
static inline void cgtk_list_item_set_child(gpointer item, GtkWidget *child) { gtk_list_item_set_child(GTK_LIST_ITEM(item), child); }
static inline GtkWidget *cgtk_list_item_get_child(gpointer item) { return gtk_list_item_get_child(GTK_LIST_ITEM(item)); }
static inline gpointer cgtk_signal_factory_new(void) { return gtk_signal_list_item_factory_new(); }
// Whether `w` (a row inside the list `view`) can be seen now: its bounds meet the view's area, or it or an
// ancestor below `view` has keyboard focus. Bounds that cannot be computed (not laid out yet) count as seen.
static inline gboolean cgtk_list_row_is_shown(GtkWidget *w, GtkWidget *view) {
  for (GtkWidget *a = w; a != NULL && a != view; a = gtk_widget_get_parent(a)) {
    if (gtk_widget_has_focus(a)) return TRUE;
  }
  graphene_rect_t bounds;
  if (!gtk_widget_compute_bounds(w, view, &bounds)) return TRUE;
  graphene_rect_t area = GRAPHENE_RECT_INIT(0, 0, gtk_widget_get_width(view), gtk_widget_get_height(view));
  return graphene_rect_intersection(&bounds, &area, NULL);
}
static inline gpointer cgtk_scrollable_vadjustment(GtkWidget *w) { return gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(w)); }
// gtk_single_selection_new takes ownership of `model`; gtk_list_view_new takes ownership of both
// the selection model and the factory. The caller keeps no reference of its own to any of them.
static inline gpointer cgtk_single_selection_new(gpointer model) {
  GtkSingleSelection *s = gtk_single_selection_new(G_LIST_MODEL(model));
  gtk_single_selection_set_autoselect(s, FALSE);
  gtk_single_selection_set_can_unselect(s, TRUE);
  return s;
}
static inline guint cgtk_single_selection_get_selected(gpointer s) { return gtk_single_selection_get_selected(GTK_SINGLE_SELECTION(s)); }
static inline void cgtk_single_selection_set_selected(gpointer s, guint position) { gtk_single_selection_set_selected(GTK_SINGLE_SELECTION(s), position); }
static inline GtkWidget *cgtk_list_view_new(gpointer selection, gpointer factory) { return gtk_list_view_new(GTK_SELECTION_MODEL(selection), GTK_LIST_ITEM_FACTORY(factory)); }
static inline void cgtk_list_view_emit_activate(GtkWidget *l, guint position) { g_signal_emit_by_name(l, "activate", position); }
// Tab and Shift+Tab leave a list, grid or column view for the next or previous control, as GNOME expects
// (the arrow keys move between rows); the focusable widgets of the focused row come first. GTK 4.8 moves
// Tab from row to row through every row (gtk_list_view_set_tab_behavior is 4.12), which traps the keyboard
// in a long list. The view is unfocusable while the window moves the focus on, so the window skips it.
static inline gboolean cgtk_list_tab_pressed(GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state, gpointer data) {
  (void)keycode; (void)data;
  if (keyval != GDK_KEY_Tab && keyval != GDK_KEY_KP_Tab && keyval != GDK_KEY_ISO_Left_Tab) return FALSE;
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) return FALSE;
  GtkWidget *list = gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(keys));
  GtkRoot *root = gtk_widget_get_root(list);
  if (!root) return FALSE;
  GtkDirectionType direction = (state & GDK_SHIFT_MASK) || keyval == GDK_KEY_ISO_Left_Tab ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD;
  // The focused row: the outermost list item around the focus (a column view's cells are items too).
  GType item = g_type_from_name("GtkListItemWidget");
  GtkWidget *row = NULL;
  for (GtkWidget *a = gtk_root_get_focus(root); a && a != list; a = gtk_widget_get_parent(a)) {
    if (item && g_type_is_a(G_OBJECT_TYPE(a), item)) row = a;
  }
  if (row && gtk_widget_child_focus(row, direction)) return TRUE;
  gtk_widget_set_can_focus(list, FALSE);
  gtk_widget_child_focus(GTK_WIDGET(root), direction);
  gtk_widget_set_can_focus(list, TRUE);
  return TRUE;
}
static inline void cgtk_list_tab_leaves(GtkWidget *list) {
  GtkEventController *keys = gtk_event_controller_key_new();
  gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE);
  g_signal_connect(keys, "key-pressed", G_CALLBACK(cgtk_list_tab_pressed), NULL);
  gtk_widget_add_controller(list, keys);
  g_object_set_data(G_OBJECT(list), "cgtk-list-tab", keys);
}
// For tests: a Tab (Shift+Tab when `backward`) as GTK delivers it to the list's key controller.
static inline gboolean cgtk_list_emit_tab(GtkWidget *list, gboolean backward) {
  gboolean handled = FALSE;
  gpointer keys = g_object_get_data(G_OBJECT(list), "cgtk-list-tab");
  GdkModifierType state = backward ? GDK_SHIFT_MASK : 0;
  if (keys) g_signal_emit_by_name(keys, "key-pressed", backward ? GDK_KEY_ISO_Left_Tab : GDK_KEY_Tab, 0, state, &handled);
  return handled;
}
// For tests: what the window does for a Tab (Shift+Tab when `backward`) that no widget handles.
static inline void cgtk_window_move_focus(GtkWidget *window, gboolean backward) {
  g_signal_emit_by_name(window, "move-focus", backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD);
}

// MARK: - App shell (stateful actions, shortcuts window, about window, colour scheme)
//
// One block for the app shell (AppShell): radio actions, the GtkShortcutsWindow, AdwAboutWindow and
// AdwStyleManager. GTK 4.8 has no public API to add sections, groups or shortcuts to a shortcuts window
// in code (gtk_shortcuts_window_add_section is 4.14): GtkBuilder's add-child is the supported way, so
// the app shell generates the window's UI description from its action table.

// A radio action: a string state, activated with a string target (menu items "win.NAME::VALUE" are
// shown as checked radio items). The group takes its own reference; the caller keeps (and must release) its own.
static inline gpointer cgtk_action_add_radio(gpointer group, const char *name, const char *state) {
  GSimpleAction *action = g_simple_action_new_stateful(name, G_VARIANT_TYPE_STRING, g_variant_new_string(state));
  g_action_map_add_action(G_ACTION_MAP(group), G_ACTION(action));
  return action;
}
static inline gboolean cgtk_action_is_radio(gpointer action) { return g_action_get_state_type(G_ACTION(action)) != NULL; }
static inline void cgtk_action_set_string_state(gpointer action, const char *state) { g_simple_action_set_state(G_SIMPLE_ACTION(action), g_variant_new_string(state)); }
// The action's string state (a copy: free with g_free), or NULL for a plain action.
static inline char *cgtk_action_dup_string_state(gpointer action) {
  GVariant *state = g_action_get_state(G_ACTION(action)); // transfer full
  if (!state) return NULL;
  char *text = g_variant_is_of_type(state, G_VARIANT_TYPE_STRING) ? g_variant_dup_string(state, NULL) : NULL;
  g_variant_unref(state);
  return text;
}
static inline void cgtk_action_activate_with_string(gpointer action, const char *target) { g_action_activate(G_ACTION(action), g_variant_new_string(target)); }
// The string of an "activate" parameter (owned by the variant), or NULL.
static inline const char *cgtk_variant_string(gpointer variant) {
  return variant && g_variant_is_of_type((GVariant *)variant, G_VARIANT_TYPE_STRING) ? g_variant_get_string((GVariant *)variant, NULL) : NULL;
}
static inline void cgtk_free(gpointer memory) { g_free(memory); }
// Test support: the menu items (GtkModelButtons) under `root` as a screen reader sees them, one line
// each: "LABEL\tKIND\tROLE\tchecked|unchecked". KIND is what the item draws for its action ("radio",
// "check" or "item"), ROLE its accessible role ("radio", "check" or "item"). Free with g_free.
static inline const char *cgtk_menu_item_kind(int button_role) { return button_role == 2 ? "radio" : button_role == 1 ? "check" : "item"; }
static inline void cgtk_collect_menu_items(GtkWidget *root, GString *out) {
  if (g_strcmp0(G_OBJECT_TYPE_NAME(root), "GtkModelButton") == 0) {
    GtkAccessibleRole role = gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(root));
    char *text = NULL;
    int button_role = 0; // GtkButtonRole (private): 0 normal, 1 check, 2 radio, 3 title
    g_object_get(root, "text", &text, "role", &button_role, NULL);
    char *unchecked = gtk_test_accessible_check_state(GTK_ACCESSIBLE(root), GTK_ACCESSIBLE_STATE_CHECKED, GTK_ACCESSIBLE_TRISTATE_TRUE);
    g_string_append_printf(out, "%s\t%s\t%s\t%s\n", text ? text : "", cgtk_menu_item_kind(button_role),
      role == GTK_ACCESSIBLE_ROLE_MENU_ITEM_RADIO ? "radio" : role == GTK_ACCESSIBLE_ROLE_MENU_ITEM_CHECKBOX ? "check" : "item",
      unchecked ? "unchecked" : "checked");
    g_free(unchecked);
    g_free(text);
  }
  for (GtkWidget *child = gtk_widget_get_first_child(root); child; child = gtk_widget_get_next_sibling(child))
    cgtk_collect_menu_items(child, out);
}
static inline char *cgtk_menu_items(GtkWidget *root) {
  GString *out = g_string_new(NULL);
  cgtk_collect_menu_items(root, out);
  return g_string_free(out, FALSE);
}
// Test support: the widget that has the keyboard focus in the window or popover `w` is part of (NULL if none).
static inline GtkWidget *cgtk_focus_of_root(GtkWidget *w) { GtkRoot *root = gtk_widget_get_root(w); return root ? gtk_root_get_focus(root) : NULL; }
// Test support: the text of a GtkModelButton (a copy: free with g_free), NULL for another widget.
static inline char *cgtk_model_button_dup_text(GtkWidget *w) {
  char *text = NULL;
  if (w && g_strcmp0(G_OBJECT_TYPE_NAME(w), "GtkModelButton") == 0) g_object_get(w, "text", &text, NULL);
  return text;
}

// A new toplevel from a GtkBuilder description, taken out of the builder (the caller owns the window
// as GTK's toplevel list does: close it to destroy it). NULL (and a warning logged by GTK) if the
// description is malformed.
static inline GtkWidget *cgtk_builder_window(const char *ui, const char *id) {
  GtkBuilder *builder = gtk_builder_new();
  GError *error = NULL;
  GtkWidget *window = NULL;
  if (gtk_builder_add_from_string(builder, ui, -1, &error)) {
    GObject *object = gtk_builder_get_object(builder, id);
    if (object && GTK_IS_WINDOW(object)) window = GTK_WIDGET(object);
  } else {
    g_warning("%s", error->message);
    g_error_free(error);
  }
  g_object_unref(builder); // toplevels stay alive in GTK's list of toplevels until destroyed
  return window;
}
// Test support: toplevel `i` of GTK's list of toplevels (owned by GTK), or NULL past the end.
static inline GtkWidget *cgtk_toplevel_at(guint i) {
  gpointer window = g_list_model_get_item(gtk_window_get_toplevels(), i); // transfer full
  if (window) g_object_unref(window); // GTK's list keeps it alive
  return window ? GTK_WIDGET(window) : NULL;
}
static inline gboolean cgtk_is_shortcuts_window(GtkWidget *w) { return GTK_IS_SHORTCUTS_WINDOW(w); }
static inline gboolean cgtk_is_about_window(GtkWidget *w) { return ADW_IS_ABOUT_WINDOW(w); }
// Test support: "accelerator\ttitle" of every GtkShortcutsShortcut under `w`, one a line (free with g_free).
static inline void cgtk_collect_shortcuts(GtkWidget *w, GString *out) {
  if (GTK_IS_SHORTCUTS_SHORTCUT(w)) {
    char *accelerator = NULL, *title = NULL;
    g_object_get(w, "accelerator", &accelerator, "title", &title, NULL);
    g_string_append_printf(out, "%s\t%s\n", accelerator ? accelerator : "", title ? title : "");
    g_free(accelerator);
    g_free(title);
  }
  for (GtkWidget *child = gtk_widget_get_first_child(w); child; child = gtk_widget_get_next_sibling(child)) cgtk_collect_shortcuts(child, out);
}
static inline char *cgtk_shortcuts_listed(GtkWidget *w) {
  GString *out = g_string_new(NULL);
  cgtk_collect_shortcuts(w, out);
  return g_string_free(out, FALSE);
}

// Apache-2.0 is GTK_LICENSE_APACHE_2_0; `developers` is NULL-terminated (copied by the window).
static inline GtkWidget *cgtk_about_window_new(GtkWidget *parent, const char *name, const char *icon, const char *version,
                                               const char *website, const char *const *developers) {
  GtkWidget *about = adw_about_window_new();
  adw_about_window_set_application_name(ADW_ABOUT_WINDOW(about), name);
  adw_about_window_set_application_icon(ADW_ABOUT_WINDOW(about), icon);
  adw_about_window_set_version(ADW_ABOUT_WINDOW(about), version);
  if (website) adw_about_window_set_website(ADW_ABOUT_WINDOW(about), website);
  adw_about_window_set_developers(ADW_ABOUT_WINDOW(about), (const char **)developers);
  adw_about_window_set_license_type(ADW_ABOUT_WINDOW(about), GTK_LICENSE_APACHE_2_0);
  if (parent) gtk_window_set_transient_for(GTK_WINDOW(about), GTK_WINDOW(parent));
  gtk_window_set_modal(GTK_WINDOW(about), parent != NULL);
  return about;
}
static inline const char *cgtk_about_window_version(GtkWidget *w) { return adw_about_window_get_version(ADW_ABOUT_WINDOW(w)); }
static inline const char *cgtk_about_window_name(GtkWidget *w) { return adw_about_window_get_application_name(ADW_ABOUT_WINDOW(w)); }
static inline gboolean cgtk_about_window_is_apache(GtkWidget *w) { return adw_about_window_get_license_type(ADW_ABOUT_WINDOW(w)) == GTK_LICENSE_APACHE_2_0; }

// The desktop's colour scheme as libadwaita resolved it (needs adw_init / an AdwApplication).
static inline gpointer cgtk_style_manager(void) { return adw_style_manager_get_default(); }
static inline gboolean cgtk_style_manager_is_dark(void) { return adw_style_manager_get_dark(adw_style_manager_get_default()); }
// Test and app support: force light (0), dark (1) or follow the desktop (-1).
static inline void cgtk_style_manager_force(int scheme) {
  AdwColorScheme schemes[] = { ADW_COLOR_SCHEME_DEFAULT, ADW_COLOR_SCHEME_FORCE_LIGHT, ADW_COLOR_SCHEME_FORCE_DARK };
  adw_style_manager_set_color_scheme(adw_style_manager_get_default(), schemes[scheme < 0 ? 0 : scheme == 0 ? 1 : 2]);
}

// MARK: - libadwaita view kinds
//
// The widgets of DeclarativeViews' libadwaita kinds (GtkBackend+Adwaita.swift). Only API of libadwaita 1.2.

static inline gboolean cgtk_keep_open_cb(gpointer window, gpointer data) { (void)window; (void)data; return TRUE; }
// The window's own close-request handler runs (an AdwMessageDialog emits its close response there), then
// this one keeps the window open: it is closed by the view tree, never by GTK behind its back.
static inline void cgtk_window_keep_open(GtkWidget *w) { g_signal_connect_data(w, "close-request", G_CALLBACK(cgtk_keep_open_cb), NULL, NULL, G_CONNECT_AFTER); }
static inline void cgtk_box_append(GtkWidget *box, GtkWidget *child) { gtk_box_append(GTK_BOX(box), child); }
// adw_application_window_new requires an application; the window host adds it to one after mounting.
static inline GtkWidget *cgtk_adw_application_window_new(void) { return GTK_WIDGET(g_object_new(ADW_TYPE_APPLICATION_WINDOW, NULL)); }
static inline void cgtk_adw_application_window_set_content(GtkWidget *w, GtkWidget *content) { adw_application_window_set_content(ADW_APPLICATION_WINDOW(w), content); }
// A header bar whose title widget is an AdwWindowTitle (title and subtitle).
static inline GtkWidget *cgtk_adw_header_bar_new(void) {
  GtkWidget *bar = adw_header_bar_new();
  adw_header_bar_set_title_widget(ADW_HEADER_BAR(bar), adw_window_title_new("", NULL));
  return bar;
}
static inline AdwWindowTitle *cgtk_adw_header_bar_window_title(GtkWidget *bar) { return ADW_WINDOW_TITLE(adw_header_bar_get_title_widget(ADW_HEADER_BAR(bar))); }
static inline void cgtk_adw_header_bar_set_title(GtkWidget *bar, const char *title) { adw_window_title_set_title(cgtk_adw_header_bar_window_title(bar), title); }
static inline void cgtk_adw_header_bar_set_subtitle(GtkWidget *bar, const char *subtitle) { adw_window_title_set_subtitle(cgtk_adw_header_bar_window_title(bar), subtitle); }
static inline const char *cgtk_adw_header_bar_get_title(GtkWidget *bar) { return adw_window_title_get_title(cgtk_adw_header_bar_window_title(bar)); }
static inline const char *cgtk_adw_header_bar_get_subtitle(GtkWidget *bar) { return adw_window_title_get_subtitle(cgtk_adw_header_bar_window_title(bar)); }
static inline void cgtk_adw_header_bar_pack_start(GtkWidget *bar, GtkWidget *child) { adw_header_bar_pack_start(ADW_HEADER_BAR(bar), child); }
static inline void cgtk_adw_header_bar_pack_end(GtkWidget *bar, GtkWidget *child) { adw_header_bar_pack_end(ADW_HEADER_BAR(bar), child); }
static inline void cgtk_adw_header_bar_remove(GtkWidget *bar, GtkWidget *child) { adw_header_bar_remove(ADW_HEADER_BAR(bar), child); }
static inline void cgtk_adw_header_bar_show_title_buttons(GtkWidget *bar, gboolean show) {
  adw_header_bar_set_show_start_title_buttons(ADW_HEADER_BAR(bar), show);
  adw_header_bar_set_show_end_title_buttons(ADW_HEADER_BAR(bar), show);
}

static inline GtkWidget *cgtk_adw_toast_overlay_new(void) { return adw_toast_overlay_new(); }
static inline void cgtk_adw_toast_overlay_set_child(GtkWidget *o, GtkWidget *child) { adw_toast_overlay_set_child(ADW_TOAST_OVERLAY(o), child); }
// A toast's close button shows only an icon, which GTK 4.8 reads as "GtkImage": it is named "Dismiss".
// The overlay makes the toast's widget, a child of its own, as the toast is added (none is shown then).
static inline void cgtk_name_toast_close_button(GtkWidget *w) {
  if (GTK_IS_BUTTON(w) && g_strcmp0(gtk_button_get_icon_name(GTK_BUTTON(w)), "window-close-symbolic") == 0)
    gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_LABEL, dgettext("immutabledata-gtk", "Dismiss"), -1);
  for (GtkWidget *child = gtk_widget_get_first_child(w); child; child = gtk_widget_get_next_sibling(child))
    cgtk_name_toast_close_button(child);
}
static inline void cgtk_adw_toast_overlay_name_close_buttons(GtkWidget *overlay) {
  for (GtkWidget *child = gtk_widget_get_first_child(overlay); child; child = gtk_widget_get_next_sibling(child))
    if (g_strcmp0(G_OBJECT_TYPE_NAME(child), "AdwToastWidget") == 0) cgtk_name_toast_close_button(child);
}
// Shows a toast at once (a toast already shown is dismissed by the caller first). `action` is a detailed
// action name ("win.undo") its button activates; `timeout` is in seconds, 0 keeps it until dismissed.
// Returns the caller's own reference (release with cgtk_unref); the overlay owns another.
static inline gpointer cgtk_adw_toast_show(GtkWidget *overlay, const char *title, const char *button, const char *action, guint timeout) {
  AdwToast *toast = adw_toast_new(title);
  if (button && action) {
    adw_toast_set_button_label(toast, button);
    adw_toast_set_action_name(toast, action);
  }
  adw_toast_set_timeout(toast, timeout);
  adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH);
  g_object_ref(toast);
  adw_toast_overlay_add_toast(ADW_TOAST_OVERLAY(overlay), toast); // takes ownership of the first reference
  cgtk_adw_toast_overlay_name_close_buttons(overlay);
  return toast;
}
static inline void cgtk_adw_toast_set_title(gpointer toast, const char *title) { adw_toast_set_title(ADW_TOAST(toast), title); }
// Gives a shown toast another button (NULL `button` or `action`: none) and timeout, in place.
static inline void cgtk_adw_toast_set_button(gpointer toast, const char *button, const char *action, guint timeout) {
  gboolean has = button && action;
  adw_toast_set_button_label(ADW_TOAST(toast), has ? button : NULL);
  adw_toast_set_action_name(ADW_TOAST(toast), has ? action : NULL);
  adw_toast_set_timeout(ADW_TOAST(toast), timeout);
}
static inline void cgtk_adw_toast_dismiss(gpointer toast) { adw_toast_dismiss(ADW_TOAST(toast)); }

static inline GtkWidget *cgtk_adw_status_page_new(void) { return adw_status_page_new(); }
static inline void cgtk_adw_status_page_set_icon_name(GtkWidget *p, const char *icon) { adw_status_page_set_icon_name(ADW_STATUS_PAGE(p), icon); }
// libadwaita 1.2's status page scrolls its content in a GtkScrolledWindow that takes the keyboard focus
// (to scroll by keys) when nothing inside can: a Tab stop a screen reader read as an unnamed group. It is
// named after the page's title, so the stop says what the page says.
static inline void cgtk_adw_status_page_set_title(GtkWidget *p, const char *title) {
  adw_status_page_set_title(ADW_STATUS_PAGE(p), title);
  GtkWidget *scroller = gtk_widget_get_first_child(p);
  if (GTK_IS_SCROLLED_WINDOW(scroller)) gtk_accessible_update_property(GTK_ACCESSIBLE(scroller), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
}
static inline const char *cgtk_adw_status_page_get_title(GtkWidget *p) { return adw_status_page_get_title(ADW_STATUS_PAGE(p)); }
static inline void cgtk_adw_status_page_set_description(GtkWidget *p, const char *text) { adw_status_page_set_description(ADW_STATUS_PAGE(p), text); }
static inline const char *cgtk_adw_status_page_get_description(GtkWidget *p) { return adw_status_page_get_description(ADW_STATUS_PAGE(p)); }
static inline void cgtk_adw_status_page_set_child(GtkWidget *p, GtkWidget *child) { adw_status_page_set_child(ADW_STATUS_PAGE(p), child); }

static inline GtkWidget *cgtk_adw_message_dialog_new(void) { return adw_message_dialog_new(NULL, NULL, NULL); }
static inline void cgtk_adw_message_dialog_set_heading(GtkWidget *d, const char *text) { adw_message_dialog_set_heading(ADW_MESSAGE_DIALOG(d), text); }
static inline const char *cgtk_adw_message_dialog_get_heading(GtkWidget *d) { return adw_message_dialog_get_heading(ADW_MESSAGE_DIALOG(d)); }
static inline void cgtk_adw_message_dialog_set_body(GtkWidget *d, const char *text) { adw_message_dialog_set_body(ADW_MESSAGE_DIALOG(d), text); }
static inline const char *cgtk_adw_message_dialog_get_body(GtkWidget *d) { return adw_message_dialog_get_body(ADW_MESSAGE_DIALOG(d)); }
// Adds the response or, when the dialog has it, updates its label. `appearance`: 0 default, 1 suggested, 2 destructive.
static inline void cgtk_adw_message_dialog_set_response(GtkWidget *d, const char *id, const char *label, int appearance, gboolean enabled) {
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG(d);
  if (adw_message_dialog_has_response(dialog, id)) adw_message_dialog_set_response_label(dialog, id, label);
  else adw_message_dialog_add_response(dialog, id, label);
  adw_message_dialog_set_response_appearance(dialog, id, (AdwResponseAppearance)appearance);
  adw_message_dialog_set_response_enabled(dialog, id, enabled);
}
static inline void cgtk_adw_message_dialog_set_default_response(GtkWidget *d, const char *id) { adw_message_dialog_set_default_response(ADW_MESSAGE_DIALOG(d), id); }
static inline void cgtk_adw_message_dialog_set_close_response(GtkWidget *d, const char *id) { adw_message_dialog_set_close_response(ADW_MESSAGE_DIALOG(d), id); }

static inline GtkWidget *cgtk_adw_preferences_group_new(void) { return adw_preferences_group_new(); }
static inline void cgtk_adw_preferences_group_set_title(GtkWidget *g, const char *title) { adw_preferences_group_set_title(ADW_PREFERENCES_GROUP(g), title); }
static inline void cgtk_adw_preferences_group_set_description(GtkWidget *g, const char *text) { adw_preferences_group_set_description(ADW_PREFERENCES_GROUP(g), text); }
static inline void cgtk_adw_preferences_group_add(GtkWidget *g, GtkWidget *child) { adw_preferences_group_add(ADW_PREFERENCES_GROUP(g), child); }
// A group draws its rows in a GtkListBox of its own, a combo row its choice in a GtkListView: a screen
// reader calls them "GtkListBox" and "GtkListView" unless named. Names the lists under `w` (not the rows
// inside them, which are the app's and keep their names).
static inline void cgtk_name_inner_lists(GtkWidget *w, const char *label) {
  if (GTK_IS_LIST_BOX(w) || GTK_IS_LIST_VIEW(w)) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    return;
  }
  for (GtkWidget *child = gtk_widget_get_first_child(w); child; child = gtk_widget_get_next_sibling(child))
    cgtk_name_inner_lists(child, label);
}
static inline void cgtk_adw_preferences_group_set_accessible_label(GtkWidget *g, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(g), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  cgtk_name_inner_lists(g, label);
}
static inline void cgtk_adw_preferences_group_remove(GtkWidget *g, GtkWidget *child) { adw_preferences_group_remove(ADW_PREFERENCES_GROUP(g), child); }
// Action, entry and combo rows are preferences rows: their title is the row's.
static inline void cgtk_adw_row_set_title(GtkWidget *r, const char *title) {
  adw_preferences_row_set_title(ADW_PREFERENCES_ROW(r), title);
  if (ADW_IS_COMBO_ROW(r)) cgtk_name_inner_lists(r, title);
}
static inline void cgtk_adw_row_set_activatable(GtkWidget *r, gboolean on) { gtk_list_box_row_set_activatable(GTK_LIST_BOX_ROW(r), on); }
static inline GtkWidget *cgtk_adw_action_row_new(void) { return adw_action_row_new(); }
static inline void cgtk_adw_action_row_set_subtitle(GtkWidget *r, const char *text) { adw_action_row_set_subtitle(ADW_ACTION_ROW(r), text); }
static inline const char *cgtk_adw_action_row_get_subtitle(GtkWidget *r) { return adw_action_row_get_subtitle(ADW_ACTION_ROW(r)); }
static inline void cgtk_adw_action_row_add_suffix(GtkWidget *r, GtkWidget *child) { adw_action_row_add_suffix(ADW_ACTION_ROW(r), child); }
static inline void cgtk_adw_action_row_remove(GtkWidget *r, GtkWidget *child) { adw_action_row_remove(ADW_ACTION_ROW(r), child); }
static inline void cgtk_adw_action_row_activate(GtkWidget *r) { adw_action_row_activate(ADW_ACTION_ROW(r)); }
static inline GtkWidget *cgtk_adw_entry_row_new(void) { return adw_entry_row_new(); }
static inline GtkWidget *cgtk_adw_combo_row_new(void) {
  GtkWidget *row = adw_combo_row_new();
  GtkStringList *choices = gtk_string_list_new(NULL);
  adw_combo_row_set_model(ADW_COMBO_ROW(row), G_LIST_MODEL(choices)); // the row takes its own reference
  g_object_unref(choices);
  return row;
}
static inline void cgtk_adw_combo_row_set_choices(GtkWidget *r, const char *const *choices) {
  GtkStringList *list = GTK_STRING_LIST(adw_combo_row_get_model(ADW_COMBO_ROW(r)));
  gtk_string_list_splice(list, 0, g_list_model_get_n_items(G_LIST_MODEL(list)), choices);
}
static inline guint cgtk_adw_combo_row_n_choices(GtkWidget *r) { return g_list_model_get_n_items(adw_combo_row_get_model(ADW_COMBO_ROW(r))); }
static inline guint cgtk_adw_combo_row_get_selected(GtkWidget *r) { return adw_combo_row_get_selected(ADW_COMBO_ROW(r)); }
static inline void cgtk_adw_combo_row_set_selected(GtkWidget *r, guint position) { adw_combo_row_set_selected(ADW_COMBO_ROW(r), position); }

// A split button's two parts are buttons of their own that GTK 4.8 names by their content ("GtkImage",
// "GtkMenuButton" to a screen reader): `label` names the split button and its main part, the arrow is
// "More Options" (its tooltip, which GTK 4.8 does not read as its name).
static inline void cgtk_adw_split_button_set_accessible_label(GtkWidget *b, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(b), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  for (GtkWidget *part = gtk_widget_get_first_child(b); part; part = gtk_widget_get_next_sibling(part)) {
    const char *name = GTK_IS_MENU_BUTTON(part) ? dgettext("immutabledata-gtk", "More Options") : GTK_IS_BUTTON(part) ? label : NULL;
    if (name) gtk_accessible_update_property(GTK_ACCESSIBLE(part), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  }
}
static inline GtkWidget *cgtk_adw_split_button_new(void) {
  GtkWidget *button = adw_split_button_new();
  adw_split_button_set_dropdown_tooltip(ADW_SPLIT_BUTTON(button), dgettext("immutabledata-gtk", "More Options"));
  cgtk_adw_split_button_set_accessible_label(button, "");
  return button;
}
static inline void cgtk_adw_split_button_set_label(GtkWidget *b, const char *text) { adw_split_button_set_label(ADW_SPLIT_BUTTON(b), text); }
static inline void cgtk_adw_split_button_set_icon_name(GtkWidget *b, const char *icon) { adw_split_button_set_icon_name(ADW_SPLIT_BUTTON(b), icon); }
// The button takes its own reference on the model.
static inline void cgtk_adw_split_button_set_menu_model(GtkWidget *b, gpointer model) { adw_split_button_set_menu_model(ADW_SPLIT_BUTTON(b), model ? G_MENU_MODEL(model) : NULL); }
// The popover menu the split button made from its menu model (NULL without one).
static inline GtkWidget *cgtk_adw_split_button_popover(GtkWidget *b) { GtkPopover *p = adw_split_button_get_popover(ADW_SPLIT_BUTTON(b)); return p ? GTK_WIDGET(p) : NULL; }

// A plain GtkWindow used as a dialog closes on Escape as real dialogs do (through close-request).
static inline void cgtk_window_close_on_escape(GtkWidget *window) {
  GtkEventController *shortcuts = gtk_shortcut_controller_new();
  // gtk_shortcut_new takes the trigger and action; the controller takes the shortcut; the widget the controller.
  gtk_shortcut_controller_add_shortcut(GTK_SHORTCUT_CONTROLLER(shortcuts),
    gtk_shortcut_new(gtk_keyval_trigger_new(GDK_KEY_Escape, 0), gtk_named_action_new("window.close")));
  gtk_widget_add_controller(window, shortcuts);
}
// Test support: runs the action of the widget's own shortcut for `keyval` without modifiers, as a shortcut
// controller does for a key press. Returns whether one was found.
static inline gboolean cgtk_deliver_shortcut(GtkWidget *widget, guint keyval) {
  GListModel *controllers = gtk_widget_observe_controllers(widget); // transfer full
  gboolean handled = FALSE;
  for (guint i = 0; i < g_list_model_get_n_items(controllers) && !handled; i++) {
    GtkEventController *controller = g_list_model_get_item(controllers, i); // transfer full
    if (GTK_IS_SHORTCUT_CONTROLLER(controller)) {
      for (guint j = 0; j < g_list_model_get_n_items(G_LIST_MODEL(controller)) && !handled; j++) {
        GtkShortcut *shortcut = g_list_model_get_item(G_LIST_MODEL(controller), j); // transfer full
        GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger(shortcut);
        if (GTK_IS_KEYVAL_TRIGGER(trigger) && gtk_keyval_trigger_get_keyval(GTK_KEYVAL_TRIGGER(trigger)) == keyval
            && gtk_keyval_trigger_get_modifiers(GTK_KEYVAL_TRIGGER(trigger)) == 0)
          handled = gtk_shortcut_action_activate(gtk_shortcut_get_action(shortcut), 0, widget, NULL);
        g_object_unref(shortcut);
      }
    }
    g_object_unref(controller);
  }
  g_object_unref(controllers);
  return handled;
}
// Test support: the first button (or label, when `label_widget`) depth first under `root` whose text is `text`, or NULL.
static inline GtkWidget *cgtk_find_text(GtkWidget *root, const char *text, gboolean label_widget) {
  const char *shown = label_widget ? (GTK_IS_LABEL(root) ? gtk_label_get_text(GTK_LABEL(root)) : NULL)
                                   : (GTK_IS_BUTTON(root) ? gtk_button_get_label(GTK_BUTTON(root)) : NULL);
  if (shown && g_strcmp0(shown, text) == 0) return root;
  for (GtkWidget *child = gtk_widget_get_first_child(root); child; child = gtk_widget_get_next_sibling(child)) {
    GtkWidget *found = cgtk_find_text(child, text, label_widget);
    if (found) return found;
  }
  return NULL;
}
static inline GtkWidget *cgtk_find_button(GtkWidget *root, const char *label) { return cgtk_find_text(root, label, FALSE); }
static inline GtkWidget *cgtk_find_label(GtkWidget *root, const char *text) { return cgtk_find_text(root, text, TRUE); }

#endif
