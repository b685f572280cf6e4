import type { ComponentStyle, ScreenComponent } from '@site/shared-schema';
import { type Css, num } from '../../stage/style';

function percent(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return `${value}%`;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?%$/.test(value.trim())) return value.trim();
  return undefined;
}

/**
 * Where a child sits inside its group, relative to the group's box (so a moved, resized or rotated
 * group carries its children along): `groupStyle` percentages when the compose step stored them,
 * else the child's own canvas position measured against the group's (unrotated) box.
 * The child's own rotation stays relative to the group.
 */
export function childFrame(
  child: ScreenComponent,
  group: Pick<ComponentStyle, 'left' | 'top' | 'width' | 'height'>,
): Css {
  const g = (child.groupStyle ?? {}) as Record<string, unknown>;
  const fromGroupStyle = {
    left: percent(g.left),
    top: percent(g.top),
    width: percent(g.width),
    height: percent(g.height),
  };
  const css: Css = { position: 'absolute' };
  const gw = num(group.width) || 1;
  const gh = num(group.height) || 1;
  const style = child.style ?? ({} as ComponentStyle);
  css.left = fromGroupStyle.left ?? `${((num(style.left) - num(group.left)) / gw) * 100}%`;
  css.top = fromGroupStyle.top ?? `${((num(style.top) - num(group.top)) / gh) * 100}%`;
  css.width = fromGroupStyle.width ?? `${(num(style.width) / gw) * 100}%`;
  css.height = fromGroupStyle.height ?? `${(num(style.height) / gh) * 100}%`;
  const rotate = g.rotate !== undefined && g.rotate !== '' ? num(g.rotate) : num(style.rotate);
  css.transform = rotate ? `rotate(${rotate}deg)` : 'none';
  return css;
}
