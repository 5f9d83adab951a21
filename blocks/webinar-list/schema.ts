import { z } from 'zod'
import { safeUrlSchema } from '../../content-schemas/safe-url.ts'

/** One webinar; the registration form offers the same list. */
export const webinarSchema = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,80}$/, 'a slug (a-z, 0-9, -)'),
  title: z.string().min(1),
  /** Start time with its offset, e.g. 2026-12-10T15:00:00+00:00. */
  startsAt: z.iso.datetime({ offset: true }),
  durationMinutes: z.number().int().min(10).max(480),
  host: z.string().min(1),
  summary: z.string().min(1),
  /** Past webinars link their recording instead of the registration. */
  recordingUrl: safeUrlSchema.optional(),
})

export const webinarListAttrs = z.object({
  heading: z.string().optional(),
  intro: z.string().optional(),
  webinars: z.array(webinarSchema).min(1).max(60),
  /** The page with the registration form (`?webinar={slug}` preselects the webinar). */
  registerHref: safeUrlSchema.default('/webinars/registration/'),
})

export type Webinar = z.output<typeof webinarSchema>
export type WebinarListAttrs = z.output<typeof webinarListAttrs>
