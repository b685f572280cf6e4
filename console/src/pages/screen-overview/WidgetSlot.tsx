import type { WidgetScope } from '@site/player';
import type { ScreenComponent } from '@site/shared-schema';
import { WidgetHost } from '../../app/widgets/WidgetHost';

/** One player widget at its place on the stage, in the screen's shared widget scope. */
export function WidgetSlot({ component, scope }: { component: ScreenComponent; scope: WidgetScope }) {
  const { left, top, width, height } = component.style;
  return (
    <div
      className="data-screen__widget"
      data-testid={`data-screen-widget-${component.component}`}
      style={{ left, top, width, height }}
    >
      <WidgetHost component={component} scope={scope} className="data-screen__widget-host" />
    </div>
  );
}
