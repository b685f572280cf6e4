import type { WidgetScope } from '@site/player';
import { isResizable, type ScreenComponent } from '@site/shared-schema';
import { memo } from 'react';
import { WidgetHost } from '../../app/widgets/WidgetHost';
import type { EditorStore, Handle } from '../model';
import { TextEditor } from './TextEditor';
import { editableInPlace } from './text-editing';
import type { Interactions } from './use-interactions';

const HANDLES: readonly Handle[] = ['lt', 't', 'rt', 'r', 'rb', 'b', 'lb', 'l'];

interface Props {
  component: ScreenComponent;
  store: EditorStore;
  selected: boolean;
  editing: boolean;
  zoom: number;
  scope: WidgetScope;
  interactions: Interactions;
}

/**
 * One component on the canvas: positioned and rotated like the wall's box, the player's widget inside,
 * and, when selected, the frame with its resize handles (not for non-resizable types) and rotate handle.
 * Opacity stays with the widget, which applies it itself.
 */
export const Shape = memo(function Shape({
  component,
  store,
  selected,
  editing,
  zoom,
  scope,
  interactions,
}: Props) {
  const { style, id } = component;
  const locked = component.isLock;
  // Handles keep their size on screen whatever the zoom.
  const handleSize = 8 / zoom;
  return (
    <div
      className={`designer-shape${selected ? ' is-selected' : ''}${locked ? ' is-locked' : ''}`}
      data-component-id={id}
      data-type={component.component}
      style={{
        left: Number(style.left) || 0,
        top: Number(style.top) || 0,
        width: Number(style.width) || 0,
        height: Number(style.height) || 0,
        transform: style.rotate ? `rotate(${Number(style.rotate)}deg)` : undefined,
        outlineWidth: selected ? 1 / zoom : undefined,
      }}
      onPointerDown={(event) => interactions.pointerDownShape(event, id)}
      onDoubleClick={() => {
        if (editableInPlace(component)) store.setEditingText(id);
      }}
    >
      <WidgetHost
        component={component}
        scope={scope}
        className={`designer-widget-host${editing ? ' is-editing' : ''}`}
      />
      {editing && <TextEditor component={component} store={store} />}
      {selected && !locked && !editing && (
        <>
          {isResizable(component) &&
            HANDLES.map((handle) => (
              <div
                key={handle}
                className={`designer-handle designer-handle-${handle}`}
                data-handle={handle}
                style={{ width: handleSize, height: handleSize, margin: -handleSize / 2 }}
                onPointerDown={(event) => interactions.pointerDownHandle(event, id, handle)}
              />
            ))}
          <div
            className="designer-rotate"
            data-handle="rotate"
            style={{
              width: handleSize * 1.5,
              height: handleSize * 1.5,
              top: -24 / zoom,
              marginLeft: -handleSize * 0.75,
            }}
            onPointerDown={(event) => interactions.pointerDownRotate(event, id)}
          />
        </>
      )}
    </div>
  );
});
