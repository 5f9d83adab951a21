import { useData } from 'vike-react/useData'
import { DocsIndexView } from '../../templates/docs/DocsIndexView.tsx'
import { DocView } from '../../templates/docs/DocView.tsx'
import { DocsSearchView } from '../../templates/docs/DocsSearchView.tsx'
import type { Data } from './+data.ts'

export default function DocsPage() {
  const data = useData<Data>()
  if (data.kind === 'index') return <DocsIndexView index={data} />
  if (data.kind === 'search') return <DocsSearchView search={data} />
  return <DocView doc={data} />
}
