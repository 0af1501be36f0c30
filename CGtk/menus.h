// CGtk menus: radio items of popover menus that screen readers announce as radio items.
// Same rules as shim.h: one static inline wrapper per macro, variadic call or cast; ownership noted.
//
// GTK 4.8 makes every item of a menu model a GtkModelButton whose accessible role is fixed when the
// button is made: a radio action's item draws a radio indicator and reports "checked", but its role
// stays the plain "menu item" (GTK 4.10 updates it). The accessible role of a widget can only be chosen
// at construction, so a radio item is a "custom" item of the model, filled with the same GtkModelButton
// made with the role "menu item radio": it looks, navigates and closes the menu like the others, and
// follows its stateful action as they do.
#ifndef CGTK_MENUS_H
#define CGTK_MENUS_H

#include <gtk/gtk.h>

// GtkModelButton is private to GTK (no exported get_type): found by name once GTK registered it, which a
// popover menu does when it makes its first item. 0 if this GTK has no such type.
static inline GType cgtk_model_button_type(void) {
  GType type = g_type_from_name("GtkModelButton");
  if (type == 0) {
    GMenu *menu = g_menu_new();
    g_menu_append(menu, "", NULL);
    GtkWidget *popover = g_object_ref_sink(gtk_popover_menu_new_from_model(G_MENU_MODEL(menu)));
    g_object_unref(popover);
    g_object_unref(menu);
    type = g_type_from_name("GtkModelButton");
  }
  return type;
}
static inline gboolean cgtk_radio_menu_items_supported(void) { return cgtk_model_button_type() != 0; }

// A placeholder item whose widget the popover menu gets from cgtk_popover_menu_add_radio_item(…, id, …).
static inline void cgtk_menu_append_custom(gpointer menu, const char *id) {
  GMenuItem *item = g_menu_item_new(NULL, NULL);
  g_menu_item_set_attribute(item, "custom", "s", id);
  g_menu_append_item(G_MENU(menu), item);
  g_object_unref(item);
}

// The size group GTK's own items under `w` share, so their indicators take one width and labels line up
// (owned by the popover menu); NULL if GTK made no item there.
static inline GtkSizeGroup *cgtk_menu_indicator_group(GtkWidget *w, GType model_button) {
  if (G_OBJECT_TYPE(w) == model_button) {
    GtkSizeGroup *group = NULL;
    g_object_get(w, "indicator-size-group", &group, NULL); // transfer full
    if (group) {
      g_object_unref(group);
      return group;
    }
  }
  for (GtkWidget *child = gtk_widget_get_first_child(w); child; child = gtk_widget_get_next_sibling(child)) {
    GtkSizeGroup *group = cgtk_menu_indicator_group(child, model_button);
    if (group) return group;
  }
  return NULL;
}

// Fills the placeholder `id` of the popover menu's model with a radio item labelled `label` that chooses
// `target` of the stateful string action `action` ("win.sort"). FALSE if there is no such placeholder.
static inline gboolean cgtk_popover_menu_add_radio_item(GtkWidget *popover, const char *id, const char *label,
                                                        const char *action, const char *target) {
  GType type = cgtk_model_button_type();
  if (type == 0 || !GTK_IS_POPOVER_MENU(popover)) return FALSE;
  GtkWidget *item = g_object_ref_sink(g_object_new(type,
    "accessible-role", GTK_ACCESSIBLE_ROLE_MENU_ITEM_RADIO,
    "text", label,
    "action-name", action,
    "action-target", g_variant_new_string(target),
    NULL));
  GtkSizeGroup *group = cgtk_menu_indicator_group(popover, type);
  if (group) g_object_set(item, "indicator-size-group", group, NULL);
  gboolean added = gtk_popover_menu_add_child(GTK_POPOVER_MENU(popover), item, id); // takes its own reference
  g_object_unref(item);
  return added;
}

#endif
