// GLib alone (no GTK): what AppSupport needs to find the XDG places the way every GLib program does.
#include <glib.h>
