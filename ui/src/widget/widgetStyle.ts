/**
 * The widget's look, inside its shadow root: the host page's styles do not reach in, and these do not
 * leak out. Inherited text (font, colour) comes from the host; contrasts meet WCAG AA on white.
 */
export const WIDGET_STYLE = `
:host{display:block;max-width:40rem}
.card{border:1px solid #a1a1aa;border-radius:8px;padding:1rem 1.25rem;background:#fff;color:#18181b}
h2{font-size:1.25rem;margin:0 0 .25rem}h3{font-size:1rem;margin:1rem 0 .5rem}
.facts{margin:0;color:#3f3f46}
ul{list-style:none;margin:0;padding:0}
.sector{display:flex;flex-wrap:wrap;gap:.25rem .75rem;padding:.5rem 0;border-top:1px solid #e4e4e7}
.name{font-weight:600;flex:1 1 10rem}.price{font-weight:600}.small{font-size:.875rem;color:#3f3f46}
.sold-out{color:#b91c1c;font-weight:600}
button{font:inherit;cursor:pointer;border-radius:6px}
:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.buy{margin-top:1rem;padding:.6rem 1.2rem;border:0;background:#1d4ed8;color:#fff;font-weight:600}
.buy:disabled{background:#71717a;cursor:not-allowed}
dialog{width:min(64rem,100vw - 2rem);height:min(56rem,100vh - 2rem);padding:0;border:0;border-radius:8px;display:none;flex-direction:column}
dialog[open]{display:flex}
dialog::backdrop{background:#18181bb3}
.bar{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:.5rem 1rem;border-bottom:1px solid #e4e4e7}
.bar h2{font-size:1rem;margin:0}
.close{border:1px solid #71717a;background:#fff;color:#18181b;padding:.3rem .8rem}
iframe{flex:1;border:0;width:100%}
`
