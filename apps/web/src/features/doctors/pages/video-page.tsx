import { VIDEO_CALL, type VideoSession } from '@aushadh/shared/doctors/video.ts';
import {
  Camera,
  CameraOff,
  FileText,
  Mic,
  MicOff,
  Paperclip,
  PhoneOff,
  RefreshCw,
  Send,
  SwitchCamera,
  Video,
  WifiOff,
} from 'lucide-react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useVideoSession } from '../api/video.ts';
import { CallController, type CallPhase, type CallState, type ChatItem } from '../call/call-controller.ts';
import {
  listCameras,
  MediaError,
  openCamera,
  openLocalMedia,
  stopStream,
  type LocalMedia,
  type MediaProblem,
} from '../call/local-media.ts';

/** A <video> showing a stream (srcObject cannot be set from JSX). */
function StreamVideo({
  stream,
  muted,
  label,
  className,
  ...data
}: {
  stream: MediaStream | null;
  muted?: boolean;
  label: string;
  className?: string;
  'data-testid'?: string;
  'data-frames-decoded'?: number;
  'data-setup-ms'?: number | undefined;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return <video ref={ref} autoPlay playsInline muted={muted} aria-label={label} className={className} {...data} />;
}

function PermissionMessage({ problem, onRetry }: { problem: MediaProblem; onRetry: () => void }) {
  const { t } = useTranslation('doctors');
  return (
    <StateMessage
      tone="error"
      icon={<CameraOff aria-hidden="true" />}
      title={t(`video.permission.${problem}.title`)}
      description={t(`video.permission.${problem}.text`)}
      action={
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          {t('video.retry')}
        </Button>
      }
    />
  );
}

/** The camera and microphone before joining: preview, permission problems in plain words, and Join. */
function useLocalMedia() {
  const [media, setMedia] = useState<LocalMedia | null>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** Joining hands the stream to the call: leaving the waiting room must not stop it then. */
  const handedOver = useRef(false);
  useEffect(() => {
    let live = true;
    let opened: LocalMedia | null = null;
    openLocalMedia()
      .then((m) => {
        if (!live) return stopStream(m.stream);
        opened = m;
        setMedia(m);
      })
      .catch((error: unknown) => live && setProblem(error instanceof MediaError ? error.problem : 'unknown'));
    return () => {
      live = false;
      if (!handedOver.current) stopStream(opened?.stream);
    };
  }, [attempt]);
  return {
    media,
    problem,
    retry: () => {
      setProblem(null);
      setAttempt((a) => a + 1);
    },
    handOver: () => {
      handedOver.current = true;
    },
  };
}

function ControlButton({
  label,
  pressed,
  onClick,
  children,
  danger,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={`flex size-12 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 [&_svg]:size-5 ${
        danger
          ? 'bg-red-600 text-white hover:bg-red-700'
          : pressed
            ? 'bg-slate-700 text-white hover:bg-slate-600'
            : 'bg-white text-slate-900 shadow hover:bg-slate-100'
      }`}
    >
      {children}
    </button>
  );
}

function ChatPanel({ call, state }: { call: CallController; state: CallState }) {
  const { t } = useTranslation('doctors');
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ready = state.phase === 'connected' || state.phase === 'connecting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (call.sendChat(text)) setText('');
  };
  const share = async (file: File | undefined) => {
    if (!file) return;
    const result = await call.sendFile(file);
    setNotice(result === 'sent' ? null : t(`video.fileProblem.${result}`, { mb: VIDEO_CALL.maxFileMb }));
    if (fileInput.current) fileInput.current.value = '';
  };
  const line = (item: ChatItem) => {
    if (item.text) return <p className="whitespace-pre-wrap break-words">{item.text}</p>;
    if (item.file) {
      return (
        <a
          href={item.file.url}
          download={item.file.name}
          className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 underline"
        >
          <FileText aria-hidden="true" className="size-4" />
          {t('video.openFile', { name: item.file.name })}
        </a>
      );
    }
    return (
      <p className="text-red-700">
        {t(item.refused?.reason === 'size' ? 'video.fileRefusedSize' : 'video.fileRefusedType', {
          name: item.refused?.name,
        })}
      </p>
    );
  };
  return (
    <section aria-labelledby="call-chat" className="flex min-h-64 flex-col rounded-xl border border-slate-200 bg-white">
      <h2 id="call-chat" className="border-b border-slate-200 px-4 py-2 font-semibold text-slate-900">
        {t('video.chat')}
      </h2>
      <ol className="flex max-h-80 flex-1 flex-col gap-2 overflow-y-auto p-3 text-sm" aria-live="polite">
        {state.messages.length === 0 ? <li className="text-slate-500">{t('video.chatEmpty')}</li> : null}
        {state.messages.map((item) => (
          <li
            key={`${item.from}-${item.id}`}
            data-testid={`chat-${item.from}`}
            className={`max-w-[85%] rounded-lg px-3 py-2 ${
              item.from === 'me' ? 'ms-auto bg-brand-50 text-slate-900' : 'me-auto bg-slate-100 text-slate-900'
            }`}
          >
            {line(item)}
          </li>
        ))}
      </ol>
      {notice ? (
        <p role="alert" className="px-3 text-sm text-red-700">
          {notice}
        </p>
      ) : null}
      <form onSubmit={submit} className="flex items-center gap-2 border-t border-slate-200 p-2">
        <label htmlFor="call-chat-text" className="sr-only">
          {t('video.message')}
        </label>
        <Input
          id="call-chat-text"
          value={text}
          maxLength={VIDEO_CALL.maxChatChars}
          placeholder={t('video.messagePlaceholder')}
          onChange={(e) => setText(e.target.value)}
          disabled={!ready}
          className="min-w-0 flex-1"
        />
        <input
          ref={fileInput}
          type="file"
          accept={VIDEO_CALL.fileAccept}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void share(e.target.files?.[0])}
          data-testid="call-file"
        />
        <Button
          variant="outline"
          size="icon"
          aria-label={t('video.attach')}
          title={t('video.attach')}
          disabled={!ready}
          onClick={() => fileInput.current?.click()}
        >
          <Paperclip aria-hidden="true" />
        </Button>
        <Button type="submit" size="icon" aria-label={t('video.send')} title={t('video.send')} disabled={!ready}>
          <Send aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
      </form>
    </section>
  );
}

function CallView({
  session,
  media,
  onLeft,
}: {
  session: VideoSession;
  media: LocalMedia;
  onLeft: (phase: CallPhase) => void;
}) {
  const { t } = useTranslation('doctors');
  const [call] = useState(() => new CallController(session, media.stream));
  const state = useSyncExternalStore(call.subscribe, call.getState, call.getState);
  const [micOn, setMicOn] = useState(true);
  const [camOn, setCamOn] = useState(!media.audioOnly);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [preview, setPreview] = useState(media.stream);
  useEffect(() => {
    call.start();
    void listCameras().then(setCameras);
    return () => call.stop();
  }, [call]);
  useEffect(() => {
    if (['ended', 'left', 'replaced', 'closed'].includes(state.phase)) onLeft(state.phase);
  }, [state.phase, onLeft]);

  const peerName = session.role === 'doctor' ? session.patientName : session.doctorName;
  const switchCamera = async () => {
    const current = media.stream.getVideoTracks()[0]?.getSettings().deviceId;
    const index = cameras.findIndex((c) => c.deviceId === current);
    const next = cameras[(index + 1) % cameras.length];
    if (!next) return;
    const track = await openCamera(next.deviceId).catch(() => null);
    if (!track) return;
    track.enabled = camOn;
    await call.replaceVideoTrack(track);
    setPreview(new MediaStream(media.stream.getTracks()));
  };
  const status =
    state.phase === 'waiting'
      ? t('video.waitingFor', { name: peerName })
      : state.phase === 'connected'
        ? t('video.connected')
        : t('video.connecting');

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid gap-3">
        <div className="relative aspect-[3/4] overflow-hidden rounded-xl bg-slate-900 sm:aspect-video">
          <StreamVideo
            stream={state.remoteStream}
            label={t('video.remoteVideo', { name: peerName })}
            className="size-full object-cover"
            data-testid="remote-video"
            data-frames-decoded={state.framesDecoded}
            data-setup-ms={state.setupMs ?? undefined}
          />
          {state.phase !== 'connected' ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-white">
              <span
                className="size-8 animate-spin rounded-full border-4 border-white/30 border-t-white"
                aria-hidden="true"
              />
              <p role="status" data-testid="call-status">
                {status}
              </p>
            </div>
          ) : null}
          <div className="absolute bottom-3 end-3 w-28 overflow-hidden rounded-lg border-2 border-white bg-slate-800 shadow-lg sm:w-44">
            {camOn && !media.audioOnly ? (
              <StreamVideo
                stream={preview}
                muted
                label={t('video.localVideo')}
                className="aspect-[3/4] w-full -scale-x-100 object-cover sm:aspect-video"
              />
            ) : (
              <div className="flex aspect-[3/4] items-center justify-center text-white sm:aspect-video">
                <CameraOff aria-hidden="true" className="size-6" />
                <span className="sr-only">{t('video.cameraIsOff')}</span>
              </div>
            )}
          </div>
          {state.reconnecting ? (
            <p
              role="status"
              className="absolute inset-x-3 top-3 flex items-center gap-2 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900"
            >
              <WifiOff aria-hidden="true" className="size-4 shrink-0" />
              {t('video.reconnecting')}
            </p>
          ) : null}
        </div>
        {state.weakNetwork || media.audioOnly ? (
          <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 px-3 py-2 text-sm">
            <span className="text-amber-900">
              {media.audioOnly
                ? t(media.videoProblem === 'in-use' ? 'video.audioOnlyBusy' : 'video.audioOnlyNoCamera')
                : t('video.weakNetwork')}
            </span>
            {state.weakNetwork ? (
              <Button size="sm" variant="outline" onClick={() => void call.resumeVideo()}>
                {t('video.videoBack')}
              </Button>
            ) : null}
          </div>
        ) : null}
        <div
          className="flex flex-wrap items-center justify-center gap-3"
          role="toolbar"
          aria-label={t('video.controls')}
        >
          <ControlButton
            label={micOn ? t('video.mute') : t('video.unmute')}
            pressed={!micOn}
            onClick={() => {
              call.setMicrophone(!micOn);
              setMicOn(!micOn);
            }}
          >
            {micOn ? <Mic aria-hidden="true" /> : <MicOff aria-hidden="true" />}
          </ControlButton>
          {!media.audioOnly ? (
            <ControlButton
              label={camOn ? t('video.cameraOff') : t('video.cameraOn')}
              pressed={!camOn}
              onClick={() => {
                call.setCamera(!camOn);
                setCamOn(!camOn);
              }}
            >
              {camOn ? <Camera aria-hidden="true" /> : <CameraOff aria-hidden="true" />}
            </ControlButton>
          ) : null}
          {cameras.length > 1 && !media.audioOnly ? (
            <ControlButton label={t('video.switchCamera')} onClick={() => void switchCamera()}>
              <SwitchCamera aria-hidden="true" />
            </ControlButton>
          ) : null}
          <ControlButton
            danger
            label={session.role === 'doctor' ? t('video.end') : t('video.leave')}
            onClick={() => call.leave()}
          >
            <PhoneOff aria-hidden="true" />
          </ControlButton>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white p-3 text-sm">
          <dt className="font-medium text-slate-700">{t('video.you')}</dt>
          <dd className="text-emerald-700">{t('video.here')}</dd>
          <dt className="font-medium text-slate-700">{peerName}</dt>
          <dd className={state.peerPresent ? 'text-emerald-700' : 'text-slate-600'} data-testid="peer-presence">
            {state.peerPresent ? t('video.here') : t('video.notHere')}
          </dd>
        </dl>
      </div>
      <ChatPanel call={call} state={state} />
    </div>
  );
}

/** Before joining: the camera preview, the permission state, who the call is with, and when the room opens. */
function WaitingRoom({ session, onJoin }: { session: VideoSession; onJoin: (media: LocalMedia) => void }) {
  const { t, i18n } = useTranslation('doctors');
  const { media, problem, retry, handOver } = useLocalMedia();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5000);
    return () => clearInterval(timer);
  }, []);
  const opensAt = new Date(session.opensAt).getTime();
  const closesAt = new Date(session.closesAt).getTime();
  // The doctor may start early: the room is open from then on.
  const open = (now >= opensAt || session.status === 'in_consultation') && now <= closesAt;
  const doctorMustStart = session.role === 'doctor' && session.status === 'booked';
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="grid content-start gap-3">
        <div className="relative aspect-video overflow-hidden rounded-xl bg-slate-900">
          {media && !media.audioOnly ? (
            <StreamVideo
              stream={media.stream}
              muted
              label={t('video.preview')}
              className="size-full -scale-x-100 object-cover"
              data-testid="preview-video"
            />
          ) : (
            <div className="flex size-full items-center justify-center text-white">
              {problem ? <CameraOff aria-hidden="true" className="size-10" /> : <Spinner label={t('video.starting')} />}
            </div>
          )}
        </div>
        {problem ? <PermissionMessage problem={problem} onRetry={retry} /> : null}
        {media?.audioOnly ? (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t(media.videoProblem === 'in-use' ? 'video.audioOnlyBusy' : 'video.audioOnlyNoCamera')}
          </p>
        ) : null}
      </div>
      <div className="grid content-start gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('video.waitingRoom')}</h2>
        <p className="text-slate-700">
          {t('video.with', { name: session.role === 'doctor' ? session.patientName : session.doctorName })}
        </p>
        <p className="text-sm text-slate-600">{formatDateTime(session.startsAt, i18n.language)}</p>
        {!open ? (
          <p role="status" className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
            {now < opensAt
              ? t('video.opensAt', { time: formatDateTime(session.opensAt, i18n.language) })
              : t('video.closed')}
          </p>
        ) : null}
        {doctorMustStart ? (
          <p role="status" className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
            {t('video.startFirst')}
          </p>
        ) : null}
        <ul className="grid gap-1 text-sm text-slate-700">
          <li>{t('video.tipQuiet')}</li>
          <li>{t('video.tipReports')}</li>
        </ul>
        <Button
          size="lg"
          disabled={!media || !open || doctorMustStart}
          onClick={() => {
            if (!media) return;
            handOver();
            onJoin(media);
          }}
        >
          <Video aria-hidden="true" />
          {t('video.join')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /doctors/{id}/video?appointment=…: the video consultation for the booked patient and the appointment's doctor
 * (the server refuses anyone else). Waiting room first (preview, permissions), then the call.
 */
export default function VideoPage() {
  const { t } = useTranslation('doctors');
  const [params] = useSearchParams();
  const raw = Number(params.get('appointment'));
  const appointmentId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const session = useVideoSession(appointmentId);
  const [joined, setJoined] = useState<LocalMedia | null>(null);
  const [left, setLeft] = useState<CallPhase | null>(null);
  const { refetch } = session;
  useEffect(() => () => stopStream(joined?.stream), [joined]);
  const onLeft = useCallback(
    (phase: CallPhase) => {
      setLeft(phase);
      setJoined(null);
      void refetch();
    },
    [refetch],
  );

  if (!session.data) return <QueryFallback query={session} />;
  const s = session.data;
  const next =
    s.role === 'doctor' ? (
      <Button asChild>
        <Link to={`/doctors/${s.doctorId}/prescription?appointment=${s.appointmentId}`}>
          {t('video.writePrescription')}
        </Link>
      </Button>
    ) : (
      <Button asChild variant="outline">
        <Link to={`/doctors/${s.doctorId}/success?appointment=${s.appointmentId}`}>{t('video.backToBooking')}</Link>
      </Button>
    );
  const over = s.status === 'completed' || s.status === 'cancelled' || s.status === 'no_show';
  // Who left can come back while the room is open (a patient who hung up by mistake, a tab taken over).
  const rejoin =
    !over && (left === 'left' || left === 'replaced' || (left === 'ended' && s.role === 'doctor')) ? (
      <Button variant="outline" onClick={() => setLeft(null)}>
        <Video aria-hidden="true" />
        {t('video.rejoin')}
      </Button>
    ) : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:px-6">
      <title>{`${t('video.title')} | ${t('brand')}`}</title>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('video.title')}</h1>
      {over || left ? (
        <StateMessage
          icon={<PhoneOff aria-hidden="true" />}
          title={over ? t('video.closed') : t(`video.after.${left}`)}
          description={s.role === 'patient' ? t('video.afterCallPatient') : undefined}
          action={
            <div className="flex flex-wrap justify-center gap-3">
              {rejoin}
              {next}
            </div>
          }
        />
      ) : joined ? (
        <CallView session={s} media={joined} onLeft={onLeft} />
      ) : (
        <WaitingRoom session={s} onJoin={setJoined} />
      )}
    </div>
  );
}
