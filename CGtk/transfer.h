// Drag and drop of text and files: GValues and variadic calls GTK asks for, in plain C strings.
#ifndef CGTK_TRANSFER_H
#define CGTK_TRANSFER_H

#include <gtk/gtk.h>

// The drag shows the dragged widget under the pointer (GTK's default for text is a blank square).
static void cgtk_drag_begin_show_widget(GtkDragSource *source, GdkDrag *drag, gpointer data) {
  GtkWidget *w = gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(source));
  GdkPaintable *icon = gtk_widget_paintable_new(w);
  gtk_drag_source_set_icon(source, icon, 0, 0);
  g_object_unref(icon);
}
// A drag source on `w` (the widget owns it): a drag carries what cgtk_drag_source_set_text last gave.
static inline GtkDragSource *cgtk_add_drag_source(GtkWidget *w) {
  GtkDragSource *source = gtk_drag_source_new();
  gtk_drag_source_set_actions(source, GDK_ACTION_COPY | GDK_ACTION_MOVE);
  g_signal_connect(source, "drag-begin", G_CALLBACK(cgtk_drag_begin_show_widget), NULL);
  gtk_widget_add_controller(w, GTK_EVENT_CONTROLLER(source));
  return source;
}
static inline void cgtk_drag_source_set_text(GtkDragSource *source, const char *text) {
  GdkContentProvider *content = gdk_content_provider_new_typed(G_TYPE_STRING, text);
  gtk_drag_source_set_content(source, content);
  g_object_unref(content);
}

// A drop target on `w` (the widget owns it) taking text, or files when `files` is true; its "drop"
// signal calls `cb`, which reads the value with cgtk_dropped_texts.
typedef gboolean (*cgtk_drop_cb)(gpointer target, const GValue *value, double x, double y, gpointer data);
static inline GtkDropTarget *cgtk_add_drop_target(GtkWidget *w, gboolean files, cgtk_drop_cb cb, gpointer data, GClosureNotify destroy) {
  GtkDropTarget *target = gtk_drop_target_new(files ? GDK_TYPE_FILE_LIST : G_TYPE_STRING, GDK_ACTION_COPY | GDK_ACTION_MOVE);
  g_signal_connect_data(target, "drop", G_CALLBACK(cb), data, destroy, 0);
  gtk_widget_add_controller(w, GTK_EVENT_CONTROLLER(target));
  return target;
}
// What a drop brought, as texts: the string, or each local file's path (files without one are left
// out). A NULL-terminated array to free with g_strfreev.
static inline char **cgtk_dropped_texts(const GValue *value) {
  GStrvBuilder *builder = g_strv_builder_new();
  if (G_VALUE_HOLDS_STRING(value) && g_value_get_string(value)) {
    g_strv_builder_add(builder, g_value_get_string(value));
  } else if (G_VALUE_HOLDS(value, GDK_TYPE_FILE_LIST)) {
    for (GSList *item = g_value_get_boxed(value); item; item = item->next) {
      char *path = g_file_get_path(G_FILE(item->data));
      if (path) g_strv_builder_add(builder, path);
      g_free(path);
    }
  }
  char **texts = g_strv_builder_end(builder);
  g_strv_builder_unref(builder);
  return texts;
}

// The text this process put on `w`'s clipboard (newly allocated; g_free it), or NULL when another
// process owns the clipboard or it holds no text. Reading another process's text is asynchronous
// (gdk_clipboard_read_text_async).
static inline char *cgtk_clipboard_local_text(GtkWidget *w) {
  GdkContentProvider *content = gdk_clipboard_get_content(gtk_widget_get_clipboard(w));
  if (!content) return NULL;
  GValue value = G_VALUE_INIT;
  g_value_init(&value, G_TYPE_STRING);
  char *text = gdk_content_provider_get_value(content, &value, NULL) ? g_value_dup_string(&value) : NULL;
  g_value_unset(&value);
  return text;
}

// Test support: the drop a user's drag of `text` (or of the file at the path `text`) onto `w` makes,
// through the widget's own drop target; false when it has none that takes it.
static inline gboolean cgtk_simulate_drop(GtkWidget *w, const char *text, gboolean file) {
  GListModel *controllers = gtk_widget_observe_controllers(w);
  gboolean dropped = FALSE;
  for (guint i = 0; !dropped && i < g_list_model_get_n_items(controllers); i++) {
    GObject *controller = g_list_model_get_item(controllers, i);
    if (GTK_IS_DROP_TARGET(controller)) {
      GValue value = G_VALUE_INIT;
      if (file) {
        GSList *files = g_slist_prepend(NULL, g_file_new_for_path(text));
        g_value_init(&value, GDK_TYPE_FILE_LIST);
        g_value_take_boxed(&value, files);
      } else {
        g_value_init(&value, G_TYPE_STRING);
        g_value_set_string(&value, text);
      }
      if (gtk_drop_target_get_gtypes(GTK_DROP_TARGET(controller), NULL)[0] == G_VALUE_TYPE(&value)) {
        g_signal_emit_by_name(controller, "drop", &value, 1.0, 1.0, &dropped);
      }
      g_value_unset(&value);
    }
    g_object_unref(controller);
  }
  g_object_unref(controllers);
  return dropped;
}
// Test support: the text a drag from `w` would carry (newly allocated; g_free it), or NULL.
static inline char *cgtk_drag_text(GtkWidget *w) {
  GListModel *controllers = gtk_widget_observe_controllers(w);
  char *text = NULL;
  for (guint i = 0; !text && i < g_list_model_get_n_items(controllers); i++) {
    GObject *controller = g_list_model_get_item(controllers, i);
    if (GTK_IS_DRAG_SOURCE(controller)) {
      GdkContentProvider *content = gtk_drag_source_get_content(GTK_DRAG_SOURCE(controller));
      GValue value = G_VALUE_INIT;
      g_value_init(&value, G_TYPE_STRING);
      if (content && gdk_content_provider_get_value(content, &value, NULL)) text = g_value_dup_string(&value);
      g_value_unset(&value);
    }
    g_object_unref(controller);
  }
  g_object_unref(controllers);
  return text;
}

#endif
