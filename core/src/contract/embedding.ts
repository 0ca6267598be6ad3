/**
 * What the shop, framed in the embeddable widget's dialog (docs/widget.md), posts to the page that
 * embeds it when the shopper asks to leave with Escape: keys pressed in the frame never reach the
 * host page, so its <dialog> would not hear them. The widget closes the dialog on it, from the
 * shop's origin and frame only.
 */
export const CLOSE_EMBEDDED_SHOP = "boleteria:closeShop"
