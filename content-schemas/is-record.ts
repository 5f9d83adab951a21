/** Whether JSON not yet checked by a schema is an object with fields (not null, not a list). */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
