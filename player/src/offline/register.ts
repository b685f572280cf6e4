/**
 * Installs the wall's service worker (sw.ts) in a built player. Browsers offer service workers only on
 * https and localhost: a wall on a plain-http LAN address plays as before, without the offline copy.
 */
export function keepForOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch((error: unknown) => {
    console.warn('The wall plays without its offline copy:', error);
  });
}
