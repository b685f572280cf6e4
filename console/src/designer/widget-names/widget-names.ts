import { getWidget, type ScreenComponent, WIDGET_CATALOGUE, type WidgetType } from '@site/shared-schema';
import type { TFunction } from 'i18next';

/** The catalogue's Chinese names by widget type: the source of `designer.widgets.*`. */
export const widgetLabelsZh = (): Record<WidgetType, string> =>
  Object.fromEntries(Object.values(WIDGET_CATALOGUE).map((entry) => [entry.type, entry.label])) as Record<
    WidgetType,
    string
  >;

/** A widget type's name in the user's language; the type itself only for one this program does not know. */
export function widgetName(t: TFunction, type: string): string {
  return getWidget(type) ? t(`designer.widgets.${type}`) : type;
}

/**
 * What the designer calls a component: the label the user gave it, or its type's name in his language
 * (a label still equal to the catalogue's Chinese default was never chosen by the user).
 */
export function componentName(t: TFunction, component: Pick<ScreenComponent, 'component' | 'label'>): string {
  const entry = getWidget(component.component);
  return component.label && component.label !== entry?.label
    ? component.label
    : widgetName(t, component.component);
}
