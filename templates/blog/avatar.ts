/** The avatar variant the blog shows, for commenters (SPEC §9: the 96 px one) and authors alike. */
export const AVATAR_SIZE = '96'

/** A person's avatar from WordPress's `avatar_urls` by size: the 96 px one, else the largest given. */
export function avatarUrl(urls: Record<string, string>): string {
  const largest = Object.entries(urls)
    .sort(([a], [b]) => Number(a) - Number(b))
    .at(-1)?.[1]
  return urls[AVATAR_SIZE] ?? largest ?? ''
}
