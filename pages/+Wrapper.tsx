import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { AppProviders } from '../renderer/AppProviders.tsx'

export default function Wrapper({ children }: { children: ReactNode }) {
  const { locale, messages, renderedAt } = usePageContext()
  return (
    <AppProviders locale={locale} messages={messages} renderedAt={renderedAt}>
      {children}
    </AppProviders>
  )
}
