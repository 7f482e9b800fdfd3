"use strict";
const data = JSON.parse(document.getElementById("replay-data").textContent);
const $ = (id) => document.getElementById(id);
const CHECKPOINT = 32;
const palette = ["#2563eb", "#dc2626", "#059669", "#7c3aed", "#d97706", "#0891b2"];
let tick = -1, playing = false, speed = 1, clockMs = 0, lastFrame = 0;

// The last index of rows whose row[0] (a tick) is at most t; -1 when none is.
function lastAtOrBefore(rows, t) {
  let low = 0, high = rows.length - 1, found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (rows[mid][0] <= t) { found = mid; low = mid + 1; } else { high = mid - 1; }
  }
  return found;
}

function applyChange(state, change) {
  for (const element of change[1]) state.set(element[0], element);
  for (const key of change[2]) state.delete(key);
}

// Each view: its box, its elements' nodes, and checkpoints of the drawn set.
const views = data.views.map((view) => {
  const figure = document.createElement("figure");
  const caption = document.createElement("figcaption");
  caption.textContent = view.id;
  const viewport = document.createElement("div");
  viewport.className = "viewport";
  viewport.dataset.view = view.id;
  const content = document.createElement("div");
  content.className = "content";
  content.style.width = view.viewport[0] + "px";
  content.style.height = view.viewport[1] + "px";
  viewport.appendChild(content);
  figure.append(caption, viewport);
  $("stage").appendChild(figure);
  const checkpoints = [];
  const state = new Map();
  view.changes.forEach((change, index) => {
    applyChange(state, change);
    if (index % CHECKPOINT === CHECKPOINT - 1) checkpoints.push(new Map(state));
  });
  return { view, viewport, content, nodes: new Map(), checkpoints, state: new Map(), at: -1 };
});

// One scale for every view, the largest at which they fill the page: side by side as wide as the stage,
// and as tall as the window leaves below the stage's top once the controls, the timeline and the captions
// have their room (at least 120 px); the event log as tall as the views. Called again when the window is
// resized.
function fit() {
  const stage = $("stage");
  const gaps = 16 * (views.length - 1) + 2 * views.length;
  const width = views.reduce((sum, entry) => sum + entry.view.viewport[0], 0);
  const height = Math.max(...views.map((entry) => entry.view.viewport[1]));
  const caption = views.length ? views[0].viewport.previousElementSibling.offsetHeight + 4 : 0;
  const below = $("controls").offsetHeight + $("timeline").offsetHeight + 40;
  const room = Math.max(120, window.innerHeight - stage.getBoundingClientRect().top - caption - below - 2);
  const across = (stage.clientWidth - gaps) / Math.max(width, 1), down = room / Math.max(height, 1);
  const scale = Math.max(0.01, Math.min(across, down));
  $("log").style.maxHeight = Math.max(200, height * scale + caption) + "px";
  for (const entry of views) {
    entry.viewport.dataset.scale = String(scale);
    entry.viewport.style.width = entry.view.viewport[0] * scale + "px";
    entry.viewport.style.height = entry.view.viewport[1] * scale + "px";
    entry.content.style.transform = "scale(" + scale + ")";
  }
}

// The drawn set after change `index` (-1: before any), from the nearest checkpoint or the current one.
function stateAt(entry, index) {
  if (index < entry.at) {
    const checkpoint = Math.floor((index + 1) / CHECKPOINT) - 1;
    entry.state = checkpoint >= 0 ? new Map(entry.checkpoints[checkpoint]) : new Map();
    entry.at = checkpoint >= 0 ? (checkpoint + 1) * CHECKPOINT - 1 : -1;
  }
  while (entry.at < index) applyChange(entry.state, entry.view.changes[++entry.at]);
  return entry.state;
}

function colour(label) {
  const parts = label.split(" ").pop().split("-").map(Number);
  const hue = (parts[0] * 67 + parts[1] * 37) % 360;
  return "hsl(" + hue + ", 70%, 85%)";
}

// An element's place in the protocol's canonical order, read once from its key (`KIND/SECTION-ITEM`, with
// `~N` for the Nth element an animated data change fades out at that index path) and its row's category
// when its node is made: [category, kind, section, item, fading]. Each node keeps it as `node.place`, and
// its element's zIndex as `node.z` (and `data-z`).
function canonicalPlace(key, element) {
  const slash = key.lastIndexOf("/"), tilde = key.indexOf("~", slash);
  const path = key.slice(slash + 1, tilde < 0 ? undefined : tilde).split("-").map(Number);
  return [element[10], key.slice(0, slash), path[0], path[1], tilde < 0 ? 0 : Number(key.slice(tilde + 1))];
}

// The stacking order of two nodes, bottom first: by zIndex; equal zIndexes in the canonical order, the
// later on top: cells, then supplementary views, then decorations, then by kind, then index path; an element
// fading out under the one now at its index path (a reload's old cell under its new one).
function stackOrder(a, b) {
  if (a.z !== b.z) return a.z - b.z;
  const [categoryA, kindA, sectionA, itemA, fadingA] = a.place;
  const [categoryB, kindB, sectionB, itemB, fadingB] = b.place;
  if (categoryA !== categoryB) return categoryA - categoryB;
  if (kindA !== kindB) return kindA < kindB ? -1 : 1;
  return sectionA - sectionB || itemA - itemB || fadingB - fadingA;
}

// Each node's CSS z-index is its rank in `stackOrder`, not its element's zIndex, so that the order does
// not depend on when the node entered the page. Re-ranked (O(k log k)) only when an element entered or
// its zIndex changed.
function restack(entry) {
  [...entry.nodes.values()].sort(stackOrder).forEach((node, rank) => { node.style.zIndex = String(rank); });
}

function drawView(entry, t) {
  const motion = entry.view.motions[lastAtOrBefore(entry.view.motions, t)] || [0, 0, 0, 0, 0];
  const state = stateAt(entry, lastAtOrBefore(entry.view.changes, t));
  let stacking = false;
  for (const [key, node] of entry.nodes) {
    if (!state.has(key)) { node.remove(); entry.nodes.delete(key); }
  }
  for (const [key, element] of state) {
    let node = entry.nodes.get(key);
    if (!node) {
      node = document.createElement("div");
      node.place = canonicalPlace(key, element);
      node.className = key.startsWith("cell/") ? "cell" : "cell supplementary";
      if (node.place[4]) node.classList.add("disappearing");
      node.dataset.key = key;
      node.textContent = element[1];
      if (key.startsWith("cell/")) node.style.background = colour(element[1]);
      entry.content.appendChild(node);
      entry.nodes.set(key, node);
    }
    node.style.left = element[2] - (element[9] & 1 ? 0 : motion[1]) + "px";
    node.style.top = element[3] - (element[9] & 2 ? 0 : motion[2]) + "px";
    node.style.width = element[4] + "px";
    node.style.height = element[5] + "px";
    if (node.z !== element[6]) { node.z = element[6]; node.dataset.z = String(element[6]); stacking = true; }
    node.style.opacity = String(element[7]);
    node.style.transform = element[8] ? "matrix3d(" + element[8].join(",") + ")" : "";
  }
  if (stacking) restack(entry);
}

// What a log line says of an event after its name: the element's kind, its index path (or how many), the
// orthogonal section and the visible fraction (as a percentage) where the event has them.
function details(event) {
  let what = event.kind ? " " + event.kind : "";
  if (event.indexPath) what += " [" + event.indexPath.join(", ") + "]";
  else if (event.indexPaths) what += " " + event.indexPaths.length + " items";
  if (typeof event.section === "number") what += " section " + event.section;
  if (typeof event.fraction === "number") what += " " + Math.round(event.fraction * 1000) / 10 + "% visible";
  return what;
}

// The event log, one line per event and one for the failed expectation, each knowing its tick.
const logItems = data.events.map((event) => {
  const item = document.createElement("li");
  item.textContent = event.t + " ms  " + event.view + "  " + event.event + details(event);
  item.title = JSON.stringify(event);
  item.dataset.tick = String(event.tick);
  item.dataset.seq = String(event.seq);
  return item;
});
if (data.failure) {
  const item = document.createElement("li");
  item.className = "failure";
  item.textContent = "✗ " + data.failure.message;
  item.title = data.failure.message;
  item.dataset.tick = String(data.failure.tick);
  const index = logItems.findIndex((other) => Number(other.dataset.tick) > data.failure.tick);
  logItems.splice(index < 0 ? logItems.length : index, 0, item);
}
$("events").append(...logItems);
let current = null;

// Greys the events after tick t and highlights `chosen`, else the last event at or before t. The log
// is in tick order: only the items between the old and the new boundary change class.
let boundary = -1;
logItems.forEach((item) => item.classList.add("future"));
function highlight(t, chosen) {
  let low = 0, high = logItems.length - 1, last = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (Number(logItems[mid].dataset.tick) <= t) { last = mid; low = mid + 1; } else { high = mid - 1; }
  }
  for (let index = Math.min(boundary, last) + 1; index <= Math.max(boundary, last); index++) {
    logItems[index].classList.toggle("future", index > last);
  }
  boundary = last;
  const next = chosen || (last >= 0 ? logItems[last] : null);
  if (next === current) return;
  if (current) current.classList.remove("current");
  current = next;
  if (current) {
    current.classList.add("current");
    const log = $("log");
    const top = current.offsetTop, bottom = top + current.offsetHeight;
    if (top < log.scrollTop) log.scrollTop = top;
    else if (bottom > log.scrollTop + log.clientHeight) log.scrollTop = bottom - log.clientHeight;
  }
}

// The timeline: a mark per tick with events, the failure in red, and the cursor.
const timeline = $("timeline");
const lastTick = Math.max(data.lastTick, 1);
const position = (t) => (100 * t / lastTick) + "%";
for (const t of new Set(data.events.map((event) => event.tick))) {
  const mark = document.createElement("div");
  mark.className = "mark";
  mark.style.left = position(t);
  timeline.appendChild(mark);
}
if (data.failure) {
  const mark = document.createElement("div");
  mark.className = "failure";
  mark.style.left = position(data.failure.tick);
  mark.title = data.failure.message;
  timeline.appendChild(mark);
}
const cursor = document.createElement("div");
cursor.className = "cursor";
timeline.appendChild(cursor);

// The plot: each view's and each of its orthogonal sections' moving axes, offset above and velocity
// below, time along x.
const svgNS = "http://www.w3.org/2000/svg";
let plotCursor = null;
function drawPlot() {
  const svg = $("plot");
  const width = Math.max(svg.clientWidth, 300), height = 260, left = 60, right = 10;
  svg.setAttribute("viewBox", "0 0 " + width + " " + height);
  svg.setAttribute("preserveAspectRatio", "xMinYMin meet");
  svg.replaceChildren();
  const panels = [{ top: 14, label: "offset (pt)", column: 1 }, { top: 144, label: "velocity (pt/s)", column: 3 }];
  const x = (t) => left + (width - left - right) * t / lastTick;
  let series = 0;
  for (const panel of panels) {
    const lines = [];
    const tracks = data.views.flatMap((view) => [{ name: view.id, rows: view.motions }].concat(
      view.sections.map((section) => ({ name: view.id + " section " + section.section, rows: section.motions }))));
    for (const track of tracks) {
      for (const axis of [0, 1]) {
        const values = track.rows.map((row) => row[panel.column + axis]);
        if (values.length && values.some((v) => v !== values[0] || v !== 0))
          lines.push({ name: track.name + (axis ? " y" : " x"), rows: track.rows, column: panel.column + axis });
      }
    }
    const all = lines.flatMap((line) => line.rows.map((row) => row[line.column]));
    const low = Math.min(0, ...all), high = Math.max(1, ...all), span = high - low || 1;
    const y = (v) => panel.top + 100 - 100 * (v - low) / span;
    const text = (tx, ty, content, anchor) => {
      const node = document.createElementNS(svgNS, "text");
      node.setAttribute("x", tx); node.setAttribute("y", ty);
      if (anchor) node.setAttribute("text-anchor", anchor);
      node.textContent = content;
      svg.appendChild(node);
    };
    text(left, panel.top - 2, panel.label);
    text(left - 4, y(high) + 4, String(Math.round(high)), "end");
    text(left - 4, y(low) + 4, String(Math.round(low)), "end");
    const axis = document.createElementNS(svgNS, "rect");
    axis.setAttribute("x", left); axis.setAttribute("y", panel.top);
    axis.setAttribute("width", width - left - right); axis.setAttribute("height", 100);
    axis.setAttribute("fill", "none"); axis.setAttribute("stroke", "#d1d5db");
    svg.appendChild(axis);
    lines.forEach((line, index) => {
      const points = [];
      line.rows.forEach((row, i) => {
        if (i > 0) points.push(x(row[0]) + "," + y(line.rows[i - 1][line.column]));
        points.push(x(row[0]) + "," + y(row[line.column]));
      });
      const last = line.rows[line.rows.length - 1];
      points.push(x(lastTick) + "," + y(last[line.column]));
      const path = document.createElementNS(svgNS, "polyline");
      path.setAttribute("points", points.join(" "));
      path.setAttribute("fill", "none");
      path.setAttribute("stroke", palette[(series + index) % palette.length]);
      path.setAttribute("stroke-width", "1.5");
      path.dataset.series = line.name;
      svg.appendChild(path);
      text(width - right - 4, panel.top + 12 + 12 * index, line.name, "end");
    });
    series += lines.length;
  }
  plotCursor = document.createElementNS(svgNS, "line");
  plotCursor.setAttribute("y1", 0); plotCursor.setAttribute("y2", height);
  plotCursor.setAttribute("stroke", "#2563eb");
  plotCursor.dataset.left = left; plotCursor.dataset.width = width - left - right;
  svg.appendChild(plotCursor);
  moveCursors(Math.max(tick, 0));
}

function moveCursors(t) {
  cursor.style.left = position(t);
  if (plotCursor) {
    const px = Number(plotCursor.dataset.left) + Number(plotCursor.dataset.width) * t / lastTick;
    plotCursor.setAttribute("x1", px); plotCursor.setAttribute("x2", px);
  }
}

function seek(t, chosen) {
  t = Math.max(0, Math.min(data.lastTick, Math.round(t)));
  if (t === tick) return chosen && highlight(t, chosen);
  tick = t;
  for (const entry of views) drawView(entry, t);
  highlight(t, chosen);
  moveCursors(t);
  $("scrubber").value = String(t);
  const ms = t * 1000 / data.tickHz;
  $("clock").textContent = "tick " + t + " / " + data.lastTick + " · " + ms.toFixed(1) + " ms";
  document.body.dataset.tick = String(t);
}

function setPlaying(on) {
  playing = on;
  $("play").textContent = on ? "❚❚" : "▶";
  if (!on) return;
  if (tick >= data.lastTick) seek(0);
  clockMs = tick * 1000 / data.tickHz;
  lastFrame = performance.now();
  requestAnimationFrame(frame);
}

function frame(now) {
  if (!playing) return;
  clockMs += (now - lastFrame) * speed;
  lastFrame = now;
  seek(Math.floor(clockMs * data.tickHz / 1000));
  if (tick >= data.lastTick) setPlaying(false); else requestAnimationFrame(frame);
}

$("title").textContent = data.name;
$("scrubber").max = String(data.lastTick);
$("scrubber").addEventListener("input", (event) => { setPlaying(false); seek(Number(event.target.value)); });
$("play").addEventListener("click", () => setPlaying(!playing));
$("speed").addEventListener("change", (event) => { speed = Number(event.target.value); });
$("events").addEventListener("click", (event) => {
  const item = event.target.closest("li");
  if (item) { setPlaying(false); seek(Number(item.dataset.tick), item); }
});
timeline.addEventListener("click", (event) => {
  const box = timeline.getBoundingClientRect();
  setPlaying(false);
  seek(lastTick * (event.clientX - box.left) / box.width);
});
document.addEventListener("keydown", (event) => {
  if (event.target.tagName === "SELECT" || event.target.tagName === "INPUT") return;
  if (event.key === " ") { event.preventDefault(); setPlaying(!playing); }
  else if (event.key === "ArrowRight") { setPlaying(false); seek(tick + (event.shiftKey ? 10 : 1)); }
  else if (event.key === "ArrowLeft") { setPlaying(false); seek(tick - (event.shiftKey ? 10 : 1)); }
});
window.addEventListener("resize", () => { fit(); drawPlot(); });
fit();
const start = /tick=(\d+)/.exec(location.hash);
seek(start ? Number(start[1]) : 0);
drawPlot();
