/**
 * The transfer link as QR modules. Its own module, so the QR encoder is
 * downloaded only when the 'Cihaz Aktar' dialog shows a link (a dynamic
 * import), never with the pages.
 */
import encodeQR from "qr";

/**
 * Medium error correction: a phone camera still reads the code on a scuffed
 * or glaring screen, and the ~100-character link stays a version 6 symbol
 * (41 modules) that a 200 px square draws at nearly 4 px a module.
 */
export function qrModules(link: string): boolean[][] {
  return encodeQR(link, "raw", { ecc: "medium", border: 4 });
}
