/// `number` and `noun`, the noun in the plural unless the number is 1: `1 step`, `9 steps`, `0 events`.
func counted(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
}
