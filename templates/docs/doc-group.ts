import type { z } from 'zod'
import type { docGroupSchema } from '../../content-schemas/doc.ts'

export type DocGroup = z.output<typeof docGroupSchema>
