import { useData } from 'vike-react/useData'
import { BlockTree } from '../../blocks/BlockTree.tsx'
import { useT } from '../../renderer/useT.ts'
import type { Data } from './+data.ts'

export default function CmsPage() {
  const page = useData<Data>()
  const t = useT()
  return (
    <>
      {page.isFallback && <p className="language-notice">{t('site.englishFallback')}</p>}
      <article key={page.canonicalPath} lang={page.isFallback ? page.contentLang : undefined}>
        <BlockTree tree={page.blocks} />
      </article>
    </>
  )
}
