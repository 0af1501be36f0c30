//  main.swift: gtk-loop-probe
//
//  Checks that the GLib main loop drains Swift's main actor: main-actor work started from a background
//  thread, DispatchQueue.main work and an `await` resumption all run on the GTK thread, promptly.
//  Prints one line of JSON; the GTK tests run it as a subprocess because only a real process main
//  thread shows the bridge at work (the test runner's main actor is not on the main thread).

import CGtk
import Foundation
import GtkWidgets

struct ProbeResult : Codable {
  var taskOnMainThread = false
  var taskLatencyMilliseconds = -1.0
  var dispatchOnMainThread = false
  var awaitResumedOnMainThread = false
  var completed = false
}

let options = ProbeOptions.parseOrExit()
nonisolated(unsafe) var result = ProbeResult()

guard cgtk_init_check() != 0 else {
  FileHandle.standardError.write(Data("gtk-loop-probe: no display\n".utf8))
  exit(2)
}

MainActor.assumeIsolated {
  MainLoop.installDispatchBridge()
}

let watchdog = Thread {
  Thread.sleep(forTimeInterval: options.deadline)
  print(String(data: try! JSONEncoder().encode(result), encoding: .utf8)!)
  exit(1)
}
watchdog.start()

Thread.detachNewThread {
  let start = DispatchTime.now()
  Task { @MainActor in
    result.taskOnMainThread = Thread.isMainThread
    result.taskLatencyMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
    DispatchQueue.main.async {
      result.dispatchOnMainThread = Thread.isMainThread
      Task { @MainActor in
        try? await Task.sleep(for: .milliseconds(20))
        result.awaitResumedOnMainThread = Thread.isMainThread
        result.completed = true
        MainLoop.quit()
      }
    }
  }
}

MainActor.assumeIsolated {
  MainLoop.run()
}
print(String(data: try! JSONEncoder().encode(result), encoding: .utf8)!)
exit(result.completed ? 0 : 1)
