// CGtk widgets: wrappers for the input, page, collection, context-menu and file-chooser widgets.
// Same rules as shim.h: one static inline wrapper per macro, variadic call or cast; ownership noted.
#ifndef CGTK_WIDGETS_H
#define CGTK_WIDGETS_H

#include <gtk/gtk.h>

// MARK: - Text view (multi-line)

static inline GtkWidget *cgtk_text_view_new(void) {
  GtkWidget *view = gtk_text_view_new();
  gtk_text_view_set_wrap_mode(GTK_TEXT_VIEW(view), GTK_WRAP_WORD_CHAR);
  return view;
}
static inline gpointer cgtk_text_view_buffer(GtkWidget *v) { return gtk_text_view_get_buffer(GTK_TEXT_VIEW(v)); }
static inline void cgtk_text_buffer_set_text(gpointer b, const char *text) { gtk_text_buffer_set_text(GTK_TEXT_BUFFER(b), text, -1); }
// Returns a newly allocated string: free it with g_free (cgtk_free).
static inline char *cgtk_text_buffer_get_text(gpointer b) {
  GtkTextIter start, end;
  gtk_text_buffer_get_bounds(GTK_TEXT_BUFFER(b), &start, &end);
  return gtk_text_buffer_get_text(GTK_TEXT_BUFFER(b), &start, &end, FALSE);
}
// Inserts `text` at the end, as typing would (one "changed" emission).
static inline void cgtk_text_buffer_append(gpointer b, const char *text) {
  GtkTextIter end;
  gtk_text_buffer_get_end_iter(GTK_TEXT_BUFFER(b), &end);
  gtk_text_buffer_insert_interactive(GTK_TEXT_BUFFER(b), &end, text, -1, TRUE);
}
static inline void cgtk_text_view_set_editable(GtkWidget *v, gboolean on) { gtk_text_view_set_editable(GTK_TEXT_VIEW(v), on); gtk_text_view_set_cursor_visible(GTK_TEXT_VIEW(v), on); }

// MARK: - Ranges: spin button, scale, progress bar, level bar

static inline GtkWidget *cgtk_spin_button_new(void) { return gtk_spin_button_new_with_range(0, 100, 1); }
static inline GtkWidget *cgtk_scale_new(void) { return gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 100, 1); }
static inline void cgtk_spin_button_set_digits(GtkWidget *s, guint digits) { gtk_spin_button_set_digits(GTK_SPIN_BUTTON(s), digits); }
static inline void cgtk_scale_set_digits(GtkWidget *s, int digits) { gtk_scale_set_digits(GTK_SCALE(s), digits); gtk_scale_set_draw_value(GTK_SCALE(s), TRUE); }
// Spin buttons and scales share a GtkAdjustment (GtkRange for the scale).
static inline gpointer cgtk_range_adjustment(GtkWidget *w) {
  return GTK_IS_SPIN_BUTTON(w) ? (gpointer)gtk_spin_button_get_adjustment(GTK_SPIN_BUTTON(w)) : (gpointer)gtk_range_get_adjustment(GTK_RANGE(w));
}
static inline double cgtk_adjustment_get_value(gpointer a) { return gtk_adjustment_get_value(GTK_ADJUSTMENT(a)); }
static inline void cgtk_adjustment_set_value(gpointer a, double v) { gtk_adjustment_set_value(GTK_ADJUSTMENT(a), v); }
static inline double cgtk_adjustment_get_upper(gpointer a) { return gtk_adjustment_get_upper(GTK_ADJUSTMENT(a)); }
static inline void cgtk_adjustment_set_bounds(gpointer a, double lower, double upper) {
  gtk_adjustment_set_lower(GTK_ADJUSTMENT(a), lower);
  gtk_adjustment_set_upper(GTK_ADJUSTMENT(a), upper);
}
static inline void cgtk_adjustment_set_step(gpointer a, double step) {
  gtk_adjustment_set_step_increment(GTK_ADJUSTMENT(a), step);
  gtk_adjustment_set_page_increment(GTK_ADJUSTMENT(a), step * 10);
}

static inline GtkWidget *cgtk_progress_bar_new(void) { return gtk_progress_bar_new(); }
static inline void cgtk_progress_bar_set_fraction(GtkWidget *p, double f) { gtk_progress_bar_set_fraction(GTK_PROGRESS_BAR(p), f); }
static inline double cgtk_progress_bar_get_fraction(GtkWidget *p) { return gtk_progress_bar_get_fraction(GTK_PROGRESS_BAR(p)); }
// A NULL or empty text hides the text.
static inline void cgtk_progress_bar_set_text(GtkWidget *p, const char *text) {
  gtk_progress_bar_set_text(GTK_PROGRESS_BAR(p), text);
  gtk_progress_bar_set_show_text(GTK_PROGRESS_BAR(p), text != NULL && text[0] != 0);
}

static inline GtkWidget *cgtk_level_bar_new(void) { return gtk_level_bar_new(); }
static inline void cgtk_level_bar_set_value(GtkWidget *l, double v) { gtk_level_bar_set_value(GTK_LEVEL_BAR(l), v); }
static inline double cgtk_level_bar_get_value(GtkWidget *l) { return gtk_level_bar_get_value(GTK_LEVEL_BAR(l)); }
static inline void cgtk_level_bar_set_bounds(GtkWidget *l, double lower, double upper) {
  gtk_level_bar_set_min_value(GTK_LEVEL_BAR(l), lower);
  gtk_level_bar_set_max_value(GTK_LEVEL_BAR(l), upper);
}

// MARK: - Radio group: check buttons joined in one group

static inline void cgtk_check_button_set_group(GtkWidget *c, GtkWidget *group) { gtk_check_button_set_group(GTK_CHECK_BUTTON(c), group ? GTK_CHECK_BUTTON(group) : NULL); }

// MARK: - Stack and stack switcher, expander

static inline GtkWidget *cgtk_stack_new(void) { return gtk_stack_new(); }
static inline GtkWidget *cgtk_stack_switcher_new(GtkWidget *stack) {
  GtkWidget *switcher = gtk_stack_switcher_new();
  gtk_stack_switcher_set_stack(GTK_STACK_SWITCHER(switcher), GTK_STACK(stack));
  gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER);
  return switcher;
}
static inline void cgtk_stack_add_titled(GtkWidget *s, GtkWidget *child, const char *name, const char *title) { gtk_stack_add_titled(GTK_STACK(s), child, name, title); }
static inline void cgtk_stack_remove(GtkWidget *s, GtkWidget *child) { gtk_stack_remove(GTK_STACK(s), child); }
static inline void cgtk_stack_set_page_title(GtkWidget *s, GtkWidget *child, const char *title) {
  GtkStackPage *page = gtk_stack_get_page(GTK_STACK(s), child);
  if (page) gtk_stack_page_set_title(page, title);
}
static inline const char *cgtk_stack_get_visible_name(GtkWidget *s) { return gtk_stack_get_visible_child_name(GTK_STACK(s)); }
static inline gboolean cgtk_stack_has_page(GtkWidget *s, const char *name) { return gtk_stack_get_child_by_name(GTK_STACK(s), name) != NULL; }
static inline void cgtk_stack_set_visible_name(GtkWidget *s, const char *name) { gtk_stack_set_visible_child_name(GTK_STACK(s), name); }

static inline GtkWidget *cgtk_expander_new(void) { return gtk_expander_new(NULL); }
// The label also names the expander: GTK 4.8 reads it to a screen reader as "GtkExpander" otherwise.
static inline void cgtk_expander_set_label(GtkWidget *e, const char *text) {
  gtk_expander_set_label(GTK_EXPANDER(e), text);
  gtk_accessible_update_property(GTK_ACCESSIBLE(e), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}
static inline void cgtk_expander_set_expanded(GtkWidget *e, gboolean on) { gtk_expander_set_expanded(GTK_EXPANDER(e), on); }
static inline gboolean cgtk_expander_get_expanded(GtkWidget *e) { return gtk_expander_get_expanded(GTK_EXPANDER(e)); }
static inline void cgtk_expander_set_child(GtkWidget *e, GtkWidget *child) { gtk_expander_set_child(GTK_EXPANDER(e), child); }

// MARK: - Link button, images from files, tooltips

static inline GtkWidget *cgtk_link_button_new(void) { return gtk_link_button_new(""); }
static inline void cgtk_link_button_set_uri(GtkWidget *l, const char *uri) { gtk_link_button_set_uri(GTK_LINK_BUTTON(l), uri); }
static inline const char *cgtk_link_button_get_uri(GtkWidget *l) { return gtk_link_button_get_uri(GTK_LINK_BUTTON(l)); }
// Emits activate-link as a click would; returns whether a handler took it (else GTK opens the URI).
static inline gboolean cgtk_link_button_emit_activate_link(GtkWidget *l) {
  gboolean handled = FALSE;
  g_signal_emit_by_name(l, "activate-link", &handled);
  return handled;
}
static inline void cgtk_image_set_from_file(GtkWidget *i, const char *path) { gtk_image_set_from_file(GTK_IMAGE(i), path); }
// GTK_IMAGE_EMPTY 0, ICON_NAME 1, GICON 2, PAINTABLE 3.
static inline int cgtk_image_storage_type(GtkWidget *i) { return gtk_image_get_storage_type(GTK_IMAGE(i)); }
static inline const char *cgtk_image_get_icon_name(GtkWidget *i) { return gtk_image_get_icon_name(GTK_IMAGE(i)); }
static inline const char *cgtk_widget_get_tooltip(GtkWidget *w) { return gtk_widget_get_tooltip_text(w); }

// MARK: - Context menus: a popover menu opened by a right click, the Menu key or Shift+F10
//
// The popover is parented to the widget (layout managers skip natives) and unparented when the widget is
// destroyed. Its items activate "win.*" actions, found from the widget up. The popup is also a widget
// action, "context.menu", so the keyboard shortcut and tests go through the same path.

static inline GtkWidget *cgtk_context_menu_of(GtkWidget *w) { return g_object_get_data(G_OBJECT(w), "cgtk-context-menu"); }
static inline void cgtk_context_menu_popup_at(GtkWidget *w, double x, double y) {
  GtkWidget *menu = cgtk_context_menu_of(w);
  if (!menu || !gtk_popover_menu_get_menu_model(GTK_POPOVER_MENU(menu))) return;
  if (x >= 0 && y >= 0) {
    GdkRectangle rect = { (int)x, (int)y, 1, 1 };
    gtk_popover_set_pointing_to(GTK_POPOVER(menu), &rect);
  } else {
    gtk_popover_set_pointing_to(GTK_POPOVER(menu), NULL);
  }
  gtk_popover_popup(GTK_POPOVER(menu));
}
static inline void cgtk_context_menu_pressed(GtkGestureClick *g, int n, double x, double y, gpointer data) {
  (void)n; (void)data;
  GtkWidget *w = gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(g));
  gtk_gesture_set_state(GTK_GESTURE(g), GTK_EVENT_SEQUENCE_CLAIMED);
  cgtk_context_menu_popup_at(w, x, y);
}
static inline void cgtk_context_menu_action(GSimpleAction *a, GVariant *p, gpointer w) {
  (void)a; (void)p;
  cgtk_context_menu_popup_at(GTK_WIDGET(w), -1, -1);
}
static inline void cgtk_context_menu_destroy(GtkWidget *w, gpointer data) {
  (void)data;
  GtkWidget *menu = cgtk_context_menu_of(w);
  if (menu) gtk_widget_unparent(menu);
}
// Sets the widget's context menu (NULL: none). The first call adds the popover, gesture and shortcut.
static inline void cgtk_set_context_menu(GtkWidget *w, gpointer model) {
  GtkWidget *menu = cgtk_context_menu_of(w);
  if (!menu) {
    menu = gtk_popover_menu_new_from_model(NULL);
    gtk_popover_set_has_arrow(GTK_POPOVER(menu), FALSE);
    gtk_widget_set_halign(menu, GTK_ALIGN_START);
    gtk_widget_set_parent(menu, w);
    g_object_set_data(G_OBJECT(w), "cgtk-context-menu", menu);
    g_signal_connect(w, "destroy", G_CALLBACK(cgtk_context_menu_destroy), NULL);

    GtkGesture *click = gtk_gesture_click_new();
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(click), GDK_BUTTON_SECONDARY);
    g_signal_connect(click, "pressed", G_CALLBACK(cgtk_context_menu_pressed), NULL);
    gtk_widget_add_controller(w, GTK_EVENT_CONTROLLER(click)); // takes ownership

    GSimpleActionGroup *group = g_simple_action_group_new();
    GSimpleAction *action = g_simple_action_new("menu", NULL);
    g_signal_connect_object(action, "activate", G_CALLBACK(cgtk_context_menu_action), w, 0);
    g_action_map_add_action(G_ACTION_MAP(group), G_ACTION(action));
    g_object_unref(action); // the group keeps its own reference
    gtk_widget_insert_action_group(w, "context", G_ACTION_GROUP(group)); // the widget keeps its own reference
    g_object_unref(group);

    GtkEventController *keys = gtk_shortcut_controller_new();
    gtk_shortcut_controller_add_shortcut(GTK_SHORTCUT_CONTROLLER(keys), gtk_shortcut_new(
      gtk_shortcut_trigger_parse_string("Menu|<Shift>F10"), gtk_named_action_new("context.menu")));
    gtk_widget_add_controller(w, keys); // takes ownership
    gtk_widget_set_focusable(w, TRUE);
  }
  gtk_popover_menu_set_menu_model(GTK_POPOVER_MENU(menu), model ? G_MENU_MODEL(model) : NULL);
}
static inline gboolean cgtk_widget_get_visible(GtkWidget *w) { return gtk_widget_get_visible(w); }
static inline void cgtk_popover_popdown(GtkWidget *p) { gtk_popover_popdown(GTK_POPOVER(p)); }

// MARK: - File chooser (GTK 4.8: GtkFileChooserDialog; GtkFileDialog is 4.10+)

static inline GtkWidget *cgtk_file_chooser_new(gboolean save) {
  return gtk_file_chooser_dialog_new(NULL, NULL, save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
    "_Cancel", GTK_RESPONSE_CANCEL, save ? "_Save" : "_Open", GTK_RESPONSE_ACCEPT, NULL);
}
static inline void cgtk_file_chooser_set_save(GtkWidget *c, gboolean save) {
  gtk_file_chooser_set_action(GTK_FILE_CHOOSER(c), save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN);
  GtkWidget *accept = gtk_dialog_get_widget_for_response(GTK_DIALOG(c), GTK_RESPONSE_ACCEPT);
  if (accept) gtk_button_set_label(GTK_BUTTON(accept), save ? "_Save" : "_Open");
}
static inline gboolean cgtk_file_chooser_is_save(GtkWidget *c) { return gtk_file_chooser_get_action(GTK_FILE_CHOOSER(c)) == GTK_FILE_CHOOSER_ACTION_SAVE; }
static inline void cgtk_file_chooser_set_name(GtkWidget *c, const char *name) { gtk_file_chooser_set_current_name(GTK_FILE_CHOOSER(c), name); }
static inline gboolean cgtk_file_chooser_set_folder(GtkWidget *c, const char *path) {
  GFile *file = g_file_new_for_path(path);
  gboolean done = gtk_file_chooser_set_current_folder(GTK_FILE_CHOOSER(c), file, NULL);
  g_object_unref(file);
  return done;
}
static inline gboolean cgtk_file_chooser_select_path(GtkWidget *c, const char *path) {
  GFile *file = g_file_new_for_path(path);
  gboolean done = gtk_file_chooser_set_file(GTK_FILE_CHOOSER(c), file, NULL);
  g_object_unref(file);
  return done;
}
// The chosen file's local path, newly allocated (free with cgtk_free), or NULL when none or not local.
static inline char *cgtk_file_chooser_path(GtkWidget *c) {
  GFile *file = gtk_file_chooser_get_file(GTK_FILE_CHOOSER(c)); // transfer full
  if (!file) return NULL;
  char *path = g_file_get_path(file);
  g_object_unref(file);
  return path;
}
static inline int cgtk_response_accept(void) { return GTK_RESPONSE_ACCEPT; }
static inline int cgtk_response_cancel(void) { return GTK_RESPONSE_CANCEL; }
static inline void cgtk_dialog_response(GtkWidget *d, int response) { gtk_dialog_response(GTK_DIALOG(d), response); }

// MARK: - Grid view and column view over the same string-list model as the list view

// gtk_grid_view_new and gtk_column_view_new take ownership of the selection model (and factory).
static inline GtkWidget *cgtk_grid_view_new(gpointer selection, gpointer factory) {
  GtkWidget *grid = gtk_grid_view_new(GTK_SELECTION_MODEL(selection), GTK_LIST_ITEM_FACTORY(factory));
  gtk_grid_view_set_max_columns(GTK_GRID_VIEW(grid), 12);
  return grid;
}
static inline GtkWidget *cgtk_column_view_new(gpointer selection) {
  GtkWidget *view = gtk_column_view_new(GTK_SELECTION_MODEL(selection));
  gtk_column_view_set_show_column_separators(GTK_COLUMN_VIEW(view), TRUE);
  return view;
}

// Which column sorts first, read through public 4.8 API (GtkColumnViewSorter's getters are 4.10+):
// every sortable column gets a probe sorter that records its index and says "larger"; comparing two
// items with the view's sorter then reaches only the primary column, and descending inverts the answer.
// Each module importing this header has its own copy of the static: call these from GtkWidgets only
// (tests read the order through ListInspection.sortOrder).
// (A function-local static: Swift emits no definition for a file-scope static variable of a header.)
static inline guint *cgtk_sort_probe_hit(void) { static guint hit; return &hit; }
static inline int cgtk_sort_probe(gconstpointer a, gconstpointer b, gpointer index) {
  (void)a; (void)b;
  if (*cgtk_sort_probe_hit() == 0) *cgtk_sort_probe_hit() = GPOINTER_TO_UINT(index);
  return GTK_ORDERING_LARGER;
}
// Appends a column (index from 1) whose cells come from `factory`; the view takes ownership of both.
static inline gpointer cgtk_column_view_append(GtkWidget *v, const char *title, gpointer factory, guint index, gboolean sortable, gboolean expand) {
  GtkColumnViewColumn *column = gtk_column_view_column_new(title, GTK_LIST_ITEM_FACTORY(factory));
  gtk_column_view_column_set_expand(column, expand);
  gtk_column_view_column_set_resizable(column, TRUE);
  if (sortable) {
    GtkCustomSorter *sorter = gtk_custom_sorter_new(cgtk_sort_probe, GUINT_TO_POINTER(index), NULL);
    gtk_column_view_column_set_sorter(column, GTK_SORTER(sorter));
    g_object_unref(sorter); // the column keeps its own reference
  }
  gtk_column_view_append_column(GTK_COLUMN_VIEW(v), column);
  g_object_unref(column); // the view keeps its own reference
  return column;
}
static inline void cgtk_column_view_remove(GtkWidget *v, gpointer column) { gtk_column_view_remove_column(GTK_COLUMN_VIEW(v), GTK_COLUMN_VIEW_COLUMN(column)); }
static inline gpointer cgtk_column_view_sorter(GtkWidget *v) { return gtk_column_view_get_sorter(GTK_COLUMN_VIEW(v)); }
// The index (from 1) of the primary sort column, 0 when none; `ascending` says its direction.
static inline guint cgtk_column_view_primary_sort(GtkWidget *v, gboolean *ascending) {
  GtkStringObject *a = gtk_string_object_new("a"), *b = gtk_string_object_new("b");
  *cgtk_sort_probe_hit() = 0;
  GtkOrdering order = gtk_sorter_compare(gtk_column_view_get_sorter(GTK_COLUMN_VIEW(v)), a, b);
  g_object_unref(a);
  g_object_unref(b);
  *ascending = order != GTK_ORDERING_SMALLER;
  return order == GTK_ORDERING_EQUAL ? 0 : *cgtk_sort_probe_hit();
}
// NULL column: no sorting.
static inline void cgtk_column_view_sort_by(GtkWidget *v, gpointer column, gboolean ascending) {
  gtk_column_view_sort_by_column(GTK_COLUMN_VIEW(v), column ? GTK_COLUMN_VIEW_COLUMN(column) : NULL, ascending ? GTK_SORT_ASCENDING : GTK_SORT_DESCENDING);
}
// Sorts by column `index` (from 0) as a click on its header would: the sorter's handlers run.
static inline void cgtk_column_view_sort_as_user(GtkWidget *v, guint index, gboolean ascending) {
  GtkColumnViewColumn *column = g_list_model_get_item(gtk_column_view_get_columns(GTK_COLUMN_VIEW(v)), index); // transfer full
  gtk_column_view_sort_by_column(GTK_COLUMN_VIEW(v), column, ascending ? GTK_SORT_ASCENDING : GTK_SORT_DESCENDING);
  if (column) g_object_unref(column);
}
static inline guint cgtk_column_view_n_columns(GtkWidget *v) { return g_list_model_get_n_items(gtk_column_view_get_columns(GTK_COLUMN_VIEW(v))); }

// The GtkText an editable widget types into (an entry's, an entry row's, a password field's) limited to
// `length` characters (0: none); FALSE when it has none.
static inline gboolean cgtk_editable_set_max_length(GtkWidget *w, int length) {
  if (!GTK_IS_EDITABLE(w)) return FALSE;
  GtkEditable *editable = GTK_EDITABLE(w);
  while (editable && !GTK_IS_TEXT(editable)) editable = gtk_editable_get_delegate(editable);
  if (!editable) return FALSE;
  gtk_text_set_max_length(GTK_TEXT(editable), length);
  return TRUE;
}

#endif
