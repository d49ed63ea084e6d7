// Memory benchmark runner for the engine under real MicroPython (WebAssembly).
//
//   node bench/mpy_memory.mjs HEAP_BYTES SEED PLAYERS CONTENT MODULE...
//        [--forget MODULE...] [--then MODULE...]
//
// The WebAssembly port cannot scan the wasm stack, so it never collects in
// the middle of a runPython() call: it grows the heap instead, and a
// gc.collect() inside Python is deferred to the top level. To measure what a
// device needs, each import and each bot decision is its own top-level call,
// with a collection after it. The heap fits when it never had to grow:
// micropython.mem_info()'s "GC: total", read after every call, never went
// past the initial heap.
// Modules after "--forget" are dropped (from sys.modules and the engine
// package) once the game is built, as a device's UI may do while a game is
// played; they must not come back during play. Modules after "--then" (the
// bot's search) are imported after that, as engine.selfplay does.
// Prints one JSON line: heap, gc_total, fits, code bytes, state bytes, bytes
// freed by forgetting, largest live+garbage within one step, decisions, the
// engine modules loaded at the end.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const ROOT = process.env.CARTO_ROOT || path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const require = createRequire(path.join(ROOT, "tools", "micropython", "package.json"));
const pkg = require.resolve("@micropython/micropython-webassembly-pyscript");
const { loadMicroPython } = await import(pkg);

// MODULES: the engine modules to import, dependencies first (bench_engine.py
// derives that order from the modules' own import lines).
const [heap, seed, players, content, ...args] = process.argv.slice(2);
const thenAt = args.indexOf("--then");
const names = thenAt < 0 ? args : args.slice(0, thenAt);
const later = thenAt < 0 ? [] : args.slice(thenAt + 1);
const cut = names.indexOf("--forget");
const modules = cut < 0 ? names : names.slice(0, cut);
const forget = cut < 0 ? [] : names.slice(cut + 1);
let captured = "";
const mp = await loadMicroPython({
  heapsize: parseInt(heap, 10),
  stdout: (line) => { captured += line + "\n"; },
  stderr: (line) => { process.stderr.write(line + "\n"); },
});

function copyTree(from, to) {
  mp.FS.mkdir(to);
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".py")) {
      mp.FS.writeFile(to + "/" + entry.name, fs.readFileSync(path.join(from, entry.name)));
    }
  }
}
mp.FS.mkdir("/app");
copyTree(path.join(ROOT, "engine"), "/app/engine");

// The largest "GC: total" seen: the split heap can grow within a call and
// give an emptied area back at the next collection, so it is read after
// every call, before collecting.
let maxTotal = 0;
function heapTotal() {
  const saved = captured;
  captured = "";
  mp.runPython("import micropython\nmicropython.mem_info()");
  const total = parseInt(/GC: total: (\d+)/.exec(captured)[1], 10);
  captured = saved;
  return total;
}
function run(code) {
  captured = "";
  mp.runPython(code);
  maxTotal = Math.max(maxTotal, heapTotal());
  mp.runPython("import gc\ngc.collect()");
  return captured.trim();
}
function alloc() {
  return parseInt(run("import gc\nprint(gc.mem_alloc())"), 10);
}

run("import sys\nsys.path.insert(0, '/app')\nimport gc");
const before = alloc();
// One module per top-level call, dependencies first: on a device the GC
// collects during imports; here it can only collect between calls. Leaves
// first is the conservative order (each compile happens with everything it
// needs already loaded).
for (const m of modules) {
  run("import engine." + m);
}
const code = alloc() - before;
run(`from engine.game import Game, OVER, preset\n` +
    `g = Game(**preset('${content}', ${parseInt(players, 10)}, ${parseInt(seed, 10)}))`);
const built = alloc();
const state = built - before - code;
for (const m of forget) {
  run(`import engine\nsys.modules.pop('engine.${m}', None)\n` +
      `if hasattr(engine, '${m}'):\n    delattr(engine, '${m}')`);
}
const forgotten = built - alloc();
const beforeSearch = alloc();
for (const m of later) {
  run("import engine." + m);
}
run("from engine import bot");
const searchCode = alloc() - beforeSearch;
let decisions = 0;
let stepPeak = 0;
while (run("print(g.kind != OVER)") === "True") {
  const out = run("g.act(bot.choose(g))\nprint(gc.mem_alloc())");
  stepPeak = Math.max(stepPeak, parseInt(out, 10));
  decisions += 1;
}
const total = maxTotal;
const result = run("print(' '.join(str(g.total(p)) for p in range(g.n)))");
const loaded = run("print(' '.join(sorted(m for m in sys.modules if m.startswith('engine.'))))");
console.log(JSON.stringify({
  heap: parseInt(heap, 10), gc_total: total, fits: total <= parseInt(heap, 10),
  code_bytes: code + searchCode, state_bytes: state, forgotten_bytes: forgotten,
  step_peak_alloc: stepPeak, decisions, totals: result, loaded: loaded.split(" "),
}));
