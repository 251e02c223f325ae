/**
 * Registers the service worker (made at build time by the PWA integration)
 * and shows a notice when a newer version of the site is waiting, so no one
 * is left reading stale rules. Without service-worker support, nothing happens.
 */
function showUpdateNotice(registration: ServiceWorkerRegistration): void {
  const notice = document.getElementById('update-notice');
  const button = notice?.querySelector('button');
  if (!notice || !button) return;
  notice.hidden = false;
  button.addEventListener(
    'click',
    () => {
      reloadOnChange = true;
      registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
    },
    { once: true },
  );
}

let reloadOnChange = false;

async function registerWorker(): Promise<ServiceWorkerRegistration | undefined> {
  try {
    return await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    return undefined;
  }
}

async function register(): Promise<void> {
  const registration = await registerWorker();
  // Blocked or failed: no offline copy this time, and the site works as usual.
  if (!registration) return;
  const check = () => {
    if (registration.waiting && navigator.serviceWorker.controller) showUpdateNotice(registration);
  };
  check();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') check();
    });
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}

if ('serviceWorker' in navigator) {
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadOnChange) window.location.reload();
  });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
