// Adds texts to locales/es.json and locales/en.json in one step:
//   node scripts/merge-locales.mjs fragment.es.json fragment.en.json
// Each fragment is nested JSON like the locale files; existing keys are overwritten.
import { readFileSync, writeFileSync } from "node:fs"

const merge = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      target[key] = merge(typeof target[key] === "object" && target[key] !== null ? target[key] : {}, value)
    } else {
      target[key] = value
    }
  }
  return target
}

const [esFragment, enFragment] = process.argv.slice(2)
if (esFragment === undefined || enFragment === undefined) {
  console.error("usage: node scripts/merge-locales.mjs fragment.es.json fragment.en.json")
  process.exit(2)
}
for (const [locale, fragment] of [
  ["es", esFragment],
  ["en", enFragment],
]) {
  const path = `locales/${locale}.json`
  const merged = merge(JSON.parse(readFileSync(path, "utf8")), JSON.parse(readFileSync(fragment, "utf8")))
  writeFileSync(path, JSON.stringify(merged, null, 2) + "\n")
}
console.log("locales: merged")
