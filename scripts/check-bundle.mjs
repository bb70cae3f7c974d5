// A build for users must not carry mock code or the service worker (decision 001).
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'

const dir = process.argv[2] ?? 'dist'
const forbidden = ['setupWorker', 'mockServiceWorker', '@msw/data', 'msw/browser', 'journal-export']
const problems = []
if (existsSync(join(dir, 'mockServiceWorker.js')))
  problems.push(`${dir}/mockServiceWorker.js exists`)
for (const file of readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(join(dir, 'assets', file), 'utf8')
  for (const word of forbidden) if (text.includes(word)) problems.push(`${file} contains ${word}`)
}
if (problems.length) {
  console.error(`The ${dir} bundle carries development or mock code:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(`${dir}: no mock or development code`)
