/** SPEC §8: any error → a message and a status code (its status, its response's status, or 500). */
export function normalizeError(error: unknown): { message: string; statusCode: number } {
  const record = (error && typeof error === 'object' ? error : {}) as {
    message?: unknown
    status?: unknown
    statusCode?: unknown
    response?: { status?: unknown }
  }
  const candidates = [record.status, record.statusCode, record.response?.status]
  const statusCode = candidates.find((s): s is number => typeof s === 'number' && s >= 400 && s <= 599) ?? 500
  const message = typeof record.message === 'string' && record.message ? record.message : String(error)
  return { message, statusCode }
}
