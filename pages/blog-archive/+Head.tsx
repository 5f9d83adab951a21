import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { RssLink } from '../../templates/blog/RssLink.tsx'
import { PageLinks } from '../../layouts/PageLinks.tsx'
import type { Data } from './+data.ts'

export default function Head() {
  const data = useData<Data>()
  const { locale } = usePageContext()
  return (
    <>
      <PageLinks canonicalPath={data.canonicalPath} languages={data.languages} />
      {/* Search results are for visitors, not for search engines. */}
      {data.kind === 'search' && <meta name="robots" content="noindex, follow" />}
      <RssLink lang={locale} />
    </>
  )
}
