//  main.swift

import AnimalsClient
import AnimalsData
import AnimalsPersistence
import AnimalsUI
import Foundation

let options: AppOptions
do {
  options = try AppOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("animals: \(error)\n\n\(AppOptions.usage)\n".utf8))
  exit(64)  // EX_USAGE
}
if options.showHelp {
  print(AppOptions.usage)
  exit(0)
}

let session: any PersistentSession
if let serverURL = options.serverURL {
  session = RemoteStore(serverURL: serverURL)
} else {
  session = LocalStore(directory: options.dataDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? DataDirectory.defaultURL())
}

let status = MainActor.assumeIsolated {
  let store = AnimalsApp.makeStore()
  let listener = AnimalsListener(session: session)
  listener.listen(to: store)
  let status = AnimalsApp.make(store: store).run()
  listener.stop()
  return status
}
exit(status)
