import { plainText } from '../../content-rules/plain-text.ts'

/** SPEC §9: reading time is the word count divided by 120, rounded up, in minutes. */
export const WORDS_PER_MINUTE = 120

export function readingMinutes(html: string): number {
  const words = plainText(html).split(/\s+/).filter(Boolean).length
  return Math.ceil(words / WORDS_PER_MINUTE)
}
