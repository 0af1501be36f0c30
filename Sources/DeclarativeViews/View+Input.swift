//  View+Input.swift

extension View {
  /// A multi-line text editor that wraps words; the program's `text` never echoes back as `onChange`.
  public static func textView(
    text: String,
    accessibleLabel: String,
    isEditable: Bool = true,
    onChange: ValueHandler<String>
  ) -> View {
    View(
      .textView,
      properties: [.text: .string(text), .editable: .bool(isEditable), .accessibleLabel: .string(accessibleLabel)],
      handlers: [.textChanged: .text(onChange)]
    )
  }

  /// A number field with − and + buttons. GTK keeps the value within `range` and rounds it to `digits`.
  public static func spinButton(
    value: Double,
    in range: ClosedRange<Double>,
    step: Double = 1,
    digits: Int = 0,
    accessibleLabel: String,
    onChange: ValueHandler<Double>
  ) -> View {
    View(.spinButton, properties: Self.rangeProperties(value, range, step, digits, accessibleLabel), handlers: [.valueChanged: .double(onChange)])
  }

  /// A horizontal slider showing its value. GTK keeps the value within `range`.
  public static func scale(
    value: Double,
    in range: ClosedRange<Double>,
    step: Double = 1,
    digits: Int = 0,
    accessibleLabel: String,
    onChange: ValueHandler<Double>
  ) -> View {
    View(.scale, properties: Self.rangeProperties(value, range, step, digits, accessibleLabel), handlers: [.valueChanged: .double(onChange)])
  }

  /// A progress bar filled to `fraction` (0...1, clamped by GTK), with an optional text on it.
  public static func progressBar(fraction: Double, text: String? = nil, accessibleLabel: String) -> View {
    var properties: PropertyList = [.value: .double(fraction), .accessibleLabel: .string(accessibleLabel)]
    if let text { properties[.text] = .string(text) }
    return View(.progressBar, properties: properties)
  }

  /// A level bar (a meter) showing `value` within `range`.
  public static func levelBar(value: Double, in range: ClosedRange<Double> = 0 ... 1, accessibleLabel: String) -> View {
    View(
      .levelBar,
      properties: [
        .minimum: .double(range.lowerBound), .maximum: .double(range.upperBound),
        .value: .double(value), .accessibleLabel: .string(accessibleLabel),
      ]
    )
  }

  /// Mutually exclusive choices shown as radio buttons; `selected` nil shows none chosen.
  public static func radioGroup(
    _ choices: [String],
    selected: Int?,
    vertical: Bool = true,
    accessibleLabel: String,
    onSelect: ValueHandler<Int?>
  ) -> View {
    View(
      .radioGroup,
      properties: [
        .vertical: .bool(vertical), .choices: .strings(choices), .selectedIndex: .int(selected ?? -1),
        .accessibleLabel: .string(accessibleLabel),
      ],
      handlers: [.selectionChanged: .index(onSelect)]
    )
  }

  private static func rangeProperties(
    _ value: Double,
    _ range: ClosedRange<Double>,
    _ step: Double,
    _ digits: Int,
    _ accessibleLabel: String
  ) -> PropertyList {
    precondition(step > 0, "a range's step must be positive, not \(step)")
    precondition((0 ... 20).contains(digits), "a range shows 0 to 20 digits, not \(digits)")
    return [
      .minimum: .double(range.lowerBound), .maximum: .double(range.upperBound), .step: .double(step),
      .digits: .int(digits), .value: .double(value), .accessibleLabel: .string(accessibleLabel),
    ]
  }
}
