import type { PrescriptionPage } from '@aushadh/shared/prescriptions/schemas.ts';
import { ChevronLeft, ChevronRight, ExternalLink, Maximize2, RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';

// pdf.js (~400 KB with its worker) loads only when a PDF page is shown.
const PdfPages = lazy(() => import('./pdf-pages.tsx'));

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3];

export interface PageViewerProps {
  pages: PrescriptionPage[];
  /** The address of page n (1-based). */
  urlOf: (page: number) => string;
}

/** The pharmacist's viewer: every page of the upload, zoom, rotate, and PDFs drawn in place. */
export function PageViewer({ pages, urlOf }: PageViewerProps) {
  const { t } = useTranslation('pharmacy');
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const page = pages[index];
  if (!page) return null;
  const url = urlOf(page.page);
  const zoomStep = (direction: 1 | -1) => {
    const at = ZOOMS.indexOf(zoom);
    setZoom(ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, (at === -1 ? 2 : at) + direction))]!);
  };
  const go = (next: number) => {
    setIndex(next);
    setRotation(0);
  };

  return (
    <section
      aria-labelledby="viewer-title"
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <div className="flex flex-wrap items-center gap-1 border-b border-slate-200 px-2 py-2">
        <h2 id="viewer-title" className="px-2 text-sm font-semibold text-slate-900">
          {t('viewer.page', { page: index + 1, count: pages.length })}
        </h2>
        <div className="ms-auto flex flex-wrap items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label={t('viewer.previous')}
          >
            <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => go(index + 1)}
            disabled={index === pages.length - 1}
            aria-label={t('viewer.next')}
          >
            <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => zoomStep(-1)}
            disabled={zoom === ZOOMS[0]}
            aria-label={t('viewer.zoomOut')}
          >
            <ZoomOut aria-hidden="true" />
          </Button>
          <span className="w-12 text-center text-xs text-slate-600 tabular-nums" aria-live="polite">
            {Math.round(zoom * 100)}%
          </span>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => zoomStep(1)}
            disabled={zoom === ZOOMS.at(-1)}
            aria-label={t('viewer.zoomIn')}
          >
            <ZoomIn aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setRotation((r) => (r + 90) % 360)}
            aria-label={t('viewer.rotate')}
          >
            <RotateCw aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => {
              setZoom(1);
              setRotation(0);
            }}
            aria-label={t('viewer.reset')}
          >
            <Maximize2 aria-hidden="true" />
          </Button>
          <Button asChild variant="ghost" size="icon">
            <a href={url} target="_blank" rel="noopener" aria-label={t('viewer.openOriginal')}>
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        </div>
      </div>
      <div
        className="h-[60vh] min-h-80 overflow-auto bg-slate-100 p-3 lg:h-[70vh]"
        data-testid="page-viewer"
        tabIndex={0}
        aria-label={t('viewer.scrollArea')}
      >
        {page.mediaType === 'application/pdf' ? (
          <Suspense fallback={<Spinner label={t('viewer.loadingPdf')} className="py-16" />}>
            <PdfPages key={url} url={url} zoom={zoom} rotation={rotation} />
          </Suspense>
        ) : (
          <RotatableImage
            key={url}
            src={url}
            alt={t('viewer.imageAlt', { page: index + 1, name: page.originalName })}
            zoom={zoom}
            rotation={rotation}
          />
        )}
      </div>
      {pages.length > 1 ? (
        <ol className="flex gap-2 overflow-x-auto border-t border-slate-200 p-2" aria-label={t('viewer.allPages')}>
          {pages.map((p, i) => (
            <li key={p.page}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-current={i === index ? 'true' : undefined}
                className={cn(
                  'h-10 min-w-10 rounded-md border px-3 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                  i === index
                    ? 'border-brand-600 bg-brand-50 text-brand-900'
                    : 'border-slate-200 text-slate-700 hover:border-brand-300',
                )}
              >
                {t('viewer.pageButton', { page: i + 1 })}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/**
 * An image zoomed to a share of the viewer's width and turned by quarters. A CSS rotation alone leaves the
 * layout box unturned, so a turned, zoomed page would hang off the scrollable area's top and left: here the
 * box takes the turned size and the image is centred in it, so every part can be scrolled to.
 */
function RotatableImage({ src, alt, zoom, rotation }: { src: string; alt: string; zoom: number; rotation: number }) {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [ratio, setRatio] = useState<number | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const imageWidth = Math.max(1, width * zoom);
  const imageHeight = ratio === null ? 0 : imageWidth * ratio;
  const quarter = rotation % 180 !== 0;
  const box = quarter ? { width: imageHeight, height: imageWidth } : { width: imageWidth, height: imageHeight };
  return (
    // Auto margins centre the page while it fits and fall to zero when it overflows, so it never hangs off.
    <div ref={frame} className="flex min-h-full w-full">
      <div className="relative m-auto shrink-0" style={ratio === null ? undefined : box}>
        <img
          src={src}
          alt={alt}
          onLoad={(event) => setRatio(event.currentTarget.naturalHeight / event.currentTarget.naturalWidth || 1)}
          className="absolute max-w-none bg-white shadow transition-transform"
          style={{
            width: imageWidth,
            // A picture's offset inside its box: centring in pixels, the same in either direction.
            // eslint-disable-next-line house/logical-css
            left: (box.width - imageWidth) / 2,
            top: (box.height - imageHeight) / 2,
            transform: `rotate(${rotation}deg)`,
          }}
          draggable={false}
        />
      </div>
    </div>
  );
}
