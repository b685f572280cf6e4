/** @jsxImportSource preact */
import { render } from 'preact';
import { App } from './app/App';
import { loadPlayable } from './app/boot';
import { loadConfig } from './app/config';
import { rememberKeyForFiles } from './app/key-cookie';
import { type PlayerOptions, parseOptions } from './app/url';
import { heapLimitMb, startHeapWatchdog } from './app/watchdog';
import './player.css';
import { countErrors } from './display/report';
import { setLanguage } from './i18n';
import { keepForOffline } from './offline/register';

/**
 * The wall's entry:
 * `/player/?screen=<id>&key=<playbackKey>[&scale=fit|stretch|width][&refresh=<min>][&lang=zh|en|es|ja]`,
 * or `/player/` alone for a registered display (display/). Reads config.json, then plays; a heap watchdog reloads the page as a last resort, and a service worker
 * keeps the last screen and data for a network loss (offline/).
 */
async function main(): Promise<void> {
  const root = document.getElementById('app');
  if (!root) return;
  const options = parseOptions(window.location.search);
  if (!options.screenId && !options.key) return playAsDisplay(root, options);
  rememberKeyForFiles(options.key);
  // config.json and the language load together; the screen is asked for as soon as both are there,
  // before anything renders.
  const configured = loadConfig();
  const spoken = setLanguage(options.language);
  const first = Promise.all([configured, spoken]).then(([config]) => loadPlayable(config, options));
  await spoken;
  document.documentElement.lang = options.language === 'zh' ? 'zh-CN' : options.language;
  render(<App config={await configured} options={options} first={first} />, root);
  startHeapWatchdog(heapLimitMb(options.heapLimitMb));
  keepForOffline();
}

/** No screen and no key: a display of the fleet, which pairs and plays what the console assigns it. */
async function playAsDisplay(root: HTMLElement, options: PlayerOptions): Promise<void> {
  countErrors();
  const [config, { DisplayApp }] = await Promise.all([
    loadConfig(),
    import('./display/DisplayApp'),
    setLanguage(options.language),
  ]);
  document.documentElement.lang = options.language === 'zh' ? 'zh-CN' : options.language;
  render(<DisplayApp config={config} options={options} />, root);
  startHeapWatchdog(heapLimitMb(options.heapLimitMb));
  keepForOffline();
}

main();
