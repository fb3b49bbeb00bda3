import {
  callChatSchema,
  sniffCallFile,
  VIDEO_CALL,
  VIDEO_CLOSE,
  videoSocketPath,
  type CallFileKind,
  type SignalFromClient,
  type SignalFromServer,
  type VideoSession,
} from '@aushadh/shared/doctors/video.ts';

export type CallPhase =
  /** Socket opening, not yet welcomed. */
  | 'joining'
  /** In the room alone: the waiting room. */
  | 'waiting'
  /** Both here, media not flowing yet. */
  | 'connecting'
  | 'connected'
  /** The doctor ended the call. */
  | 'ended'
  /** This side left. */
  | 'left'
  /** The same person joined from another tab or device. */
  | 'replaced'
  /** The room's window is over, or the consultation was completed. */
  | 'closed';

export interface ChatItem {
  id: string;
  from: 'me' | 'peer';
  text?: string;
  file?: { name: string; url: string; kind: CallFileKind; size: number };
  /** A file that was not shown: not JPG/PNG/PDF by its bytes, or too big. */
  refused?: { name: string; reason: 'type' | 'size' };
}

export interface CallState {
  phase: CallPhase;
  peerPresent: boolean;
  /** The signalling socket dropped or ICE lost its path: reconnecting (media may still flow). */
  reconnecting: boolean;
  remoteStream: MediaStream | null;
  framesDecoded: number;
  /** From the second participant joining to the first decoded remote frame (or audio, in an audio-only call). */
  setupMs: number | null;
  messages: ChatItem[];
  /** Video paused because the uplink is too weak for it; the visitor can turn it back on. */
  weakNetwork: boolean;
}

const TERMINAL: CallPhase[] = ['ended', 'left', 'replaced', 'closed'];
const CHUNK_BYTES = 16 * 1024;
const PING_MS = 25_000;
/** Below this estimated uplink (bits/s) for a few seconds, video is paused and audio carries on. */
const WEAK_UPLINK_BPS = 120_000;
const WEAK_SAMPLES = 4;

const newId = () => Math.random().toString(36).slice(2, 12);

/**
 * One participant's side of a video consultation: the signalling socket (reconnects with backoff, and at once when
 * the network comes back), an RTCPeerConnection with "perfect negotiation" (the patient is polite: on an offer
 * collision their own offer yields), ICE restart when the path fails, a negotiated data channel for chat and files,
 * and getStats() for frames decoded, set-up time and a weak uplink. Plain TypeScript: the page subscribes to it.
 */
export class CallController {
  state: CallState = {
    phase: 'joining',
    peerPresent: false,
    reconnecting: false,
    remoteStream: null,
    framesDecoded: 0,
    setupMs: null,
    messages: [],
    weakNetwork: false,
  };

  private readonly listeners = new Set<() => void>();
  private socket: WebSocket | null = null;
  private pc: RTCPeerConnection | null = null;
  private channel: RTCDataChannel | null = null;
  private makingOffer = false;
  private ignoreOffer = false;
  /**
   * On a fresh connection the polite side (the patient) makes the first offer and the doctor waits for it: when
   * both offered at once, the doctor ignored the patient's offer and its ICE candidates, and one call in three
   * never found a path. After the first exchange either side may renegotiate (perfect negotiation).
   */
  private awaitingFirstOffer = false;
  private pcStartedAt = 0;
  private reportedConnected = false;
  private reconnectDelay = 1000;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private iceTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly timers: ReturnType<typeof setInterval>[] = [];
  private receiving: { id: string; name: string; size: number; chunks: ArrayBuffer[]; received: number } | null = null;
  private weakSamples = 0;
  private weakPausedUntil = 0;
  private readonly urls: string[] = [];

  private readonly session: VideoSession;
  private readonly local: MediaStream;

  constructor(session: VideoSession, local: MediaStream) {
    this.session = session;
    this.local = local;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = () => this.state;

  private set(patch: Partial<CallState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private get over() {
    return TERMINAL.includes(this.state.phase);
  }

  start() {
    this.connect();
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    this.timers.push(setInterval(() => void this.sample(), 1000));
    this.timers.push(setInterval(() => this.send({ type: 'ping' }), PING_MS));
  }

  stop() {
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    for (const timer of this.timers) clearInterval(timer);
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.iceTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
    this.closePeer();
    for (const url of this.urls) URL.revokeObjectURL(url);
  }

  /** The doctor ends the call for both; the patient leaves it (the doctor stays and may call again). */
  leave() {
    this.send({ type: 'end' });
    this.set({ phase: this.session.role === 'doctor' ? 'ended' : 'left' });
    this.stop();
  }

  /* ───────────── signalling ───────────── */

  private connect() {
    if (this.over || this.socket) return;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://${window.location.host}${videoSocketPath(this.session.appointmentId)}`);
    this.socket = socket;
    socket.onopen = () => {
      this.reconnectDelay = 1000;
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      try {
        void this.onSignal(JSON.parse(event.data) as SignalFromServer);
      } catch {
        // Not JSON: not from our server; ignored.
      }
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.over) return;
      if (event.code === VIDEO_CLOSE.replaced) return this.finish('replaced');
      if (event.code === VIDEO_CLOSE.roomClosed) return this.finish('closed');
      // Anything else (network change, server restart, refused handshake): try again, backing off.
      this.set({ reconnecting: true });
      clearTimeout(this.reconnectTimer);
      this.reconnectTimer = setTimeout(() => this.connect(), this.reconnectDelay);
      this.reconnectDelay = Math.min(this.reconnectDelay * 2, 10_000);
    };
  }

  private onOnline = () => {
    // Back on a network (Wi-Fi to mobile data, say): reconnect now, not after the backoff.
    clearTimeout(this.reconnectTimer);
    this.reconnectDelay = 1000;
    if (!this.socket) this.connect();
    else if (this.pc && this.pc.iceConnectionState !== 'connected') this.pc.restartIce();
  };

  private onOffline = () => this.set({ reconnecting: true });

  private send(frame: SignalFromClient) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private sendDescription(pc: RTCPeerConnection) {
    const description = pc.localDescription;
    if (description) this.send({ type: 'description', description: { type: description.type, sdp: description.sdp } });
  }

  private finish(phase: CallPhase) {
    this.set({ phase, reconnecting: false });
    this.stop();
  }

  private async onSignal(frame: SignalFromServer) {
    switch (frame.type) {
      case 'welcome':
        this.set({ reconnecting: false, peerPresent: frame.peerPresent });
        if (frame.peerPresent) this.newPeer();
        else if (this.state.phase !== 'connected') this.set({ phase: 'waiting' });
        return;
      case 'peer':
        this.set({ peerPresent: frame.present });
        // The other side (re)joined: both sides start a fresh connection, perfect negotiation sorts out who offers.
        if (frame.present) this.newPeer();
        else if (this.state.phase !== 'connected') this.set({ phase: 'waiting' });
        return;
      case 'description':
        return this.onDescription(frame.description);
      case 'candidate':
        if (!frame.candidate) return;
        try {
          await this.pc?.addIceCandidate(frame.candidate);
        } catch (error) {
          if (!this.ignoreOffer) console.warn('ICE candidate refused', error);
        }
        return;
      case 'end':
        return this.finish('ended');
      case 'pong':
      case 'error':
        return;
    }
  }

  /* ───────────── the peer connection (perfect negotiation) ───────────── */

  private newPeer() {
    this.closePeer();
    const pc = new RTCPeerConnection({ iceServers: this.session.iceServers });
    this.pc = pc;
    this.pcStartedAt = performance.now();
    this.makingOffer = false;
    this.ignoreOffer = false;
    this.awaitingFirstOffer = !this.session.polite;
    const remote = new MediaStream();
    this.set({ phase: 'connecting', remoteStream: remote, framesDecoded: 0 });

    const channel = pc.createDataChannel('chat', { negotiated: true, id: 0, ordered: true });
    channel.binaryType = 'arraybuffer';
    channel.onmessage = (event) => this.onData(event.data as string | ArrayBuffer);
    this.channel = channel;

    for (const track of this.local.getTracks()) {
      const sender = pc.addTrack(track, this.local);
      if (track.kind === 'video' && this.state.weakNetwork) void sender.replaceTrack(null);
    }
    pc.ontrack = ({ track }) => {
      remote.addTrack(track);
      this.set({ remoteStream: remote });
    };
    pc.onnegotiationneeded = async () => {
      if (this.awaitingFirstOffer) return;
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        this.sendDescription(pc);
      } catch (error) {
        console.warn('offer failed', error);
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      const json = candidate?.toJSON();
      // End-of-candidates is not sent: after a rolled-back offer it could close the other side's list too early.
      if (!json?.candidate) return;
      this.send({
        type: 'candidate',
        candidate: {
          candidate: json.candidate,
          sdpMid: json.sdpMid ?? null,
          sdpMLineIndex: json.sdpMLineIndex ?? null,
          usernameFragment: json.usernameFragment ?? null,
        },
      });
    };
    pc.oniceconnectionstatechange = () => {
      clearTimeout(this.iceTimer);
      const state = pc.iceConnectionState;
      if (state === 'failed') pc.restartIce();
      // "disconnected" often heals by itself (a Wi-Fi blip); if not within 3 s, find a new path.
      if (state === 'disconnected') this.iceTimer = setTimeout(() => pc.restartIce(), 3000);
      this.set({ reconnecting: state === 'disconnected' || state === 'failed' || !this.socket });
    };
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'connected' && this.pc === pc) this.set({ phase: 'connected', reconnecting: false });
    };
  }

  private async onDescription(description: RTCSessionDescriptionInit) {
    const pc = this.pc;
    if (!pc) return;
    const polite = this.session.polite;
    const collision = description.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
    this.ignoreOffer = !polite && collision;
    if (this.ignoreOffer) return;
    try {
      await pc.setRemoteDescription(description);
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        this.sendDescription(pc);
        // This side's tracks ride in the answer (JSEP reuses the transceivers addTrack made); anything still
        // unnegotiated fires negotiationneeded again now that the state is stable.
        this.awaitingFirstOffer = false;
      }
    } catch (error) {
      console.warn('description refused', error);
    }
  }

  private closePeer() {
    this.channel?.close();
    this.channel = null;
    this.pc?.close();
    this.pc = null;
    this.receiving = null;
  }

  /* ───────────── what the page does with the call ───────────── */

  setMicrophone(on: boolean) {
    for (const track of this.local.getAudioTracks()) track.enabled = on;
  }

  setCamera(on: boolean) {
    for (const track of this.local.getVideoTracks()) track.enabled = on;
  }

  /** A new camera's track replaces the old one in the call and in the preview, without renegotiating. */
  async replaceVideoTrack(track: MediaStreamTrack) {
    const old = this.local.getVideoTracks()[0];
    const sender = this.pc?.getSenders().find((s) => s.track?.kind === 'video' || s.track === old);
    if (sender && !this.state.weakNetwork) await sender.replaceTrack(track);
    if (old) {
      this.local.removeTrack(old);
      old.stop();
    }
    this.local.addTrack(track);
  }

  /** After the weak-network pause: send video again (and do not pause again for a minute). */
  async resumeVideo() {
    const track = this.local.getVideoTracks()[0];
    const sender = this.pc?.getTransceivers().find((t) => t.receiver.track.kind === 'video')?.sender;
    if (track && sender) await sender.replaceTrack(track);
    this.weakPausedUntil = performance.now() + 60_000;
    this.weakSamples = 0;
    this.set({ weakNetwork: false });
  }

  private async pauseVideoForWeakNetwork() {
    const sender = this.pc?.getTransceivers().find((t) => t.receiver.track.kind === 'video')?.sender;
    if (!sender?.track) return;
    await sender.replaceTrack(null);
    this.set({ weakNetwork: true });
  }

  /* ───────────── chat and files over the data channel ───────────── */

  sendChat(text: string) {
    const body = text.trim().slice(0, VIDEO_CALL.maxChatChars);
    if (!body || this.channel?.readyState !== 'open') return false;
    const id = newId();
    this.channel.send(JSON.stringify({ type: 'chat', id, text: body }));
    this.set({ messages: [...this.state.messages, { id, from: 'me', text: body }] });
    return true;
  }

  /** Checks the file as the receiver will (size, and JPG/PNG/PDF by its first bytes), then sends it in chunks. */
  async sendFile(file: File): Promise<'sent' | 'too-big' | 'type' | 'not-connected'> {
    const channel = this.channel;
    if (channel?.readyState !== 'open') return 'not-connected';
    if (file.size === 0 || file.size > VIDEO_CALL.maxFileBytes) return 'too-big';
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffCallFile(bytes);
    if (!kind) return 'type';
    const id = newId();
    const name = file.name.slice(0, 200) || 'file';
    channel.send(JSON.stringify({ type: 'file-start', id, name, size: bytes.length }));
    channel.bufferedAmountLowThreshold = 256 * 1024;
    for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
      if (channel.bufferedAmount > 1024 * 1024) {
        await new Promise<void>((resolve) =>
          channel.addEventListener('bufferedamountlow', () => resolve(), { once: true }),
        );
      }
      if (channel.readyState !== 'open') return 'not-connected';
      channel.send(bytes.slice(offset, offset + CHUNK_BYTES));
    }
    channel.send(JSON.stringify({ type: 'file-end', id }));
    const url = this.blobUrl(bytes, kind);
    this.set({ messages: [...this.state.messages, { id, from: 'me', file: { name, url, kind, size: bytes.length } }] });
    return 'sent';
  }

  private blobUrl(bytes: Uint8Array<ArrayBuffer>, kind: CallFileKind) {
    const url = URL.createObjectURL(new Blob([bytes], { type: kind }));
    this.urls.push(url);
    return url;
  }

  /** Everything from the other browser is untrusted: parsed by the shared schema, files checked by their bytes. */
  private onData(data: string | ArrayBuffer) {
    if (typeof data !== 'string') {
      const file = this.receiving;
      if (!file) return;
      file.received += data.byteLength;
      // More than announced, or beyond the limit: stop collecting (the file will be refused at its end).
      if (file.received <= Math.min(file.size, VIDEO_CALL.maxFileBytes)) file.chunks.push(data);
      return;
    }
    let parsed;
    try {
      parsed = callChatSchema.safeParse(JSON.parse(data));
    } catch {
      return;
    }
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'chat') {
      this.set({ messages: [...this.state.messages, { id: message.id, from: 'peer', text: message.text }] });
    } else if (message.type === 'file-start') {
      this.receiving = { id: message.id, name: message.name, size: message.size, chunks: [], received: 0 };
    } else if (this.receiving?.id === message.id) {
      const file = this.receiving;
      this.receiving = null;
      const item: ChatItem = { id: file.id, from: 'peer' };
      if (file.received !== file.size) {
        item.refused = { name: file.name, reason: 'size' };
      } else {
        const bytes = new Uint8Array(file.size);
        let offset = 0;
        for (const chunk of file.chunks) {
          bytes.set(new Uint8Array(chunk), offset);
          offset += chunk.byteLength;
        }
        const kind = sniffCallFile(bytes);
        if (kind) item.file = { name: file.name, url: this.blobUrl(bytes, kind), kind, size: file.size };
        else item.refused = { name: file.name, reason: 'type' };
      }
      this.set({ messages: [...this.state.messages, item] });
    }
  }

  /* ───────────── statistics ───────────── */

  private async sample() {
    const pc = this.pc;
    if (!pc || this.over) return;
    let frames = 0;
    let audioPackets = 0;
    let uplink: number | undefined;
    const stats = await pc.getStats();
    stats.forEach((report: Record<string, unknown>) => {
      if (report.type === 'inbound-rtp' && report.kind === 'video') frames += Number(report.framesDecoded ?? 0);
      if (report.type === 'inbound-rtp' && report.kind === 'audio') audioPackets += Number(report.packetsReceived ?? 0);
      if (report.type === 'candidate-pair' && report.nominated && report.state === 'succeeded') {
        uplink = report.availableOutgoingBitrate as number | undefined;
      }
    });
    if (this.pc !== pc) return;
    const patch: Partial<CallState> = {};
    if (frames !== this.state.framesDecoded) patch.framesDecoded = frames;
    // Media flows: a decoded frame, or audio from a peer who joined without a camera.
    const flowing = frames > 0 || (audioPackets > 0 && !this.remoteHasVideo());
    if (flowing && !this.reportedConnected) {
      this.reportedConnected = true;
      const setupMs = Math.round(performance.now() - this.pcStartedAt);
      patch.setupMs = setupMs;
      patch.phase = 'connected';
      this.send({ type: 'connected', setupMs });
    }
    if (Object.keys(patch).length) this.set(patch);
    if (uplink !== undefined && uplink < WEAK_UPLINK_BPS && performance.now() > this.weakPausedUntil) {
      this.weakSamples += 1;
      if (this.weakSamples >= WEAK_SAMPLES && !this.state.weakNetwork) await this.pauseVideoForWeakNetwork();
    } else {
      this.weakSamples = 0;
    }
  }

  /** Whether the other side sends video at all (an audio-only peer's call is set up once its audio arrives). */
  private remoteHasVideo() {
    return (this.state.remoteStream?.getVideoTracks().length ?? 0) > 0;
  }
}
