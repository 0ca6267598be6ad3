import QRCode from "qrcode"

/** The QR code of a ticket as a PNG: exactly the ticket code, nothing else, so any reader at the door gets it. */
export const ticketQrPng = (code: string): Promise<Buffer> =>
  QRCode.toBuffer(code, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 8 })
