import { mountScreen } from '@site/player';
import type { PlayedScreenAnswer } from '@site/shared-schema';
import { useEffect, useRef } from 'react';
import { useMountContext } from '../../designer/canvas/mount-context';

/** The published screen played by the player's own runtime, with the user's session for its data calls. */
export function ScreenStage({ screen }: { screen: PlayedScreenAnswer }) {
  const stage = useRef<HTMLDivElement>(null);
  const context = useMountContext(screen.projectId, '');
  useEffect(() => {
    const mounted = mountScreen(stage.current!, screen.document, { ...context, orgId: screen.orgId });
    return () => mounted.unmount();
  }, [screen, context]);
  return <div ref={stage} data-testid="screen-page-stage" />;
}
