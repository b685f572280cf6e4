/** @jsxImportSource preact */
import { BoxShape } from '../shared/Shape';
import type { WidgetViewProps } from '../types';

/** RectShape: a box with background, frame (colour, weight, style) and radius; optional text. */
export default function RectView({ component }: WidgetViewProps) {
  return <BoxShape component={component} />;
}
