"""The replay page of `scrollsim run --html`, in a real browser: Debian's chromium, headless, driven by
Selenium through chromium-driver. `make test` runs this when BROWSER_TESTS=1 (make deps then installs
chromium, chromium-driver and selenium) or when all three are already there; otherwise it says it skipped.

The expected positions come from the fixtures' geometry (see replay-fixture.yaml and replay-stacking.yaml),
not from a run."""

import os
import subprocess
import tempfile
import unittest

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

HERE = os.path.dirname(os.path.abspath(__file__))
SCROLLSIM = os.environ.get("SCROLLSIM", os.path.join(HERE, "..", "..", ".build", "debug", "scrollsim"))
ROW_PITCH = 120  # rows of 100 pt, 20 pt apart
LAST_TICK = 12  # the failing expect at 200 ms, at 60 Hz

CELLS = """
  const viewport = document.querySelector('.viewport[data-view="list"]');
  const box = viewport.getBoundingClientRect();
  const scale = Number(viewport.dataset.scale);
  return [...viewport.querySelectorAll('.cell')].map((cell) => {
    const r = cell.getBoundingClientRect();
    return [cell.dataset.key, (r.left - box.left - viewport.clientLeft) / scale,
            (r.top - box.top - viewport.clientTop) / scale, r.width / scale, r.height / scale];
  }).sort((a, b) => a[2] - b[2]);
"""


class ReplayPageCase(unittest.TestCase):
    """A fixture's replay page in one headless chromium for the class; each test loads it afresh."""
    fixture = None
    status = 0  # what `scrollsim run` exits with on the fixture

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        cls.page = os.path.join(cls.folder.name, "replay.html")
        run = subprocess.run(
            [SCROLLSIM, "run", os.path.join(HERE, cls.fixture), "--html", cls.page],
            capture_output=True, text=True)
        assert run.returncode == cls.status, run.stderr
        options = webdriver.ChromeOptions()
        options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900"]:
            options.add_argument(argument)
        service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
        cls.driver = webdriver.Chrome(service=service, options=options)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.folder.cleanup()

    def setUp(self):
        self.driver.get("file://" + self.page)
        self.wait_for_tick(0)

    def tick(self):
        return int(self.driver.find_element(By.TAG_NAME, "body").get_attribute("data-tick"))

    def wait_for_tick(self, tick):
        WebDriverWait(self.driver, 10).until(lambda driver: self.tick() == tick)

    def seek(self, tick):
        """Scrubs to `tick` from the start, as a keyboard user would."""
        scrubber = self.driver.find_element(By.ID, "scrubber")
        scrubber.send_keys(Keys.HOME)
        scrubber.send_keys(*([Keys.ARROW_RIGHT] * tick))
        self.wait_for_tick(tick)

    def highlighted(self):
        return self.driver.find_element(By.CSS_SELECTOR, "#events li.current").get_attribute("textContent")


class ReplayPageTests(ReplayPageCase):
    fixture = "replay-fixture.yaml"
    status = 1  # the fixture's last step fails on purpose

    def assert_rows(self, rows):
        cells = self.driver.execute_script(CELLS)
        self.assertEqual([cell[0] for cell in cells], ["cell/0-%d" % row for row in rows])
        for (key, x, y, width, height), place in zip(cells, range(len(rows))):
            self.assertAlmostEqual(x, 0, delta=0.5, msg=key)
            self.assertAlmostEqual(y, place * ROW_PITCH, delta=0.5, msg=key)
            self.assertAlmostEqual(width, 300, delta=0.5, msg=key)
            self.assertAlmostEqual(height, 100, delta=0.5, msg=key)

    def test_the_first_tick_draws_the_rows_at_rest(self):
        self.assert_rows([0, 1, 2, 3])
        self.assertTrue(self.highlighted().endswith("willDisplay cell [0, 3]"), self.highlighted())

    def test_scrubbing_past_the_jump_draws_the_rows_scrolled_to(self):
        scrubber = self.driver.find_element(By.ID, "scrubber")
        scrubber.send_keys(Keys.HOME)
        scrubber.send_keys(*([Keys.ARROW_RIGHT] * 9))
        self.wait_for_tick(9)
        self.assert_rows([5, 6, 7, 8])
        self.assertEqual(self.highlighted(), "100 ms  list  willDisplay cell [0, 8]")
        scrubber.send_keys(*([Keys.ARROW_LEFT] * 4))
        self.wait_for_tick(5)
        self.assert_rows([0, 1, 2, 3])

    def test_clicking_an_event_jumps_to_its_tick_and_highlights_it(self):
        item = self.driver.find_element(By.XPATH, "//ol[@id='events']/li[contains(., 'willDisplay cell [0, 5]')]")
        item.click()
        self.wait_for_tick(6)
        self.assertEqual(self.highlighted(), "100 ms  list  willDisplay cell [0, 5]")
        self.assert_rows([5, 6, 7, 8])

    def test_the_failure_is_marked_on_the_timeline_and_in_the_log(self):
        mark = self.driver.find_element(By.CSS_SELECTOR, "#timeline .failure")
        self.assertEqual(mark.value_of_css_property("left"), self.driver.execute_script(
            "return getComputedStyle(document.getElementById('timeline')).width"))
        self.assertIn("expected contentOffset [0, 650]", mark.get_attribute("title"))
        failure = self.driver.find_element(By.CSS_SELECTOR, "#events li.failure")
        failure.click()
        self.wait_for_tick(LAST_TICK)
        self.assertIn("step 4 (expect)", self.highlighted())

    def test_playing_at_four_times_runs_to_the_end_and_stops(self):
        self.driver.find_element(By.CSS_SELECTOR, "#speed option[value='4']").click()
        self.driver.find_element(By.ID, "play").click()
        self.wait_for_tick(LAST_TICK)
        WebDriverWait(self.driver, 10).until(
            lambda driver: driver.find_element(By.ID, "play").text == "▶")
        self.assert_rows([5, 6, 7, 8])


# The key of the topmost element at a point of a view (pt from its viewport's top-left), as a click finds it.
TOP_AT = """
  const viewport = document.querySelector('.viewport[data-view="' + arguments[0] + '"]');
  const box = viewport.getBoundingClientRect(), scale = Number(viewport.dataset.scale);
  const hit = document.elementFromPoint(box.left + viewport.clientLeft + arguments[1] * scale,
                                        box.top + viewport.clientTop + arguments[2] * scale);
  return hit && hit.dataset.key;
"""

# How the views sit on the page: each one's scale and box, the stage's width, the timeline's bottom and the
# window's height (CSS px).
PLACEMENT = """
  const boxes = [...document.querySelectorAll('.viewport')].map((viewport) => {
    const r = viewport.getBoundingClientRect();
    return [Number(viewport.dataset.scale), r.left, r.right, r.bottom];
  });
  const stage = document.getElementById('stage').getBoundingClientRect();
  return [boxes, stage.left, stage.right, document.getElementById('timeline').getBoundingClientRect().bottom,
          window.innerHeight];
"""


class ReplayStackingTests(ReplayPageCase):
    """replay-stacking.yaml: a pinned header over the rows it shares a zIndex with, a carousel whose section
    is flung, a visible fraction in the log, and views scaled to the page."""
    fixture = "replay-stacking.yaml"

    def top_at(self, view, x, y):
        return self.driver.execute_script(TOP_AT, view, x, y)

    def test_a_pinned_header_stays_over_a_row_displayed_after_it(self):
        self.assertEqual(self.top_at("pinned", 150, 25), "header/0-0")
        self.assertEqual(self.top_at("pinned", 150, 100), "cell/0-0")
        self.seek(6)
        # Row 4 spans the viewport's -70...30 and entered the page after the header: the header, drawn
        # later in the canonical order at an equal zIndex, covers it.
        self.assertEqual(self.top_at("pinned", 150, 10), "header/0-0")
        self.assertEqual(self.top_at("pinned", 150, 40), "header/0-0")
        self.assertEqual(self.top_at("pinned", 150, 60), "cell/0-5")

    def test_the_log_names_the_kind_and_the_visible_fraction(self):
        lines = [item.get_attribute("textContent")
                 for item in self.driver.find_elements(By.CSS_SELECTOR, "#events li")]
        self.assertIn("0 ms  pinned  willDisplay header [0, 0]", lines)
        self.assertIn("0 ms  pinned  willDisplay cell [0, 2]", lines)
        self.assertIn("0 ms  shelf  visibilityChanged [0, 2] 26% visible", lines)

    def test_the_plot_draws_the_flung_section(self):
        # The section's offset and velocity along x: one series in each panel, each moving after 100 ms (a
        # line of more than two heights: not the flat line of a view that never moves).
        lines = self.driver.find_elements(By.CSS_SELECTOR, "#plot polyline[data-series='shelf section 0 x']")
        self.assertEqual(len(lines), 2)
        for line in lines:
            heights = {point.split(",")[1] for point in line.get_attribute("points").split()}
            self.assertGreater(len(heights), 2)
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "#plot polyline[data-series^='shelf x']"), [])

    def test_the_views_fill_the_page(self):
        # 1280 px wide: the stage is wider than tall enough, so the two views side by side (300 + 375 pt,
        # 16 px apart) span it, above the 1× they were capped at.
        boxes, left, right, timeline, height = self.driver.execute_script(PLACEMENT)
        self.assertEqual(len({box[0] for box in boxes}), 1)
        self.assertGreater(boxes[0][0], 1)
        self.assertAlmostEqual(boxes[0][1], left, delta=1)
        self.assertAlmostEqual(boxes[-1][2], right, delta=1)
        self.assertLessEqual(timeline, height)
        # 500 px tall: the height limits them; the views and the timeline under them fill the window.
        self.driver.set_window_size(1280, 500)
        try:
            WebDriverWait(self.driver, 10).until(
                lambda driver: driver.execute_script(PLACEMENT)[0][0][0] < boxes[0][0])
            boxes, left, right, timeline, height = self.driver.execute_script(PLACEMENT)
            self.assertLess(boxes[-1][2], right - 1)
            self.assertLessEqual(timeline, height)
            self.assertLess(height - timeline, 40)
        finally:
            self.driver.set_window_size(1280, 900)


# Every cell node of the list: key, y (pt from the viewport's top) and opacity.
CELL_ALPHAS = """
  const viewport = document.querySelector('.viewport[data-view="list"]');
  const box = viewport.getBoundingClientRect(), scale = Number(viewport.dataset.scale);
  return [...viewport.querySelectorAll('.cell')].map((cell) => [cell.dataset.key,
    (cell.getBoundingClientRect().top - box.top - viewport.clientTop) / scale,
    Number(getComputedStyle(cell).opacity)]).sort((a, b) => a[0] < b[0] ? -1 : 1);
"""


class ReplayCrossfadeTests(ReplayPageCase):
    """replay-crossfade.yaml: an animated batch deleting row 0 and reloading row 1, whose cells fade out
    while the reloaded item's new cell fades in where its old one is (positions and alphas derived in the
    fixture)."""
    fixture = "replay-crossfade.yaml"

    def assert_cells(self, expected):
        cells = self.driver.execute_script(CELL_ALPHAS)
        self.assertEqual([cell[0] for cell in cells], [cell[0] for cell in expected])
        for (key, y, alpha), (_, want_y, want_alpha) in zip(cells, expected):
            self.assertAlmostEqual(y, want_y, delta=0.5, msg=key)
            self.assertAlmostEqual(alpha, want_alpha, delta=0.001, msg=key)

    def test_the_reloaded_cell_crossfades_beside_the_deleted_one(self):
        self.seek(9)
        self.assert_cells([
            ("cell/0-0", 75, 0.25), ("cell/0-0~1", 0, 0.75), ("cell/0-0~2", 75, 0.75),
            ("cell/0-1", 175, 1), ("cell/0-2", 275, 1), ("cell/0-3", 375, 1)])
        # The new cell is drawn over the old one it replaces; the cells fading out have dashed borders.
        self.assertEqual(self.driver.execute_script(TOP_AT, "list", 150, 100), "cell/0-0")
        dashed = self.driver.find_elements(By.CSS_SELECTOR, ".cell.disappearing")
        self.assertEqual(sorted(node.get_attribute("data-key") for node in dashed), ["cell/0-0~1", "cell/0-0~2"])

    def test_the_fading_cells_end_without_taking_the_new_one(self):
        self.seek(18)
        self.assert_cells([("cell/0-0", 0, 1), ("cell/0-1", 100, 1), ("cell/0-2", 200, 1), ("cell/0-3", 300, 1)])
        # Back before the batch: the rows as they were, one node each.
        self.seek(5)
        self.assert_cells([("cell/0-0", 0, 1), ("cell/0-1", 100, 1), ("cell/0-2", 200, 1), ("cell/0-3", 300, 1)])


if __name__ == "__main__":
    unittest.main()
