/** The webinar a link preselects (`?webinar={slug}`), when the form offers it. */
export function preselectedWebinar(search: string, offered: { slug: string }[]): string | undefined {
  const slug = new URLSearchParams(search).get('webinar')
  return offered.find((webinar) => webinar.slug === slug)?.slug
}
