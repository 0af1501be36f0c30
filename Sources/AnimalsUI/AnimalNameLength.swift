//  AnimalNameLength.swift

import AnimalsData
import GtkWidgets

/// The name field takes no more than a name may have (`AnimalName.maxLength`), so the limit shows as the
/// user types instead of as a refusal on Save: GTK's max-length, which the vocabulary does not have.
struct AnimalNameLength : GtkWidgetModifier {
  func apply(to widget: GtkWidgetPointer, previous: AnimalNameLength?, context: GtkWidgetContext<AnimalNameLength>) {
    GtkTextFields.setMaxLength(AnimalName.maxLength, of: widget)
  }
}
