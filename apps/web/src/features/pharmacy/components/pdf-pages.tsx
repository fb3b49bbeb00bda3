import { ChevronLeft, ChevronRight } from 'lucide-react';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
// Served from this site like every other asset: the strict CSP (worker from 'self') allows it.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfPagesProps {
  url: string;
  zoom: number;
  /** Degrees, a multiple of 90. */
  rotation: number;
  /** Said when the PDF cannot be drawn. */
  onFailed?: () => void;
}

/**
 * A PDF drawn by pdf.js onto a canvas: no plug-in, no script from the file ever runs, and it works under the
 * site's CSP (worker from 'self'; WebAssembly off, so no 'wasm-unsafe-eval'). Only the pharmacy area loads it.
 */
export default function PdfPages({ url, zoom, rotation, onFailed }: PdfPagesProps) {
  const { t } = useTranslation('pharmacy');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [document, setDocument] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);

  // A new URL is a new component (the viewer keys it), so nothing here needs resetting.
  useEffect(() => {
    const task = getDocument({ url, withCredentials: true, useWasm: false, enableXfa: false });
    task.promise.then(setDocument, (error: unknown) => {
      console.error('[pharmacy] PDF could not be read', error);
      setFailed(true);
      onFailed?.();
    });
    return () => void task.destroy();
  }, [url, onFailed]);

  useEffect(() => {
    if (!document || !canvas.current) return;
    let render: RenderTask | null = null;
    let cancelled = false;
    void document.getPage(page).then((pdfPage) => {
      if (cancelled || !canvas.current) return;
      const ratio = window.devicePixelRatio || 1;
      const viewport = pdfPage.getViewport({ scale: zoom * ratio * 1.25, rotation });
      const target = canvas.current;
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      target.style.width = `${Math.floor(viewport.width / ratio)}px`;
      target.style.height = `${Math.floor(viewport.height / ratio)}px`;
      render = pdfPage.render({ canvas: target, viewport });
      render.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [document, page, zoom, rotation]);

  if (failed) return <p className="p-6 text-center text-sm text-red-800">{t('viewer.pdfFailed')}</p>;
  if (!document) return <Spinner label={t('viewer.loadingPdf')} className="py-16" />;
  return (
    <div className="flex flex-col items-center gap-2">
      {document.numPages > 1 ? (
        <div className="flex items-center gap-2 text-sm text-slate-700">
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setPage((p) => Math.max(1, p - 1))}
            disabled={page === 1}
            aria-label={t('viewer.pdfPrevious')}
          >
            <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
          </Button>
          <span aria-live="polite">{t('viewer.pdfPage', { page, count: document.numPages })}</span>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setPage((p) => Math.min(document.numPages, p + 1))}
            disabled={page === document.numPages}
            aria-label={t('viewer.pdfNext')}
          >
            <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('viewer.pdfPage', { page, count: document.numPages })}
        className="max-w-none bg-white shadow"
      />
    </div>
  );
}
