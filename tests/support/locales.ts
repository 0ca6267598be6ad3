import en from "../../locales/en.json" with { type: "json" }
import { registerLocale } from "../../ui/src/i18n/i18n.js"

// The shop loads English on demand; tests render both languages synchronously.
registerLocale("en", en)
