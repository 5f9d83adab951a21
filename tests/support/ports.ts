import type { Server } from 'node:http'
import { createServer } from 'node:net'

/**
 * The one way tests get a port. `freePort` for a process a test starts (the site, WordPress, a
 * database), which must be told its port; `listening` for a server of the test's own process,
 * which takes whatever port the system gives it.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Starts `server` on a free loopback port: its port and origin (`http://127.0.0.1:{port}`). */
export async function listening(server: Server, port = 0): Promise<{ port: number; origin: string }> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('the server has no port')
  return { port: address.port, origin: `http://127.0.0.1:${address.port}` }
}
