/** The waiting room's address for a function, with the page to land on when the turn comes. */
export const queuePath = (idFuncion: number, nextUrl: string): string =>
  `/cola/${idFuncion}?nextUrl=${encodeURIComponent(nextUrl)}`

// Why the shopper is back in line (a turn that ran out, the server's refusal), for the waiting room
// to show once. The shop moves between its pages without a load, so a module keeps it across.
let pendingNotice: string | null = null

export const noteQueueReturn = (message: string): void => {
  pendingNotice = message
}

/** The reason waiting to be shown; it stays until `forgetQueueNotice` (a page rendered twice shows it twice). */
export const queueNotice = (): string | null => pendingNotice

export const forgetQueueNotice = (shown: string | null): void => {
  if (pendingNotice === shown) pendingNotice = null
}
