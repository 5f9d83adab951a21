import { useData } from 'vike-react/useData'
import type { Data } from './+data.ts'

/** Untranslated pages point search engines at their English original. */
export default function Head() {
  const { canonicalPath } = useData<Data>()
  return <link rel="canonical" href={canonicalPath} />
}
