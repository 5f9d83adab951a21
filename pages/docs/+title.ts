import type { PageContext } from 'vike/types'
import type { Data } from './+data.ts'
import { pageTitle } from '../../renderer/page-title.ts'

export default (pageContext: PageContext<Data>) => {
  const { data } = pageContext
  return pageTitle(data.kind === 'doc' ? `${data.title} — ${data.product.title}` : data.title)
}
