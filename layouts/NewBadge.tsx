import { useT } from '../renderer/useT.ts'

export function NewBadge() {
  return <span className="new-badge">{useT()('header.new')}</span>
}
