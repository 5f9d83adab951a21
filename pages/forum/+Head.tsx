import { useData } from 'vike-react/useData'
import { JsonLd } from '../../renderer/json-ld.tsx'
import { PageLinks } from '../../layouts/PageLinks.tsx'
import type { Data } from './+data.ts'

/** Canonical (a thread's is in its own language), the thread's structured data; profiles are not for search engines. */
export default function Head() {
  const data = useData<Data>()
  return (
    <>
      <PageLinks canonicalPath={data.canonicalPath} languages={data.languages} />
      {data.kind === 'user' && <meta name="robots" content="noindex, follow" />}
      {data.kind === 'topic' && <JsonLd data={data.jsonLd} />}
    </>
  )
}
