// Prints vitest's JSON report as one closing line: "tests: N passed, N failed, N skipped", and the
// test files that failed before any of their tests ran (an import error), which count no test.
import { readFileSync } from 'node:fs'

const file = process.argv[2]
try {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  const broken = (report.testResults ?? []).filter((file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0)
  const files = broken.length
    ? `; ${broken.length} test files failed to run: ${broken
        .slice(0, 5)
        .map((file) => file.name)
        .join(', ')}${broken.length > 5 ? ', …' : ''}`
    : ''
  console.log(`tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped${files}`)
  if (report.numTotalTests === 0) process.exitCode = 1
} catch (error) {
  console.error(`no test report at ${file}: ${error.message}`)
  process.exitCode = 1
}
