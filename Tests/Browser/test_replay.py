"""The replay page of `scrollsim run --html`, in a real browser: Debian's chromium, headless, driven by
Selenium through chromium-driver. `make test` runs this when BROWSER_TESTS=1 (make deps then installs
chromium, chromium-driver and selenium) or when all three are already there; otherwise it says it skipped.

The expected positions come from the fixture's geometry (see replay-fixture.yaml), not from a run."""

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


class ReplayPageTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        cls.page = os.path.join(cls.folder.name, "replay.html")
        run = subprocess.run(
            [SCROLLSIM, "run", os.path.join(HERE, "replay-fixture.yaml"), "--html", cls.page],
            capture_output=True, text=True)
        assert run.returncode == 1, run.stderr  # the fixture's last step fails on purpose
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

    def assert_rows(self, rows):
        cells = self.driver.execute_script(CELLS)
        self.assertEqual([cell[0] for cell in cells], ["cell/0-%d" % row for row in rows])
        for (key, x, y, width, height), place in zip(cells, range(len(rows))):
            self.assertAlmostEqual(x, 0, delta=0.5, msg=key)
            self.assertAlmostEqual(y, place * ROW_PITCH, delta=0.5, msg=key)
            self.assertAlmostEqual(width, 300, delta=0.5, msg=key)
            self.assertAlmostEqual(height, 100, delta=0.5, msg=key)

    def highlighted(self):
        return self.driver.find_element(By.CSS_SELECTOR, "#events li.current").get_attribute("textContent")

    def test_the_first_tick_draws_the_rows_at_rest(self):
        self.assert_rows([0, 1, 2, 3])
        self.assertTrue(self.highlighted().endswith("willDisplay [0, 3]"), self.highlighted())

    def test_scrubbing_past_the_jump_draws_the_rows_scrolled_to(self):
        scrubber = self.driver.find_element(By.ID, "scrubber")
        scrubber.send_keys(Keys.HOME)
        scrubber.send_keys(*([Keys.ARROW_RIGHT] * 9))
        self.wait_for_tick(9)
        self.assert_rows([5, 6, 7, 8])
        self.assertEqual(self.highlighted(), "100 ms  list  willDisplay [0, 8]")
        scrubber.send_keys(*([Keys.ARROW_LEFT] * 4))
        self.wait_for_tick(5)
        self.assert_rows([0, 1, 2, 3])

    def test_clicking_an_event_jumps_to_its_tick_and_highlights_it(self):
        item = self.driver.find_element(By.XPATH, "//ol[@id='events']/li[contains(., 'willDisplay [0, 5]')]")
        item.click()
        self.wait_for_tick(6)
        self.assertEqual(self.highlighted(), "100 ms  list  willDisplay [0, 5]")
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


if __name__ == "__main__":
    unittest.main()
