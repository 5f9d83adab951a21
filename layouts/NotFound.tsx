import { Link } from '../renderer/Link.tsx'
import { useT } from '../renderer/useT.ts'

/** SPEC §2 404 page and §8 'This page could not be found'. */
export function NotFound() {
  const t = useT()
  return (
    <section className="error-page">
      <h1 className="error-page__code">{t('notFound.code')}</h1>
      <h2>{t('notFound.heading')}</h2>
      <p>{t('notFound.message')}</p>
      <p>
        <Link href="/">{t('notFound.home')}</Link>
      </p>
    </section>
  )
}
