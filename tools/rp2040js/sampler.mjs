// Timed samples of the emulated core's program counter, for the bench's
// --phases (bench/bench_rp2040.py): preloaded after corrections.mjs when
// CARTO_SAMPLES names a file stem, it notes (emulated ns, PC) every EVERY
// instructions and writes STEM.t (float64 ns) and STEM.pc (uint32) at exit.
import fs from 'fs';
import { Simulator } from 'rp2040js';

const EVERY = 997; // the runner's --profile samples as often
const stem = process.env.CARTO_SAMPLES;
if (stem) {
  const probe = new Simulator();
  const core = Object.getPrototypeOf(probe.rp2040.core);
  const execute = core.executeInstruction;
  let times = new Float64Array(1 << 20);
  let pcs = new Uint32Array(1 << 20);
  let count = 0;
  let step = 0;
  core.executeInstruction = function sampled() {
    if (++step === EVERY) {
      step = 0;
      if (count === times.length) { // grow by doubling
        const t = new Float64Array(2 * count);
        t.set(times);
        times = t;
        const p = new Uint32Array(2 * count);
        p.set(pcs);
        pcs = p;
      }
      times[count] = this.rp2040.clock.nanos;
      pcs[count] = this.PC;
      count += 1;
    }
    return execute.call(this);
  };
  process.on('exit', () => {
    fs.writeFileSync(stem + '.t', Buffer.from(times.buffer, 0, count * 8));
    fs.writeFileSync(stem + '.pc', Buffer.from(pcs.buffer, 0, count * 4));
  });
}
