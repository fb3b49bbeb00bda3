/**
 * The camera and microphone of a video consultation: permission states as plain reasons, an audio-only fallback
 * when there is no camera (or it is busy), and the list of cameras for "switch camera".
 */

export type MediaProblem = 'denied' | 'no-device' | 'in-use' | 'insecure' | 'unknown';

export interface LocalMedia {
  stream: MediaStream;
  /** Joined without a camera (none, busy, or the visitor chose audio only). */
  audioOnly: boolean;
  /** Why video is missing when audioOnly came from a problem, not a choice. */
  videoProblem: MediaProblem | null;
}

export class MediaError extends Error {
  readonly problem: MediaProblem;

  constructor(problem: MediaProblem) {
    super(problem);
    this.name = 'MediaError';
    this.problem = problem;
  }
}

/** getUserMedia's DOMException names, as a person would understand them. */
export function problemOf(error: unknown): MediaProblem {
  const name = (error as { name?: string } | null)?.name ?? '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'no-device';
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError') return 'in-use';
  return 'unknown';
}

const VIDEO: MediaTrackConstraints = { width: { ideal: 640 }, height: { ideal: 480 }, frameRate: { ideal: 24 } };

/** The camera (optionally a given one) and the microphone; without a usable camera, the microphone alone. */
export async function openLocalMedia(cameraId?: string): Promise<LocalMedia> {
  if (!navigator.mediaDevices?.getUserMedia) throw new MediaError(window.isSecureContext ? 'unknown' : 'insecure');
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true },
      video: cameraId ? { ...VIDEO, deviceId: { exact: cameraId } } : VIDEO,
    });
    return { stream, audioOnly: false, videoProblem: null };
  } catch (error) {
    const problem = problemOf(error);
    // Blocked is blocked for both; anything else may be the camera alone: try the microphone by itself.
    if (problem === 'denied') throw new MediaError(problem);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
      return { stream, audioOnly: true, videoProblem: problem };
    } catch (audioError) {
      throw new MediaError(problemOf(audioError) === 'denied' ? 'denied' : problem);
    }
  }
}

/** A camera's video track alone (switching cameras keeps the microphone as it is). */
export async function openCamera(cameraId: string): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { ...VIDEO, deviceId: { exact: cameraId } } });
  return stream.getVideoTracks()[0]!;
}

export async function listCameras(): Promise<MediaDeviceInfo[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return [];
  return (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput');
}

export function stopStream(stream: MediaStream | null | undefined) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
