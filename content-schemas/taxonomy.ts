import { z } from 'zod'

/** A category from `wp/v2/categories` (hierarchical: `parent` is 0 at the top). */
export const wpCategorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  parent: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
})

/** A tag from `wp/v2/tags`. */
export const wpTagSchema = wpCategorySchema.omit({ parent: true })

/** An author from `wp/v2/users` (WordPress lists only users with published posts). */
export const wpUserSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  avatar_urls: z.record(z.string(), z.string()),
})

export const wpCategoryListSchema = z.array(wpCategorySchema)
export const wpTagListSchema = z.array(wpTagSchema)
export const wpUserListSchema = z.array(wpUserSchema)
export type WpCategory = z.output<typeof wpCategorySchema>
export type WpTag = z.output<typeof wpTagSchema>
export type WpUser = z.output<typeof wpUserSchema>
