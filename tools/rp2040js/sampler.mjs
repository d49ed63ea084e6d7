// Timed PC samples: every 251 instructions (emulated ns, PC) into SAMPLER_OUT at exit.
import { Simulator } from 'rp2040js';
import fs from 'fs';
const probe = new Simulator();
const core = Object.getPrototypeOf(probe.rp2040.core);
const exec = core.executeInstruction;
const out = process.env.SAMPLER_OUT;
let n = 0;
const cap = 40e6;
const times = new Float64Array(cap);
const pcs = new Uint32Array(cap);
let k = 0;
core.executeInstruction = function sampled() {
  if (++n % 251 === 0 && k < cap && this.rp2040 !== probe.rp2040) {
    times[k] = this.rp2040.clock.nanos;
    pcs[k] = this.PC;
    k++;
  }
  return exec.call(this);
};
process.on('exit', () => {
  if (!out) return;
  fs.writeFileSync(out + '.t', Buffer.from(times.buffer, 0, k * 8));
  fs.writeFileSync(out + '.pc', Buffer.from(pcs.buffer, 0, k * 4));
});
