//  ConnectionStatusBar.swift

import AnimalsData
import AppShell
import DeclarativeViews
import ImmutableUI
import Localization

/// A line above the panes of a window on an animals-server saying whether other clients' changes
/// arrive: live, connecting, or offline and when it tries again. Nothing for local data. A component:
/// the countdown to the next try renders this line alone.
struct ConnectionStatusBar : AnimalsComponent, Equatable {
  static let connection = Selection<AnimalsState, AnimalsAction, LiveConnection?>(
    filter: AnimalsFilter.liveConnection(), select: AnimalsSelectors.liveConnection()
  )

  func body(_ context: Context) -> View {
    guard let connection = context.select(Self.connection) else { return View.vstack(spacing: 0) {} }
    let (icon, style) = switch connection {
    case .live: ("network-transmit-receive-symbolic", "live")
    case .connecting(_, nil): ("network-idle-symbolic", "connecting")
    case .connecting, .offline: ("network-offline-symbolic", "offline")
    }
    return View.hstack(spacing: 8) {
      View.image(icon)
      View.label(Self.text(connection), xalign: 0, wrap: true).expand(horizontal: true).name("connection-status-text")
    }
    .cssClasses(["connection-status", style])
    .name("connection-status")
  }

  static func text(_ connection: LiveConnection) -> String {
    switch connection {
    case .live(let server):
      tr("Live: changes from other clients of %@ show as they are made.", server)
    case .connecting(let server, nil):
      tr("Connecting to %@ for live changes…", server)
    case .connecting(let server, let failure?):
      tr("Offline from %1$@: %2$@ Reconnecting…", server, failure.text)
    case .offline(let server, let reason, let retryInSeconds) where retryInSeconds > 0:
      trn("Offline from %2$@: %3$@ Reconnecting in %1$@ second…", "Offline from %2$@: %3$@ Reconnecting in %1$@ seconds…", Self.seconds(retryInSeconds), server, reason.text)
    case .offline(let server, let reason, _):
      tr("Offline from %1$@: %2$@ Trying the next server…", server, reason.text)
    }
  }

  private static func seconds(_ value: Double) -> Int {
    max(1, Int(value.rounded()))
  }
}
