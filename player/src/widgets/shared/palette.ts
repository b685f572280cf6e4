/** Accents of the site-data widgets, chosen to read on a dark wall whatever the text colour. */
export const ACCENT = '#3fd0ff';
export const BAR_FILL = 'linear-gradient(90deg, #1f6fd1, #3fd0ff)';
export const BAR_TRACK = 'rgba(255,255,255,0.12)';
/** Entries green, exits amber. */
export const ENTRY_COLOUR = '#35d07f';
export const EXIT_COLOUR = '#ffaa33';
