extension SectionData {
    /// Every answer of `item` resolved by precedence into one set (its id is kept apart, in `ids`).
    /// - Complexity: O(1).
    func resolvedAnswers(at item: Int) -> ItemAnswers {
        ItemAnswers(
            size: answer(item) { $0.size }, inset: answer(item) { $0.inset },
            scale: answer(item) { $0.scale }, lineFraction: answer(item) { $0.lineFraction },
            aspectRatio: answer(item) { $0.aspectRatio }, canBeBig: answer(item) { $0.canBeBig },
            canDelete: answer(item) { $0.canDelete })
    }
}

extension CollectionData {
    /// Section `index` as an explicit list of resolved answers and a list of ids, so that items keep
    /// both when others are inserted or deleted around them.
    /// - Complexity: O(items in the section).
    private func materialized(section index: Int) -> (answers: [ItemAnswers], ids: [ItemID]) {
        let section = sections[index]
        let answers = (0..<section.itemCount).map(section.resolvedAnswers)
        let ids = (0..<section.itemCount).map { itemID(at: IndexPath(section: index, item: $0))! }
        return (answers, ids)
    }

    private mutating func replace(section index: Int, answers: [ItemAnswers], ids: [ItemID]) {
        var section = SectionData(listed: answers, answers: sections[index].answers)
        section.ids = ids
        sections[index] = section
    }

    /// Removes the items at `indexPaths`, which must exist and differ; the others keep their ids and answers.
    /// - Complexity: O(items in the sections touched).
    public mutating func deleteItems(_ indexPaths: [IndexPath]) {
        precondition(indexPaths.allSatisfy(contains), "deleted items exist")
        for section in Set(indexPaths.map(\.section)).sorted() {
            let (answers, ids) = materialized(section: section)
            let doomed = Set(indexPaths.filter { $0.section == section }.map(\.item))
            let kept = answers.indices.filter { !doomed.contains($0) }
            replace(section: section, answers: kept.map { answers[$0] }, ids: kept.map { ids[$0] })
        }
    }

    /// Inserts `items` before the item at `indexPath` (or at the section's end when its item equals the
    /// count). Each must carry an id that no other item has.
    /// - Complexity: O(items in the section).
    public mutating func insertItems(_ items: [ItemAnswers], at indexPath: IndexPath) {
        precondition(sections.indices.contains(indexPath.section), "the section exists")
        precondition((0...sections[indexPath.section].itemCount).contains(indexPath.item), "the position exists")
        precondition(items.allSatisfy { $0.id != nil }, "inserted items carry ids")
        var (answers, ids) = materialized(section: indexPath.section)
        answers.insert(
            contentsOf: items.map { item in
                var answer = item
                answer.id = nil
                return answer
            }, at: indexPath.item)
        ids.insert(contentsOf: items.map { .named($0.id!) }, at: indexPath.item)
        replace(section: indexPath.section, answers: answers, ids: ids)
    }

    /// Every item's id, as strings. - Complexity: O(n).
    public var allItemIDs: Set<String> {
        var ids = Set<String>()
        for (section, data) in sections.enumerated() {
            for item in 0..<data.itemCount {
                ids.insert(itemID(at: IndexPath(section: section, item: item))!.description)
            }
        }
        return ids
    }
}
