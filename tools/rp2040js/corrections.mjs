// Three corrections to rp2040js that the game's runs need, loaded before the
// runner (tools/rp2040.py runs `node --import corrections.mjs runner ...`).
// Each patches rp2040js's classes, shared by every instance, through the
// prototypes of a throw-away Simulator: the package exports no core class.
import { Simulator, USBCDC } from 'rp2040js';

const probe = new Simulator();
const core = Object.getPrototypeOf(probe.rp2040.core);
const clock = Object.getPrototypeOf(probe.clock);

// 1. SEVONPEND. CircuitPython sets SCB.SCR.SEVONPEND and idles with
// interrupts off: it checks for work, then WFE. On the chip an interrupt
// that becomes pending in between sets the event register, so the WFE returns
// at once, and one that becomes pending during the WFE wakes it, masked or
// not (ARMv6-M, B1.5.18). rp2040js ignores SEVONPEND: it wakes a sleeping
// core only for an interrupt it can take at once, and never with PRIMASK
// set. A timer alarm that fired between the check and the WFE left the
// emulated board asleep for good, its buttons dead.
const setInterrupt = core.setInterrupt;
core.setInterrupt = function raise(irq, value) {
  const newlyPending = value && !(this.pendingInterrupts & (1 << irq));
  setInterrupt.call(this, irq, value);
  if (newlyPending) {
    if (this.waiting) {
      this.waiting = false; // the event wakes the core and is consumed
    } else {
      this.eventRegistered = true;
    }
  }
};

// 2. --max-s bounds emulated time however the board spends it: the runner
// checks its bound every 20,000 steps, which a sleeping board (one step a
// timer alarm) may never reach within a step of the script.
const at = process.argv.indexOf('--max-s');
if (at > 0) {
  const seconds = parseFloat(process.argv[at + 1]);
  const limit = seconds * 1e9;
  const tick = clock.tick;
  clock.tick = function boundedTick(deltaNanos) {
    tick.call(this, deltaNanos);
    if (this.nanosCounter > limit) {
      throw new Error(`emulated time limit ${seconds} s reached`);
    }
  };
}

// 3. An idle USB host. rp2040js's CDC host answers every OUT transfer the
// board arms at once, with no bytes when it has nothing to send; the board
// arms the endpoint again, and the USB interrupt never rests, so the emulated
// core never sleeps (time.sleep and the game's frames ran at full load). A
// real host sends nothing until it has bytes, the endpoint staying armed.
// So an empty answer is held, and given with the next bytes sent.
const usb = Object.getPrototypeOf(probe.rp2040.usbCtrl);
const readDone = usb.endpointReadDone;
usb.endpointReadDone = function answer(endpoint, buffer, delay) {
  if (endpoint !== 0 && buffer.length === 0) {
    this.heldRead = endpoint;
    return;
  }
  readDone.call(this, endpoint, buffer, delay);
};
const sendByte = USBCDC.prototype.sendSerialByte;
USBCDC.prototype.sendSerialByte = function send(data) {
  sendByte.call(this, data);
  const endpoint = this.usb.heldRead;
  if (endpoint !== undefined) {
    this.usb.heldRead = undefined;
    this.usb.onEndpointRead(endpoint, 64); // a full-speed bulk packet, as the board arms it
  }
};
