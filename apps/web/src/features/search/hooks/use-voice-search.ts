import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** SPEC §4 voice search: idle → listening → searching (simulated, about 1 s) → results. */
export type VoiceSearchState = 'idle' | 'listening' | 'searching' | 'results';
export type VoiceSearchError = 'failed' | 'unavailable';

export const VOICE_SEARCHING_MS = 1000;

/** The slice of the Web Speech API we use (Chromium ships it as webkitSpeechRecognition). */
interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}
interface RecognitionErrorEvent {
  error: string;
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  continuous: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  abort: () => void;
}
type RecognitionConstructor = new () => Recognition;

export function getSpeechRecognition(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

const noSubscription = () => () => {};

/** Errors that mean "this browser or device cannot do voice search" rather than "it did not work this time". */
const UNAVAILABLE_ERRORS = new Set(['not-allowed', 'service-not-allowed', 'audio-capture', 'language-not-supported']);

export interface UseVoiceSearchOptions {
  /** BCP 47 tag, e.g. hi-IN. */
  lang: string;
  /** The words as soon as they are recognised (the "searching" phase starts). */
  onHeard?: (text: string) => void;
  /** After the searching phase: show the results for these words. */
  onTranscript: (text: string) => void;
  onError: (kind: VoiceSearchError) => void;
}

export function useVoiceSearch({ lang, onHeard, onTranscript, onError }: UseVoiceSearchOptions) {
  const [state, setState] = useState<VoiceSearchState>('idle');
  // The server cannot know: its HTML has no microphone button, which appears once the page has hydrated.
  const supported = useSyncExternalStore(
    noSubscription,
    () => getSpeechRecognition() !== null,
    () => false,
  );
  const recognitionRef = useRef<Recognition | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callbacks = useRef({ onHeard, onTranscript, onError });
  useEffect(() => {
    callbacks.current = { onHeard, onTranscript, onError };
  });

  const stop = useCallback(() => {
    recognitionRef.current?.abort();
    recognitionRef.current = null;
    if (timerRef.current) clearTimeout(timerRef.current);
    setState('idle');
  }, []);

  const start = useCallback(() => {
    const Ctor = getSpeechRecognition();
    if (!Ctor) {
      callbacks.current.onError('unavailable');
      return;
    }
    recognitionRef.current?.abort();
    const recognition = new Ctor();
    recognition.lang = lang;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.continuous = false;
    let heard = false;
    recognition.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript.trim() ?? '';
      if (!transcript) return;
      heard = true;
      setState('searching');
      callbacks.current.onHeard?.(transcript);
      timerRef.current = setTimeout(() => {
        setState('results');
        callbacks.current.onTranscript(transcript);
      }, VOICE_SEARCHING_MS);
    };
    recognition.onerror = (event) => {
      if (event.error === 'aborted') return;
      heard = true; // handled here, not in onend
      setState('idle');
      callbacks.current.onError(UNAVAILABLE_ERRORS.has(event.error) ? 'unavailable' : 'failed');
    };
    recognition.onend = () => {
      recognitionRef.current = null;
      if (!heard) setState('idle');
    };
    recognitionRef.current = recognition;
    try {
      recognition.start();
      setState('listening');
    } catch {
      recognitionRef.current = null;
      setState('idle');
      callbacks.current.onError('failed');
    }
  }, [lang]);

  /** Back to idle once the results are on screen and the visitor moves on. */
  const reset = useCallback(() => setState((current) => (current === 'results' ? 'idle' : current)), []);

  useEffect(
    () => () => {
      recognitionRef.current?.abort();
      if (timerRef.current) clearTimeout(timerRef.current);
    },
    [],
  );

  return { supported, state, start, stop, reset };
}

const SPEECH_LOCALES: Record<string, string> = {
  en: 'en-IN',
  hi: 'hi-IN',
  ta: 'ta-IN',
  te: 'te-IN',
  ml: 'ml-IN',
  kn: 'kn-IN',
  bn: 'bn-IN',
  gu: 'gu-IN',
  mr: 'mr-IN',
  pa: 'pa-IN',
  ar: 'ar-AE',
  zh: 'zh-CN',
  fr: 'fr-FR',
  de: 'de-DE',
  es: 'es-ES',
  ru: 'ru-RU',
};

/** The recognition language for an interface language: Indian variants for English and Indian languages. */
export function speechLocale(language: string): string {
  return SPEECH_LOCALES[language] ?? 'en-IN';
}
