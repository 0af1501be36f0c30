//  GalleryWindow.swift

import AppShell
import DeclarativeViews
import GalleryData
import Localization
import ImmutableUI

/// The gallery window: the sections in a sidebar, the chosen section's widgets beside it, and a switch
/// in the header bar that shows them all disabled.
public enum GalleryWindow {
  // Named: the menu button of the buttons page and the dialogs page's context menu show them too.
  static let copy = "copy"
  static let paste = "paste"

  static var menu: Menu {
    Menu([
      MenuSection([MenuItem(tr("Copy"), action: Self.copy), MenuItem(tr("Paste"), action: Self.paste)]),
      MenuSection([MenuItem(tr("New Window"), action: "new-window"), MenuItem(tr("Inspector"), action: "inspector")]),
    ])
  }

  /// The window scene's body.
  public static func body(_ context: WindowContext<GalleryState, GalleryAction, Void>) -> View {
    let state = context.select(GallerySelections.state)
    let copy = context.action(tr("Copy"), name: Self.copy, shortcut: "<Control>c", send: .menuCommand("Copy"))
    let paste = context.action(tr("Paste"), name: Self.paste, shortcut: "<Control>v", send: .menuCommand("Paste"))
    return .window(title: tr("Widget Gallery"), width: 1000, height: 760, actions: [copy, paste]) {
      View.headerBar(title: tr("Widget Gallery"), subtitle: state.section.title) {
        View.label(tr("Disabled")).slot(.end)
        View.toggle(isOn: state.isDisabled, accessibleLabel: tr("Show disabled"), onToggle: context.send { .setDisabled($0) })
          .tooltip(tr("Show every widget of the page disabled")).align(vertical: .center).slot(.end).name("disabled")
        View.menuButton(icon: "open-menu-symbolic", accessibleLabel: tr("Main Menu"), menu: Self.menu).slot(.start)
      }
      View.paned(position: 230) {
        View.scrolled {
          View.list(
            ListItems(GallerySection.allCases, key: \.rawValue, row: { View.label($0.title, xalign: 0).margin(8) }),
            selection: state.section.rawValue,
            accessibleLabel: tr("Sections"),
            onSelect: .run { key in
              if let section = key.flatMap(GallerySection.init(rawValue:)) { context.dispatch(.selectSection(section)) }
            }
          ).name("sections")
        }.size(width: 200)
        View.scrolled {
          // Each section is a branch of `page`'s switch: its own widgets, none handed to the next section.
          View.vstack { Self.page(state.section, state: state, context: context) }
            .sensitive(!state.isDisabled)
            .margin(18)
            .name(state.section.rawValue)
        }
      }
    }
  }

  @ViewBuilder static func page(_ section: GallerySection, state: GalleryState, context: WindowContext<GalleryState, GalleryAction, Void>) -> [View] {
    switch section {
    case .buttons: ButtonsPage.body(state, context)
    case .text: TextPage.body(state, context)
    case .ranges: RangesPage.body(state, context)
    case .choices: ChoicesPage.body(state, context)
    case .pages: PagesPage.body(state, context)
    case .collections: CollectionsPage.body(context.select(GallerySelections.sortedStars), state, context)
    case .media: MediaPage.body(state, context)
    case .dialogs: DialogsPage.body(state, context)
    }
  }
}

extension View {
  /// A page's caption above a group of widgets.
  static func caption(_ text: String) -> View {
    View.label(text, xalign: 0).cssClasses(["heading"])
  }
}
