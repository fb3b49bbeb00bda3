/** http_ece (Mozilla's Encrypted Content-Encoding for HTTP, RFC 8188/8291) ships no types; the part tests use. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  const ece: {
    decrypt(
      buffer: Buffer,
      params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string; dh?: string },
    ): Buffer;
  };
  export default ece;
}
