import type { ComponentStyle, ScreenComponent, WidgetEntry } from '@site/shared-schema';
import type { EditorStore } from '../../model';

/** What every block of a component's panel receives. */
export interface BlockProps {
  store: EditorStore;
  component: ScreenComponent;
  /** The catalogue entry of its type; undefined for a type this program does not know. */
  entry: WidgetEntry | undefined;
  /** A locked component shows its settings but cannot be edited. */
  disabled: boolean;
}

/**
 * The history merge key of one field of one component: typing in a field is one undo step, and the
 * step ends on blur (commitStep) or when another field changes.
 */
export const mergeKeyOf = (id: string, field: string): string => `panel:${id}:${field}`;

/** A value with its writer, ready for a form control. */
export interface Bound<T> {
  value: T;
  disabled: boolean;
  onChange(value: T): void;
  /** Ends the field's history step. */
  onBlur(): void;
}

export function bindStyle<K extends keyof ComponentStyle & string>(
  { store, component, disabled }: BlockProps,
  key: K,
): Bound<ComponentStyle[K]> {
  return {
    value: component.style[key],
    disabled,
    onChange: (value) =>
      store.updateStyle(component.id, { [key]: value } as Partial<ComponentStyle>, {
        mergeKey: mergeKeyOf(component.id, `style.${key}`),
      }),
    onBlur: () => store.commitStep(),
  };
}

/** A field outside the style: `read` takes it from the component, `write` makes the changed component. */
export function bindComponent<T>(
  { store, component, disabled }: BlockProps,
  field: string,
  read: (component: ScreenComponent) => T,
  write: (component: ScreenComponent, value: T) => ScreenComponent,
): Bound<T> {
  return {
    value: read(component),
    disabled,
    onChange: (value) =>
      store.updateComponent(component.id, (current) => write(current, value), {
        mergeKey: mergeKeyOf(component.id, field),
      }),
    onBlur: () => store.commitStep(),
  };
}
