/**
 * A controlled clock for a server under test, loaded with `node --import`: the process's Date runs
 * ahead by the milliseconds written in $TEST_CLOCK_FILE, read again on SIGUSR2 (then the process
 * prints "clock: +N ms", so that the test knows the shift has happened). Timers are not touched.
 */
import { readFileSync } from 'node:fs'

const RealDate = Date
const realNow = Date.now
let offset = 0

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(realNow() + offset)
    else super(...args)
  }

  static now() {
    return realNow() + offset
  }
}
globalThis.Date = ShiftedDate

process.on('SIGUSR2', () => {
  offset = Number(readFileSync(process.env.TEST_CLOCK_FILE, 'utf8')) || 0
  console.log(`clock: +${offset} ms`)
})
