/** Text set into HTML: the characters that could open markup or close an attribute become references. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** What the server's own pages (the identity provider's, the sandbox providers') share: a centred card. */
export const PLAIN_STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #71717a;border-radius:4px}
:focus-visible{outline:3px solid #2563eb;outline-offset:2px}.error{color:#b91c1c;font-weight:600}`

/** A whole page of the server's own: plain HTML, no script, nothing from other hosts. */
export const plainPage = (language: string, title: string, style: string, body: string): string => `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`
