import { DISPLAY_REPORT_PATH, displayTopic } from '@site/shared-realtime';
import { DISPLAY_REPORT_MS, type DisplayMessage } from '@site/shared-schema';
import type { PlayedScreen } from '../api/screen';
import type { WallRealtime } from '../runtime/realtime';
import { displayReport } from './report';

/**
 * Joins a registered display to its wall's connection: it hears the console on its own topic, and reports
 * itself when the socket opens and every DISPLAY_REPORT_MS after. Answers what undoes both.
 *
 * The console's word is not replayed to a topic that was not yet live (the screen still loading, the
 * socket still opening or lost): `onListening` is told each time the topic goes live, so the display asks
 * the server at once what it may have missed, rather than at its next slow hello.
 */
export const linkDisplay =
  (displayId: string, onMessage: (message: DisplayMessage) => void, onListening: () => void) =>
  (realtime: WallRealtime, played: PlayedScreen): (() => void) => {
    const report = () => realtime.publish(DISPLAY_REPORT_PATH, displayReport(played.screenName));
    const unsubscribe = realtime.source.subscribe(displayTopic(displayId), (body) =>
      onMessage(body as DisplayMessage),
    );
    const unwatch = realtime.source.onConnectedChange?.((connected) => {
      if (!connected) return;
      report();
      onListening();
    });
    if (realtime.source.connected?.()) onListening();
    const timer = setInterval(report, DISPLAY_REPORT_MS);
    return () => {
      clearInterval(timer);
      unwatch?.();
      unsubscribe();
    };
  };
