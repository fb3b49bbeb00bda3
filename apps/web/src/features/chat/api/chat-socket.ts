import type { ChatClientFrame, ChatServerFrame } from '@aushadh/shared/chat/schemas.ts';
import { useEffect, useMemo, useRef, useState } from 'react';

export type ChatSocketStatus = 'connecting' | 'open' | 'closed';

export interface ChatConnection {
  status: ChatSocketStatus;
  /** Sends at once when connected; a message frame waits for the reconnect otherwise (stored once by client id). */
  send(frame: ChatClientFrame): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (frame: ChatServerFrame) => void): () => void;
  /** Messages read over HTTP (a history page) count as seen: a reconnect asks only for newer ones. */
  markSeen(id: number): void;
}

const BACKOFF_MS = [500, 1000, 2000, 5000, 10_000];

/**
 * The page's one chat socket: reconnects with backoff and, each time it opens, asks for every message newer than
 * the last one it saw (catch-up by id), so nothing said while it was away is lost.
 */
export function useChatConnection(): ChatConnection {
  const [status, setStatus] = useState<ChatSocketStatus>('connecting');
  const listeners = useRef(new Set<(frame: ChatServerFrame) => void>());
  const socketRef = useRef<WebSocket | null>(null);
  const outbox = useRef<ChatClientFrame[]>([]);
  const lastSeen = useRef(0);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      setStatus('connecting');
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const socket = new WebSocket(`${scheme}://${window.location.host}/api/chat/socket`);
      socketRef.current = socket;
      socket.onopen = () => {
        attempt = 0;
        setStatus('open');
        // Anything said while it was away (the first open has nothing to catch up with).
        if (lastSeen.current > 0) socket.send(JSON.stringify({ type: 'catch-up', afterId: lastSeen.current }));
        for (const frame of outbox.current.splice(0)) socket.send(JSON.stringify(frame));
      };
      socket.onmessage = (event: MessageEvent<string>) => {
        let frame: ChatServerFrame;
        try {
          frame = JSON.parse(event.data) as ChatServerFrame;
        } catch {
          return;
        }
        if (frame.type === 'message') lastSeen.current = Math.max(lastSeen.current, frame.message.id);
        if (frame.type === 'catch-up') {
          for (const m of frame.messages) lastSeen.current = Math.max(lastSeen.current, m.id);
          if (frame.more) socket.send(JSON.stringify({ type: 'catch-up', afterId: lastSeen.current }));
        }
        if (frame.type === 'resync') socket.send(JSON.stringify({ type: 'catch-up', afterId: lastSeen.current }));
        for (const listener of listeners.current) listener(frame);
      };
      socket.onclose = () => {
        if (socketRef.current === socket) socketRef.current = null;
        if (stopped) return;
        setStatus('closed');
        timer = setTimeout(connect, BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]);
        attempt += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socketRef.current?.close(1000, 'left');
    };
  }, []);

  // Stable functions (they read the refs only when called), made once.
  const [actions] = useState<Omit<ChatConnection, 'status'>>(() => ({
    markSeen(id) {
      lastSeen.current = Math.max(lastSeen.current, id);
    },
    send(frame) {
      const socket = socketRef.current;
      if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
      else if (frame.type === 'send') outbox.current.push(frame);
    },
    subscribe(listener) {
      listeners.current.add(listener);
      return () => listeners.current.delete(listener);
    },
  }));
  // One object per status, so effects that depend on the connection re-run only when it opens or drops.
  return useMemo(() => ({ status, ...actions }), [status, actions]);
}
