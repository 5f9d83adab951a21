import { z } from 'zod'

/** WordPress's `{ rendered: "…" }` wrapper for title, excerpt and content. */
export const renderedSchema = z.object({ rendered: z.string() })
