import { useData } from 'vike-react/useData'
import { PageLinks } from '../../layouts/PageLinks.tsx'
import { SiteStructuredData } from '../../layouts/SiteStructuredData.tsx'
import { extractLocale } from '../../content-rules/locales.ts'
import type { Data } from './+data.ts'

/**
 * Untranslated pages point search engines at their English original; translated ones at each
 * other. The home page describes the company and its site.
 */
export default function Head() {
  const { canonicalPath, languages } = useData<Data>()
  return (
    <>
      <PageLinks canonicalPath={canonicalPath} languages={languages} />
      {extractLocale(canonicalPath).pathname === '/' && <SiteStructuredData />}
    </>
  )
}
