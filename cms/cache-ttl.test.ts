import { afterEach, describe, expect, it, vi } from 'vitest'

const ttlWith = async (value: string | undefined) => {
  vi.resetModules()
  vi.stubEnv('CMS_CACHE_SECONDS', value)
  return (await import('./cache-ttl.ts')).CMS_CACHE_TTL_MS
}

describe('CMS_CACHE_SECONDS', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('defaults to a minute and takes whole seconds', async () => {
    expect(await ttlWith(undefined)).toBe(60_000)
    expect(await ttlWith('5')).toBe(5_000)
  })

  it('refuses anything else, naming the value', async () => {
    for (const bad of ['0', '-3', '1.5', 'soon'])
      await expect(ttlWith(bad)).rejects.toThrow(`CMS_CACHE_SECONDS must be a whole number of seconds, at least 1; it is '${bad}'`)
  })
})
