/**
 * Resolves in a task of its own, after what is queued now (the current task's microtasks included):
 * a long piece of work split there lets the browser answer input and paint in between. A message
 * port, not a timer: timers can be throttled in background tabs, or paused by a controlled clock.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
