// Prints vitest's JSON report as one closing line: "tests: N passed, N failed, N skipped".
import { readFileSync } from 'node:fs'

const file = process.argv[2]
try {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  console.log(`tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`)
  if (report.numTotalTests === 0) process.exitCode = 1
} catch (error) {
  console.error(`no test report at ${file}: ${error.message}`)
  process.exitCode = 1
}
