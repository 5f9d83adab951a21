import { HONEYPOT_FIELD } from '../../../content-schemas/form-rules.ts'

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) and form-filling bots fill in: the server keeps nothing from a form that has it filled.
 */
export function Honeypot() {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label>
        Subject
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
