import { useData } from 'vike-react/useData'
import { BlockTree } from '../../blocks/BlockTree.tsx'
import { LanguageNotice } from '../../layouts/LanguageNotice.tsx'
import type { Data } from './+data.ts'

export default function CmsPage() {
  const page = useData<Data>()
  return (
    <>
      {page.isFallback && <LanguageNotice />}
      <article key={page.canonicalPath} lang={page.isFallback ? page.contentLang : undefined}>
        <BlockTree tree={page.blocks} />
      </article>
    </>
  )
}
