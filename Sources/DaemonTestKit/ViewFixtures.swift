import WireFormat

/// The views the daemon's tests create, as request JSON.
public enum ViewFixtures {
    /// A list of 20 rows of 300×50 with no spacing in a 300×200 viewport: rows 0–3 are visible.
    public static var list: JSONValue {
        [
            "id": "list", "viewport": [300, 200],
            "layout": ["type": "flow", "itemSize": [300, 50], "minimumLineSpacing": 0], "sections": [["items": 20]],
        ]
    }

    /// A grid of 100 visible 30×20 cells out of 1,000: each `reload` ends and redisplays all 100 (200
    /// events).
    public static var grid: JSONValue {
        [
            "id": "grid", "viewport": [300, 200],
            "layout": ["type": "flow", "itemSize": [30, 20], "minimumLineSpacing": 0, "minimumInteritemSpacing": 0],
            "sections": [["items": 1000]],
        ]
    }
}
