import { z } from 'zod'

/** The support forum's forums, live from the forum API (SPEC §2 `support/forum`, §7). */
export const forumListAttrs = z.object({
  heading: z.string().optional(),
  /** The path of a forum below /support/forum/ (`dokan`): its sub-forums; the top level when absent. */
  forum: z
    .string()
    .regex(/^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/)
    .optional(),
})

export type ForumListAttrs = z.output<typeof forumListAttrs>

/** A forum as the list shows it: counts include its sub-forums (bbPress's totals). */
export interface ForumSummary {
  id: number
  title: string
  description: string
  /** Locale-free: `/support/forum/dokan/`. */
  path: string
  topics: number
  replies: number
  /** GMT, null for a forum without topics. */
  lastActive: string | null
  children: { id: number; title: string; path: string }[]
}

export interface ForumListData {
  forums: ForumSummary[]
}
