// CGtkSourceView: GtkSourceView 5, for the Gallery's code editor. Swift calls its functions directly;
// nothing needs a wrapper.
#ifndef CGTKSOURCEVIEW_SHIM_H
#define CGTKSOURCEVIEW_SHIM_H

#include <gtksourceview/gtksource.h>

#endif
