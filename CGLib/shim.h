// GLib alone (no GTK): what AppSupport needs to find the XDG places the way every GLib program does.
#include <glib.h>
// gettext: the text domain bound to the directory of compiled translations (Localization).
#include <libintl.h>
#include <locale.h>
// glibc caches translations per language; bumping this counter makes it look them up again.
extern int _nl_msg_cat_cntr;
static inline void cglib_translations_changed(void) { ++_nl_msg_cat_cntr; }
