import { useId } from 'react'
import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import type { SuccessStoriesAttrs } from './schema.ts'
import { BlockImage } from '../parts/BlockImage.tsx'
import { BlockSection } from '../parts/BlockSection.tsx'
import { CardGrid } from '../parts/CardGrid.tsx'

type Story = SuccessStoriesAttrs['stories'][number]

function StoryCard({ story, titleId }: { story: Story; titleId: string }) {
  const t = useT()
  return (
    <article className="success-stories__story" aria-labelledby={titleId}>
      {story.image && <BlockImage className="success-stories__image" image={story.image} />}
      <h3 id={titleId} className="success-stories__company">
        {story.company}
      </h3>
      <p className="success-stories__kind">{story.kind}</p>
      <p className="success-stories__summary">{story.summary}</p>
      {story.results.length > 0 && (
        <dl className="success-stories__results">
          {story.results.map((result, i) => (
            <div key={`${i}-${result.value}`} className="success-stories__result">
              <dt className="success-stories__result-label">{result.label}</dt>
              <dd className="success-stories__result-value">{result.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {story.quote && (
        <figure className="success-stories__quote">
          <blockquote>
            <p>{story.quote.text}</p>
          </blockquote>
          <figcaption>
            <cite className="success-stories__author">{story.quote.author}</cite>
            {story.quote.role && <span className="success-stories__role">{story.quote.role}</span>}
          </figcaption>
        </figure>
      )}
      {story.href && (
        // Every card's link reads the same; the company name tells them apart.
        <Link className="success-stories__link" href={story.href} aria-describedby={titleId}>
          {t('successStories.read')}
        </Link>
      )}
    </article>
  )
}

/** Customer stories as cards: who they are, what they did, the figures that changed, in their own words. */
export function SuccessStories({ attrs }: BlockProps<SuccessStoriesAttrs>) {
  const id = useId()
  return (
    <BlockSection block="success-stories" heading={attrs.heading} intro={attrs.intro}>
      <CardGrid className="success-stories__list" cardClassName="success-stories__item" items={attrs.stories} itemKey={(story, i) => `${i}-${story.company}`}>
        {(story, i) => <StoryCard story={story} titleId={`${id}-story-${i}`} />}
      </CardGrid>
    </BlockSection>
  )
}
