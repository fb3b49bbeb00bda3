import { describe, expect, it } from 'vitest';
import { callChatSchema, signalFromClientSchema, sniffCallFile, VIDEO_CALL } from './video.ts';

describe('signalling frames', () => {
  it('accepts what a browser sends and nothing else', () => {
    expect(
      signalFromClientSchema.safeParse({ type: 'description', description: { type: 'answer', sdp: 'v=0' } }).success,
    ).toBe(true);
    expect(
      signalFromClientSchema.safeParse({
        type: 'candidate',
        candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.2 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
      }).success,
    ).toBe(true);
    for (const bad of [
      { type: 'welcome', role: 'doctor' },
      { type: 'description', description: { type: 'offer', sdp: 'x'.repeat(VIDEO_CALL.maxSdpChars + 1) } },
      { type: 'candidate', candidate: { candidate: 'x', sdpMLineIndex: -1 } },
      { type: 'connected', setupMs: 1.5 },
      { type: 'ping', extra: true },
      'ping',
      null,
    ]) {
      expect(signalFromClientSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('bounds chat lines and file announcements', () => {
    expect(callChatSchema.safeParse({ type: 'chat', id: 'a1', text: 'Namaste' }).success).toBe(true);
    expect(callChatSchema.safeParse({ type: 'chat', id: 'a1', text: '' }).success).toBe(false);
    expect(
      callChatSchema.safeParse({ type: 'file-start', id: 'f', name: 'cbc.pdf', size: VIDEO_CALL.maxFileBytes + 1 })
        .success,
    ).toBe(false);
  });
});

/** ASCII text as bytes (packages/shared has no DOM or Node types, so no TextEncoder). */
const ascii = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe('a shared file’s type, by its bytes', () => {
  it('knows PDF, PNG and JPEG and refuses anything else, whatever its name', () => {
    expect(sniffCallFile(ascii('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffCallFile(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffCallFile(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffCallFile(ascii('<svg onload=alert(1)>'))).toBeNull();
    expect(sniffCallFile(ascii('MZ\x90\x00'))).toBeNull();
    expect(sniffCallFile(new Uint8Array())).toBeNull();
  });
});
