import { usePageContext } from 'vike-react/usePageContext'
import { NotFound } from '../../layouts/NotFound.tsx'
import { useT } from '../../renderer/useT.ts'

export default function ErrorPage() {
  const { is404, abortStatusCode, abortReason } = usePageContext()
  const t = useT()
  if (is404) return <NotFound />
  if (abortStatusCode === 401) {
    return (
      <section className="error-page">
        <h1 className="error-page__code">401</h1>
        <h2>{t('preview.refused.heading')}</h2>
        <p>{t('preview.refused.message', { reason: String(abortReason) })}</p>
      </section>
    )
  }
  return (
    <section className="error-page">
      <h1 className="error-page__code">{abortStatusCode ?? 500}</h1>
      <h2>{t('error.heading')}</h2>
      <p>{abortStatusCode === 503 ? t('error.unavailable') : t('error.message')}</p>
    </section>
  )
}
