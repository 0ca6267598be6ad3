import en from "../../locales/en.json" with { type: "json" }
import es from "../../locales/es.json" with { type: "json" }
import { registerLocale } from "../../ui/src/i18n/i18n.js"

// The shop loads a route group's texts with its chunk and English on demand; tests render any
// page in both languages synchronously, so they start with every text of both.
registerLocale("es", es)
registerLocale("en", en)
