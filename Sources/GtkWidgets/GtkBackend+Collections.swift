//  GtkBackend+Collections.swift

import CGtk
import DeclarativeViews

extension GtkBackend {
  /// Makes a list, grid or column view over a string list of row keys (see `ListBinding`).
  func makeCollection(_ kind: ViewKind, handlers: HandlerTable) -> GtkWidgetPointer {
    let style: ListBinding.Style = switch kind {
    case .gridView: .grid
    case .columnView: .columns
    default: .list
    }
    let binding = ListBinding(style: style, handlers: handlers, backend: self)
    WidgetExtras.of(binding.listView).list = binding
    if style == .columns {
      InputExtras.of(binding.listView).columns = ColumnViewColumns(binding: binding, handlers: handlers)
    }
    return binding.listView
  }
}
