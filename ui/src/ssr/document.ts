import type { PageHead } from "./pageHeads.js"

// The HTML around a server-rendered page: index.html (the built shop's, with the tenant's script)
// with the page's head written in, and the page itself streamed into #root.

const ROOT = '<div id="root"></div>'

const escapeHtml = (text: string): string =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;")

/** JSON inside a script element: no text in it can close the script or open a comment. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replaceAll("<", "\\u003c")

export interface HeadFacts {
  readonly head: PageHead
  readonly title: string
  readonly locale: string
  readonly pageUrl: string
  /** Each offered language's address of this page (`?lang=`). */
  readonly alternates: ReadonlyArray<{ readonly locale: string; readonly url: string }>
  readonly siteName: string
}

const headTags = ({ head, title, locale, pageUrl, alternates, siteName }: HeadFacts): string =>
  [
    `<title>${escapeHtml(title)}</title>`,
    head.description === null ? "" : `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    ...alternates.map(
      (alternate) => `<link rel="alternate" hreflang="${alternate.locale}" href="${escapeHtml(alternate.url)}">`,
    ),
    `<meta property="og:type" content="${head.structuredData === null ? "website" : "article"}">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(head.subject)}">`,
    head.description === null ? "" : `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    `<meta property="og:locale" content="${locale}">`,
    head.image === null ? "" : `<meta property="og:image" content="${escapeHtml(head.image)}">`,
    head.structuredData === null
      ? ""
      : `<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`,
  ]
    .filter((tag) => tag !== "")
    .join("\n    ")

/**
 * The document before and after the page's HTML: index.html with this page's language and head;
 * after #root, what the page rendered with (`script#page`: main.tsx hydrates from it).
 */
export const documentAround = (
  template: string,
  facts: HeadFacts,
): { before: string; after: (rendered: unknown) => string } => {
  const at = template.indexOf(ROOT)
  if (at < 0) throw new Error(`index.html has no ${ROOT} to render the page into`)
  const before = template
    .slice(0, at)
    .replace(/<html lang="[^"]*">/u, () => `<html lang="${facts.locale}">`)
    .replace(/<title>[^<]*<\/title>/u, () => headTags(facts))
  const rest = template.slice(at + ROOT.length)
  return {
    before: `${before}<div id="root">`,
    after: (rendered) =>
      `</div>\n    <script type="application/json" id="page">${scriptJson(rendered)}</script>${rest}`,
  }
}
