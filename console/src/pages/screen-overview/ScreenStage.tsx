import { computeStageTransform, type StageTransform } from '@site/player';
import { type ReactNode, useEffect, useState } from 'react';
import { STAGE } from './overview-widgets';

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/** The current stage scale, so mounted widgets can draw their canvases sharp at it. */
export function useStageTransform() {
  const [size, setSize] = useState(viewport);
  useEffect(() => {
    const resize = () => setSize(viewport());
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);
  return computeStageTransform('fit', STAGE, size);
}

/** A fixed 1920 × 1080 stage scaled to fit the window, letterboxed and centred like a wall. */
export function ScreenStage({ transform, children }: { transform: StageTransform; children: ReactNode }) {
  const { scaleX, scaleY, offsetX, offsetY } = transform;
  return (
    <div className="data-screen" data-testid="data-screen">
      <div
        className="data-screen__stage"
        style={{
          width: STAGE.width,
          height: STAGE.height,
          transform: `translate(${offsetX}px, ${offsetY}px) scale(${scaleX}, ${scaleY})`,
        }}
      >
        {children}
      </div>
    </div>
  );
}
