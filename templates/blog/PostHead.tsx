import { JsonLd } from '../../renderer/json-ld.tsx'
import { RssLink } from './RssLink.tsx'
import { PageLinks } from '../../layouts/PageLinks.tsx'
import type { PostData } from './load-post.ts'

/** SPEC §3: the post's SEO head: canonical, Open Graph, Twitter card, JSON-LD, and its AMP version. */
export function PostHead({ post }: { post: Pick<PostData, 'seo' | 'ampPath' | 'lang' | 'canonicalPath'> }) {
  const { seo } = post
  return (
    <>
      <PageLinks canonicalPath={post.canonicalPath} />
      <link rel="amphtml" href={post.ampPath} />
      <RssLink lang={post.lang} />
      {seo.openGraph.map(([property, content]) => (
        <meta key={`${property}:${content}`} property={property} content={content} />
      ))}
      {seo.twitter.map(([name, content]) => (
        <meta key={name} name={name} content={content} />
      ))}
      <JsonLd data={seo.jsonLd} />
    </>
  )
}
