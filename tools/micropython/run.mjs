// Run Python code under real MicroPython (the WebAssembly build from npm).
//
//   node tools/micropython/run.mjs [--heap BYTES] [--pystack WORDS]
//        [--dir PATH]... [--mem] (-c CODE | SCRIPT.py)...
//
// Each -c CODE or SCRIPT is one step: a separate top-level call, in one
// shared interpreter, with a gc.collect() between steps. This matters for
// memory: the WebAssembly port cannot scan its own stack for roots, so it
// never collects during a call; it grows the heap instead. Garbage made
// inside one step therefore stays until the step ends.
//
// Each --dir (e.g. "engine" or "lib/ui") is copied into the in-memory
// filesystem as /app/<last path part>; /app is first on sys.path, so
// "--dir engine" makes "import engine.grid" work.
// Python's stdout and stderr are forwarded unchanged. An uncaught exception
// prints its traceback on stderr and exits 1; SystemExit(n) exits n.
// --mem appends one line to stderr after the run:
//   mpyrun-mem: heap=H gc_total=T gc_used=U gc_free=F retained=R fits=yes|no
// T, U and F are micropython.mem_info()'s "GC: total/used/free" right after
// the run. The GC heap grows on demand past --heap, so the run fitted only
// when gc_total is still the initial heap: "fits=yes" means it fitted with
// collections only between steps; "fits=no" may come from the garbage of a
// single step, which a board would have collected. "retained" is gc.mem_alloc() after
// a gc.collect() at the end. gc.mem_free() is not reported: it adds the
// "max new split" allowance, which is about 1.3 GB in this build.

import fs from "node:fs";
import path from "node:path";

const USAGE =
  "usage: node run.mjs [--heap BYTES] [--pystack WORDS] [--dir PATH]... [--mem] " +
  "(-c CODE | SCRIPT)...";

function parseSize(text) {
  const match = /^(\d+)([kKmM]?)$/.exec(text);
  if (!match) {
    throw new Error("not a size: " + text);
  }
  const scale = { "": 1, k: 1024, K: 1024, m: 1048576, M: 1048576 }[match[2]];
  return parseInt(match[1], 10) * scale;
}

function parseArgs(argv) {
  const opts = { heap: 128 * 1024, pystack: 2048, dirs: [], mem: false, steps: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) {
        throw new Error(arg + " needs a value");
      }
      return argv[++i];
    };
    if (arg === "--heap") {
      opts.heap = parseSize(next());
    } else if (arg === "--pystack") {
      opts.pystack = parseSize(next());
    } else if (arg === "--dir") {
      opts.dirs.push(next());
    } else if (arg === "--mem") {
      opts.mem = true;
    } else if (arg === "-c") {
      opts.steps.push(next());
    } else if (arg === "-h" || arg === "--help") {
      console.log(USAGE);
      process.exit(0);
    } else if (!arg.startsWith("-")) {
      opts.steps.push(fs.readFileSync(arg, "utf8"));
    } else {
      throw new Error("unexpected argument: " + arg);
    }
  }
  if (opts.steps.length === 0) {
    throw new Error("no code given");
  }
  return opts;
}

// Collects the byte-at-a-time output of MicroPython and writes it in chunks.
class Sink {
  constructor(stream) {
    this.stream = stream;
    this.parts = [];
    this.capture = null;
  }
  write(bytes) {
    const text = Buffer.from(bytes).toString("latin1");
    if (this.capture !== null) {
      this.capture.push(text);
      return;
    }
    this.parts.push(text);
    if (text.indexOf("\n") >= 0 || this.parts.length > 4096) {
      this.flush();
    }
  }
  flush() {
    if (this.parts.length) {
      this.stream.write(Buffer.from(this.parts.join(""), "latin1"));
      this.parts = [];
    }
  }
}

function copyTree(mp, source, target) {
  mp.FS.mkdir(target);
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    if (entry.name === "__pycache__" || entry.name.endsWith(".pyc")) {
      continue;
    }
    const from = path.join(source, entry.name);
    const to = target + "/" + entry.name;
    if (entry.isDirectory()) {
      copyTree(mp, from, to);
    } else if (entry.isFile()) {
      mp.FS.writeFile(to, fs.readFileSync(from));
    }
  }
}

// Exit status for a PythonError thrown by runPython, printing what Python would.
function reportError(error, stderr) {
  if (error.type === "SystemExit") {
    const value = /SystemExit: ?(.*)\n?$/.exec(error.message);
    const detail = value ? value[1].trim() : "";
    if (detail === "" || detail === "None") {
      return 0;
    }
    if (/^-?\d+$/.test(detail)) {
      return parseInt(detail, 10) & 255;
    }
    stderr.write(Buffer.from(detail + "\n"));
    return 1;
  }
  stderr.write(Buffer.from(error.message));
  return 1;
}

function memoryLine(mp, out, heap) {
  out.flush();
  out.capture = [];
  mp.runPython("import micropython\nmicropython.mem_info()");
  const info = out.capture.join("");
  out.capture = [];
  mp.runPython("import gc\ngc.collect()\nprint(gc.mem_alloc())");
  const retained = parseInt(out.capture.join("").trim(), 10);
  out.capture = null;
  const gc = /GC: total: (\d+), used: (\d+), free: (\d+)/.exec(info);
  if (!gc) {
    return "mpyrun-mem: unreadable mem_info output: " + JSON.stringify(info) + "\n";
  }
  const total = parseInt(gc[1], 10);
  return (
    "mpyrun-mem: heap=" + heap + " gc_total=" + total + " gc_used=" + gc[2] + " gc_free=" + gc[3] +
    " retained=" + retained + " fits=" + (total <= heap ? "yes" : "no") + "\n"
  );
}

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error("run.mjs: " + error.message + "\n" + USAGE);
    return 2;
  }
  let loadMicroPython;
  try {
    ({ loadMicroPython } = await import("@micropython/micropython-webassembly-pyscript"));
  } catch (error) {
    console.error(
      "run.mjs: the MicroPython package is not installed; run `make test` or " +
        "`npm ci --prefix tools/micropython` first (" + error.message + ")"
    );
    return 2;
  }
  const out = new Sink(process.stdout);
  const err = new Sink(process.stderr);
  const mp = await loadMicroPython({
    heapsize: opts.heap,
    pystack: opts.pystack,
    linebuffer: false,
    stdout: (bytes) => out.write(bytes),
    stderr: (bytes) => err.write(bytes),
  });
  mp.FS.mkdir("/app");
  for (const dir of opts.dirs) {
    const source = path.resolve(dir);
    if (!fs.existsSync(source) || !fs.statSync(source).isDirectory()) {
      console.error("run.mjs: not a directory: " + dir);
      return 2;
    }
    copyTree(mp, source, "/app/" + path.basename(source));
  }
  mp.runPython("import sys\nsys.path.insert(0, '/app')");
  let status = 0;
  try {
    for (let i = 0; i < opts.steps.length; i++) {
      if (i > 0) {
        mp.runPython("__import__('gc').collect()");
      }
      mp.runPython(opts.steps[i]);
    }
  } catch (error) {
    if (error.name !== "PythonError") {
      throw error;
    }
    out.flush();
    status = reportError(error, process.stderr);
  }
  out.flush();
  err.flush();
  if (opts.mem) {
    process.stderr.write(memoryLine(mp, out, opts.heap));
  }
  return status;
}

process.exitCode = await main();
