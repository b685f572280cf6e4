/** @jsxImportSource preact */
import type { ScreenComponent } from '@site/shared-schema';
import { ComponentBox } from '../../stage/ComponentBox';
import type { WidgetViewProps } from '../types';
import { childFrame } from './frame';

/**
 * Group: its children (propValue), each in its own box positioned relative to the group and with its
 * own error boundary, so nested groups and rotated children move and rotate with the group.
 */
export default function GroupView({ component }: WidgetViewProps) {
  const children = Array.isArray(component.propValue) ? (component.propValue as ScreenComponent[]) : [];
  return (
    <div class="pw-group" style={{ position: 'relative', width: '100%', height: '100%' }}>
      {children.map((child) =>
        child && typeof child === 'object' ? (
          <ComponentBox key={child.id} component={child} frame={childFrame(child, component.style)} />
        ) : null,
      )}
    </div>
  );
}
