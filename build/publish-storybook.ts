/**
 * `npm run chromatic`: publishes the built Storybook to Chromatic (hosted review and visual
 * history) when the project has a token. Without a token, or without a network path to Chromatic,
 * it says how to set one up and exits 0: the stories, their accessibility and their pictures are
 * checked locally by `npm test` in any case (docs/designers.md, Storybook).
 */
import { spawnSync } from 'node:child_process'

const STORYBOOK_DIR = 'dist/storybook'
const CHROMATIC_INDEX = 'https://index.chromatic.com'

const SETUP = `To publish the stories to Chromatic:
  1. sign in at https://www.chromatic.com/start and create a project for this repository;
  2. copy its project token (Manage > Configure) and set it where the command runs:
       CHROMATIC_PROJECT_TOKEN=chpt_… npm run chromatic
     (in CI, as a secret environment variable of the job).`

function run(command: string, args: string[]): number {
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1
}

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5000) })
    return true
  } catch {
    return false
  }
}

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(`Chromatic: no CHROMATIC_PROJECT_TOKEN is set, so nothing was published.\n${SETUP}`)
  process.exit(0)
}
if (!(await reachable(CHROMATIC_INDEX))) {
  console.log(`Chromatic: ${CHROMATIC_INDEX} cannot be reached from here (no network?), so nothing was published.\n${SETUP}`)
  process.exit(0)
}
// Built now, so that what is published is what the repository holds.
if (run('npm', ['run', 'build-storybook']) !== 0) process.exit(1)
// The token is read by the CLI from the environment; it never appears on a command line or in a log.
process.exit(run('npx', ['chromatic', '--storybook-build-dir', STORYBOOK_DIR]))
