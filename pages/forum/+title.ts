import type { PageContext } from 'vike/types'
import type { Data } from './+data.ts'
import { pageTitle } from '../../renderer/page-title.ts'

export default (pageContext: PageContext<Data>) => {
  const { data } = pageContext
  const page = 'page' in data && data.page > 1 ? ` (${data.page})` : ''
  if (data.kind === 'user') return pageTitle(`${data.person.name}${page}`)
  return pageTitle(`${data.title}${page}`)
}
