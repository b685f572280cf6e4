/** @jsxImportSource preact */
import type { Signal } from '@preact/signals';
import type { Toast } from '../runtime/services';

/** Short messages over the stage (an event's `alert`): never a blocking alert() on a wall. */
export function Toasts({ toasts }: { toasts: Signal<Toast[]> }) {
  const list = toasts.value;
  if (!list.length) return null;
  return (
    <div
      style={{
        position: 'fixed',
        top: '24px',
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1000,
        display: 'flex',
        flexDirection: 'column',
        gap: '8px',
        pointerEvents: 'none',
      }}
    >
      {list.map((toast) => (
        <div
          key={toast.id}
          role="status"
          style={{
            padding: '10px 18px',
            borderRadius: '4px',
            background: 'rgba(0,0,0,0.78)',
            color: '#fff',
            fontSize: '18px',
            maxWidth: '60vw',
            whiteSpace: 'pre-wrap',
          }}
        >
          {toast.text}
        </div>
      ))}
    </div>
  );
}
