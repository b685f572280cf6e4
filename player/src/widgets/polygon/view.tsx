/** @jsxImportSource preact */
import { SvgShape } from '../shared/Shape';
import type { WidgetViewProps } from '../types';

/** SVGPolygon: a regular hexagon (flat top and bottom) filling its box. */
export default function PolygonView({ component }: WidgetViewProps) {
  return <SvgShape component={component} points="25,0 75,0 100,50 75,100 25,100 0,50" />;
}
