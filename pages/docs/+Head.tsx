import { useData } from 'vike-react/useData'
import { JsonLd } from '../../renderer/json-ld.tsx'
import { PageLinks } from '../../layouts/PageLinks.tsx'
import type { Data } from './+data.ts'

/** Canonical (an untranslated doc points at its English original), structured data for articles. */
export default function Head() {
  const data = useData<Data>()
  return (
    <>
      <PageLinks canonicalPath={data.canonicalPath} languages={data.languages} />
      {/* Search results are for visitors, not for search engines. */}
      {data.kind === 'search' && <meta name="robots" content="noindex, follow" />}
      {data.kind === 'doc' && data.jsonLd.map((item) => <JsonLd key={String(item['@type'])} data={item} />)}
    </>
  )
}
