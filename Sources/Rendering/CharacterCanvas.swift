/// A grid of characters that boxes and labels are drawn on, clipped to its edges.
struct CharacterCanvas {
    struct BoxStyle {
        var corner: Character
        var horizontal: Character
        var vertical: Character
    }

    let columns: Int
    let rows: Int
    private var cells: [[Character]]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// Draws a box whose corners are at the given cells, clearing its inside so it covers what is below.
    mutating func box(left: Int, top: Int, right: Int, bottom: Int, style: BoxStyle) {
        guard right >= 0, bottom >= 0, left < columns, top < rows else { return }
        for row in max(top, 0)...min(bottom, rows - 1) {
            for column in max(left, 0)...min(right, columns - 1) {
                let onVertical = column == left || column == right
                let onHorizontal = row == top || row == bottom
                let character: Character =
                    onVertical && onHorizontal
                    ? style.corner : onHorizontal ? style.horizontal : onVertical ? style.vertical : " "
                cells[row][column] = character
            }
        }
    }

    /// Writes `text` from (`column`, `row`) when the row lies above `below` and the text ends before the
    /// column `before`; otherwise writes nothing.
    mutating func write(_ text: String, column: Int, row: Int, before: Int, below: Int) {
        guard row < below, column + text.count <= before, row >= 0, row < rows else { return }
        for (offset, character) in text.enumerated() {
            let target = column + offset
            if target >= 0 && target < columns { cells[row][target] = character }
        }
    }

    /// The grid inside a frame that marks the viewport's edges.
    func framed() -> String {
        let edge = "." + String(repeating: "~", count: columns) + ".\n"
        var text = edge
        for row in cells { text += "|" + String(row) + "|\n" }
        return text + edge
    }
}
