/**
 * The page's only script tag (index.html; decision 0008, "Boot and hydration"). A server-rendered page is on
 * screen without any script, so the app's JavaScript (≈ 170 KB brotli) is fetched only once the page has
 * painted and its high-priority images (the product picture, the first cards) have loaded: on a slow
 * connection it would otherwise share the bandwidth with them and hold the first paint back. Then
 * entry-client.tsx hydrates.
 * The plain app shell (no server rendering, the Vite dev server) has nothing to show: it starts at once.
 */
import './app/app.css';

/** Past this, the app starts whatever is still loading (an image from a slow or cold image service). */
const WAIT_LIMIT_MS = 3000;

/** Resolves after the next frame has been produced (a callback queued from requestAnimationFrame). */
const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Resolves once the browser has reported the page's first contentful paint. */
function firstContentfulPaint(): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return afterNextFrame();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves once every image the page asked for at high priority has loaded (or failed). */
function priorityImages(): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (image) => !image.complete,
  );
  return Promise.all(
    pending.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(afterNextFrame);
}

async function painted(): Promise<void> {
  await firstContentfulPaint();
  await priorityImages();
}

const serverRendered = document.getElementById('root')?.hasChildNodes() ?? false;
const ready = serverRendered
  ? Promise.race([painted(), new Promise<void>((resolve) => setTimeout(resolve, WAIT_LIMIT_MS))])
  : Promise.resolve();
void ready.then(() => import('./entry-client.tsx'));
