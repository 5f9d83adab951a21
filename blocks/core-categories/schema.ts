import { z } from 'zod'

/** WordPress's categories block (core/categories): how the blog's categories are listed. */
export const coreCategoriesAttrs = z.object({
  /** A select in WordPress (it needs JavaScript to go anywhere); here a list that folds open. */
  displayAsDropdown: z.boolean().default(false),
  showHierarchy: z.boolean().default(false),
  showPostCounts: z.boolean().default(false),
  showOnlyTopLevel: z.boolean().default(false),
})

export type CoreCategoriesAttrs = z.output<typeof coreCategoriesAttrs>
