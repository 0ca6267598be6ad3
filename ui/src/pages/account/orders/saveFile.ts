import type { DownloadedFile } from "@boleteria/core"

/** Hands a downloaded file to the browser: saved under its name, or shown by the PDF viewer, as the browser prefers. */
export const saveFile = ({ bytes, fileName }: DownloadedFile): void => {
  // A copy: a Blob takes bytes over a plain ArrayBuffer, and the answer's type allows a shared one.
  const href = URL.createObjectURL(new Blob([bytes.slice()], { type: "application/pdf" }))
  const link = document.createElement("a")
  link.href = href
  link.download = fileName
  link.rel = "noopener"
  document.body.append(link)
  link.click()
  link.remove()
  // The browser reads the file after the click returns; a minute later nothing needs the address.
  setTimeout(() => URL.revokeObjectURL(href), 60_000)
}
