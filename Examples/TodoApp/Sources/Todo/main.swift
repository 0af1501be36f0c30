//  main.swift

import Foundation
import TodoData
import TodoUI

let file = TodoFile.standard()
let items: [TodoItem]
do {
  items = try file.load()
} catch {
  // Starting empty would overwrite the file on the first change: stop and say why instead.
  FileHandle.standardError.write(Data("todo: \(error.description)\n".utf8))
  exit(1)
}

let status = MainActor.assumeIsolated {
  let store = TodoApp.makeStore(items: items)
  let listener = TodoListener(file: file)
  listener.listen(to: store)
  return withExtendedLifetime(listener) { TodoApp.make(store: store).run() }
}
exit(status)
