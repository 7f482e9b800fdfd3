"""The replay page of `scrollsim run --html`, read by an HTML5 parser (html5lib, which follows the WHATWG
tokenizer's script data states): no name or id in the data can change the page's structure. `<!--` followed
by `<script>` inside a script element puts a browser's parser in the "script data double escaped" state, in
which the data's `</script>` no longer ends the element and the page's own script is swallowed; Python's
html.parser does not implement those states, so it would not see the problem.

`make tooling-test` installs html5lib from PyPI when it is missing; without it, or without a built
scrollsim (SCROLLSIM, else .build/debug/scrollsim), these tests are skipped, saying so."""

import json
import os
import subprocess
import tempfile
import unittest

try:
    import html5lib
except ImportError:
    html5lib = None

HERE = os.path.dirname(os.path.abspath(__file__))
SCROLLSIM = os.environ.get("SCROLLSIM", os.path.join(HERE, "..", "..", ".build", "debug", "scrollsim"))

NAME = "ok<!--<script>"
VIEW = "v</script><!--<script>"
ITEM = "</script><!--<script>\u2028\u2029&amp;>"

# One row of 100 pt inserted at the top of a 300 × 400 view: it is displayed at once (a willDisplay event
# with its id, at 0 ms) and the expectation on it holds, so the run exits 0.
SCENARIO = """
name: {name}
tickHz: 60
views:
  - id: {view}
    viewport: [300, 400]
    layout: {{type: flow, itemSize: [300, 100]}}
    sections: [{{items: 2}}]
steps:
  - insertItems: {{view: {view}, at: [0, 0], items: [{{id: {item}, size: [300, 100]}}]}}
  - expectEvent: {{event: willDisplay, view: {view}, id: {item}, within: 0}}
"""


@unittest.skipIf(html5lib is None, "html5lib is missing (make tooling-test installs it)")
@unittest.skipUnless(os.access(SCROLLSIM, os.X_OK), "no scrollsim binary (swift build)")
class ReplayPageParseTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        scenario = os.path.join(cls.folder.name, "hostile.yaml")
        with open(scenario, "w", encoding="utf-8") as file:
            file.write(SCENARIO.format(name=json.dumps(NAME), view=json.dumps(VIEW), item=json.dumps(ITEM)))
        page = os.path.join(cls.folder.name, "replay.html")
        run = subprocess.run([SCROLLSIM, "run", scenario, "--html", page], capture_output=True, timeout=120)
        assert run.returncode == 0, run.stderr.decode("utf-8", "replace")
        with open(page, "rb") as file:
            cls.html = file.read()

    def scripts(self):
        parser = html5lib.HTMLParser(namespaceHTMLElements=False)
        document = parser.parse(self.html)
        return document.findall(".//script"), parser.errors

    def test_the_page_has_its_two_scripts_and_parses_cleanly(self):
        scripts, errors = self.scripts()
        self.assertEqual([(s.get("type"), s.get("id")) for s in scripts],
                         [("application/json", "replay-data"), (None, None)])
        self.assertEqual(errors, [])
        self.assertIn("JSON.parse", scripts[1].text)

    def test_the_data_round_trips(self):
        scripts, _ = self.scripts()
        data = json.loads(scripts[0].text)
        self.assertEqual(data["name"], NAME)
        self.assertEqual([view["id"] for view in data["views"]], [VIEW])
        events = [json.loads(event) if isinstance(event, str) else event for event in data["events"]]
        displayed = [event for event in events if event.get("event") == "willDisplay" and event.get("id") == ITEM]
        self.assertEqual(len(displayed), 1)

    def test_no_markup_character_is_left_in_the_data(self):
        scripts, _ = self.scripts()
        text = scripts[0].text
        for character in "<>&\u2028\u2029":
            self.assertNotIn(character, text)


if __name__ == "__main__":
    unittest.main()
