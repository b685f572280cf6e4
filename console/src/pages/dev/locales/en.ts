import type { Translation } from '../../../app/i18n/locales/types';

export const devEn: Pick<Translation, 'dev'> = {
  dev: {
    icons: {
      title: 'Icons',
      search: 'Search icons by name',
      count: '{{count}} icons; click one to copy its name',
      copied: 'Copied {{name}}',
      copyFailed: 'Could not copy; copy it by hand: {{name}}',
      none: 'No icon matches',
    },
    errors: {
      title: 'Error pages',
      intro:
        'Open each error page, or cause an unhandled error (the error log keeps it where it is enabled).',
      page401: '401 Not allowed',
      page404: '404 Page not found',
      page500: '500 Server error',
      throwError: 'Cause an unhandled error',
      rejectPromise: 'Cause an unhandled promise rejection',
      thrown: 'An error caused by the error pages demo',
      openLog: 'Open the error log',
    },
    errorLog: {
      title: 'Error log',
      disabled: 'The error log is off in this environment (set "errorLog": true in config.json).',
      empty: 'No unhandled errors',
      clear: 'Clear',
      time: 'Time',
      message: 'Message',
      stack: 'Stack',
      url: 'Address',
    },
    clipboard: {
      title: 'Copy to clipboard',
      label: 'Text to copy',
      placeholder: 'Type the text to copy',
      copy: 'Copy',
      copied: 'Copied',
      failed: 'Could not copy: the browser refused access to the clipboard',
      empty: 'Type the text to copy',
    },
  },
};
