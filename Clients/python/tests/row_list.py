"""The list the data-change tests work on, by hand: 375 x 100 rows in a 375 x 667 view, so rows 0...6 are
displayed (row 6 spans y 600...700); and the display and deletion events a client received."""

LIST = {
    "id": "list",
    "viewport": [375, 667],
    "layout": {"type": "flow", "itemSize": [375, 100], "minimumLineSpacing": 0},
    "sections": [{"items": 20}],
}


def display_events(client):
    """(event, indexPath, id) of each willDisplay, didEndDisplaying and deleted received so far."""
    client.sync()
    return [(event["event"], event.get("indexPath"), event.get("id")) for event in client.take_events()
            if event["event"] in ("willDisplay", "didEndDisplaying", "deleted")]
