/** @jsxImportSource preact */
import { getWidget } from '@site/shared-schema';
import { PlaceholderBox } from '../states';
import type { WidgetViewProps } from '../types';

/** Site-data widgets are built in a later task: until then a clear box with the widget's name. */
export default function PlaceholderView({ component }: WidgetViewProps) {
  const label = getWidget(component.component)?.label ?? component.label ?? component.component;
  return <PlaceholderBox label={label} type={component.component} />;
}
