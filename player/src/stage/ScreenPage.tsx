/** @jsxImportSource preact */
import type { ScreenDocument } from '@site/shared-schema';
import { Toasts } from '../app/Toasts';
import { DataLayerContext } from '../data/hooks';
import { RuntimeContext } from '../runtime/context';
import type { Services } from '../runtime/services';
import { Screen } from './Screen';
import { Stage } from './Stage';
import type { ScaleMode } from './scale';

/**
 * A whole screen as a wall plays it: one runtime and data layer for all its widgets (so linkage and
 * shared calls work across them), scaled to the window, with the runtime's toasts on top.
 */
export function ScreenPage({
  services,
  document,
  mode,
}: {
  services: Services;
  document: ScreenDocument;
  mode: ScaleMode;
}) {
  const canvas = {
    width: Number(document.canvasStyleData.width) || 1920,
    height: Number(document.canvasStyleData.height) || 1080,
  };
  return (
    <RuntimeContext.Provider value={services.runtime}>
      <DataLayerContext.Provider value={services.layer}>
        <Stage canvas={canvas} mode={mode} scale={services.scale}>
          <Screen document={document} />
        </Stage>
        <Toasts toasts={services.toasts} />
      </DataLayerContext.Provider>
    </RuntimeContext.Provider>
  );
}
