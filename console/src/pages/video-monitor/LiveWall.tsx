import type { MountContext } from '@site/player';
import { createComponent, type VideoDevice } from '@site/shared-schema';
import { useMemo } from 'react';
import { playerRealtimeSource } from '../../app/realtime';
import { session } from '../../app/store/session';
import { useWidgetScope, WidgetHost } from '../../app/widgets/WidgetHost';

/** Cells of the wall: one for a single camera, four otherwise (the VideoMonitor widget's sizes). */
const cellsFor = (count: number) => (count <= 1 ? 1 : 4);

/**
 * The player's VideoMonitor widget playing the chosen channels live, as on a wall: clicking a cell opens
 * the player's camera console on that camera.
 */
export function LiveWall({ projectId, devices }: { projectId: string; devices: VideoDevice[] }) {
  const token = session.use((state) => state.token) ?? '';
  const context = useMemo<MountContext>(
    () => ({
      projectId,
      preview: true,
      credentials: { authorization: token },
      realtime: playerRealtimeSource,
    }),
    [projectId, token],
  );
  const scope = useWidgetScope(context, 1);
  const component = useMemo(() => {
    const wall = createComponent('VideoMonitor', { left: 0, top: 0 });
    return {
      ...wall,
      videoNum: cellsFor(devices.length),
      deviceList: devices.map((device) => ({ ...device })),
    };
  }, [devices]);
  return (
    <div className="monitor-live-wall" data-testid="monitor-live-wall">
      {scope ? <WidgetHost component={component} scope={scope} className="monitor-live-wall__host" /> : null}
    </div>
  );
}
