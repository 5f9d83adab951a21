import { Header, type HeaderSettings } from './Header.tsx'
import { DemoModal } from './DemoModal.tsx'

/** The header and the demo modal its menu opens: one island, hydrated when the visitor reaches for it. */
export function HeaderIsland({ settings }: { settings: HeaderSettings | null }) {
  return (
    <>
      <Header settings={settings} />
      <DemoModal />
    </>
  )
}
