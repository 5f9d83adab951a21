import type { PageContext } from 'vike/types'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>) => {
  const { data } = pageContext
  if (data.kind === 'topic') return data.description
  if (data.kind === 'forum') return data.description || null
  return null
}
