import type { ReadonlySignal } from '@preact/signals';
import { signal } from '@preact/signals';
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { DEFAULT_CONFIG, type PlayerConfig } from '../app/config';
import type { LinkageBus } from './linkage';

/** What every widget of a mounted screen (or of one widget mounted in the designer) shares. */
export interface Runtime {
  config: PlayerConfig;
  projectId: string;
  /** The project's org, whose deviceStatus topic device widgets hear; '' when unknown. */
  orgId: string;
  /** canvasStyleData.areaId: '' for the whole project. */
  areaId: string;
  /**
   * True on a wall and in the designer's preview: animations, linkage and events run. False on the
   * designer's edit canvas: widgets render statically (data still loads).
   */
  live: boolean;
  /** Stage scale (max of both axes): canvases draw at devicePixelRatio × scale. */
  scale: ReadonlySignal<number>;
  linkage: LinkageBus | null;
  /** Shows a short message over the stage (events' `alert`, never a blocking alert()). */
  notify(text: string): void;
}

export const RuntimeContext = createContext<Runtime>({
  config: DEFAULT_CONFIG,
  projectId: '',
  orgId: '',
  areaId: '',
  live: false,
  scale: signal(1),
  linkage: null,
  notify: () => {},
});

export function useRuntime(): Runtime {
  return useContext(RuntimeContext);
}
