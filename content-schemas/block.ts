import { z } from 'zod'

/**
 * One block as @wordpress/block-serialization-default-parser returns it (and as WordPress's
 * parse_blocks() does). Custom blocks keep every attribute in the block comment, so `attrs` is whole.
 */
export const parsedBlockSchema = z.object({
  blockName: z.string().nullable(),
  // parse_blocks() in PHP emits empty attrs as [] — accept it and normalise to {}.
  attrs: z
    .union([z.record(z.string(), z.unknown()), z.array(z.never()).length(0), z.null()])
    .transform((value): Record<string, unknown> => (value && !Array.isArray(value) ? value : {})),
  get innerBlocks() {
    return z.array(parsedBlockSchema)
  },
  innerHTML: z.string(),
  innerContent: z.array(z.string().nullable()),
})

export type ParsedBlock = z.output<typeof parsedBlockSchema>
