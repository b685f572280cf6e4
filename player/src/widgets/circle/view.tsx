/** @jsxImportSource preact */
import { BoxShape } from '../shared/Shape';
import type { WidgetViewProps } from '../types';

/** CircleShape: an ellipse filling its box, with background and frame; optional text. */
export default function CircleView({ component }: WidgetViewProps) {
  return <BoxShape component={component} round />;
}
