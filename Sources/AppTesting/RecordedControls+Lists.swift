//  RecordedControls+Lists.swift

import DeclarativeViews

/// A list's, grid's and table's rows, as GTK shows them.
extension RecordedControls {
  /// The first `rowLimit` rows of a list or grid, each a row named by its view's accessible label (or
  /// its texts) and choosing it by its key, followed by the controls inside it.
  func visitRows(of list: View, isEnabled: Bool, into found: inout [WindowControl]) {
    guard let rows = list.rows else { return }
    self.listCount += 1
    let listNumber = self.listCount
    let role: AccessibleRole = list.kind == .list ? .listItem : .gridCell
    let selectedKey = list.properties[.selectedKey]?.string
    for index in 0..<min(rows.count, Self.rowLimit) {
      let key = rows.key(at: index)
      let view = rows.makeRow(at: index)
      var inner: [WindowControl] = []
      self.visit(view, isEnabled: isEnabled, outerName: nil, into: &inner)
      // The row view's accessible label names the row (as GTK's row widget is named); else its texts.
      let texts = inner.filter { $0.role == .label }.compactMap(\.name)
      let name = view.properties[.accessibleLabel]?.string ?? (texts.isEmpty ? nil : texts.joined(separator: " "))
      let node = RecordedNode(view: list, act: .row(self.handlers(list), key: key, list: listNumber), content: view)
      found.append(WindowControl(recorded: node, role: role, name: name, isSelected: key == selectedKey, isEnabled: isEnabled))
      // A label showing the row's name is the row's; other labels are read on their own.
      found += inner.filter { $0.role != .label || $0.name != name }
    }
  }

  /// A column view as GTK shows it: its header row (the columns' titles), then a list of its rows, each
  /// cell a grid cell named by what it shows.
  func visitTable(_ table: View, isEnabled: Bool, into found: inout [WindowControl]) {
    guard case .columns(let columns)? = table.properties[.columns] else { return }
    let titles = columns.map(\.title)
    let header = RecordedNode(view: table, act: .none)
    found.append(WindowControl(recorded: header, role: .row, name: titles.joined(separator: " "), isEnabled: isEnabled))
    found += titles.map { WindowControl(recorded: header, role: .label, name: $0, isEnabled: isEnabled) }
    found.append(WindowControl(recorded: header, role: .list, name: table.properties[.accessibleLabel]?.string, isEnabled: isEnabled))
    guard let rows = table.rows as? any TableContent else { return }
    self.listCount += 1
    let listNumber = self.listCount
    for index in 0..<min(rows.count, Self.rowLimit) {
      let act = RecordedAct.row(self.handlers(table), key: rows.key(at: index), list: listNumber)
      var cells: [WindowControl] = []
      for column in columns {
        var inner: [WindowControl] = []
        self.visit(rows.makeCell(at: index, column: column.id), isEnabled: isEnabled, outerName: nil, into: &inner)
        let texts = inner.filter { $0.role == .label }.compactMap(\.name)
        let name = texts.isEmpty ? nil : texts.joined(separator: " ")
        cells.append(WindowControl(recorded: RecordedNode(view: table, act: act), role: .gridCell, name: name, isEnabled: isEnabled))
        cells += inner.filter { $0.role != .label || $0.name != name }
      }
      let name = cells.filter { $0.role == .gridCell }.compactMap(\.name).joined(separator: " ")
      found.append(WindowControl(recorded: RecordedNode(view: table, act: act), role: .row, name: name, isEnabled: isEnabled))
      found += cells
    }
  }
}
