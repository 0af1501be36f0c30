//  CategoryPane.swift

import AnimalsData
import DeclarativeViews
import Localization

/// The sidebar: "Categories", sorted by name, selectable.
enum CategoryPane {
  static func view(_ model: AnimalsWindowModel, actions: AnimalsActions) -> View {
    View.vstack(spacing: 0) {
      View.label(tr("Categories"), xalign: 0).cssClasses(["heading"]).margin(12)
      if model.categories.isEmpty && model.isLoadingCategories {
        View.spinner().size(width: 32, height: 32).align(horizontal: .center, vertical: .start).margin(12)
      } else {
        View.scrolled {
          View.list(
            ListItems(model.categories, key: \.categoryId) { category in
              AnimalsRowLabel.view(category.name)
            },
            selection: model.local.selectedCategoryId,
            accessibleLabel: tr("Categories"),
            onSelect: { actions.selectCategory($0) }
          )
          .name("categories-list")
          .cssClasses(["navigation-sidebar"])
        }
      }
    }
    .size(width: 180)
  }
}
