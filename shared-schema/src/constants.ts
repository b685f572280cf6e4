/** Constants of the seeds (000 §9, 001 §9) that more than one package needs. */

export const CLIENT_TYPE = 'WEB_SITE_C';
export const DEFAULT_BRAND_NAME = '项目管理平台';
export const AUDIT_SUCCESS = 'SUCCESS';

export const PAGE_SIZES = [10, 20, 30, 40] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const FIRST_PAGE = 1;
export const DEVICE_DROPDOWN_SIZE = 9999;
export const COMPANY_DROPDOWN_SIZE = 999;

export const MOBILE_BREAKPOINT = 992;
export const TOP_MENU_SCROLL_STEP = 60;
export const RESIZE_DEBOUNCE_MS = 100;
export const PROJECT_NAME_TOOLTIP_LENGTH = 20;

export const REQUEST_TIMEOUT = 300_000;
export const EXPORT_TIMEOUT = 120_000;
export const ERROR_TOAST_MS = 5_000;
export const MESSAGE_HELPER_MS = 1_500;
export const AGREEMENT_ACK_COUNTDOWN_S = 5;

export const SOCKET_RECONNECT_MS = 10_000;
export const SOCKET_HEARTBEAT_MS = 4_000;
export const SOCKET_TIMEOUT_MS = 10_000;

export const MAP_ZOOM_OVERVIEW = 5;
export const MAP_ZOOM_PROJECT = 16;

export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export const DEFAULT_SIZE = 'small';

/** Entry/exit type of records: "1" in, "2" out. */
export const ENTRY_EXIT_TYPE = { in: '1', out: '2' } as const;

/** Paths reachable without a token (000 §2 route guard). */
export const PUBLIC_PATHS = ['/login', '/auth-redirect', '/avoid-login', '/500'] as const;
export const CUSTOM_SCREEN_PAGE = '/custom-screen-page';

/**
 * Stored files (uploads, photos) are served under this path to their owners only: the browser proves who
 * it is for an <img> with a cookie, the console's session one (the seed keeps the token in a cookie) or,
 * on a wall, the playback key the player puts in a cookie of this path alone.
 */
export const FILES_PATH = '/files/';
export const SESSION_COOKIE = 'Site-Token';
export const PLAYBACK_KEY_COOKIE = 'Site-Playback-Key';
