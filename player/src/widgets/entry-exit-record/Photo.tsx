/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { safeUrl } from '../../stage/style';

const SIZE = { width: '2.2em', height: '2.2em', borderRadius: '50%', flex: 'none' } as const;

/** A record's photo; without one, or when it fails to load, the first character of the name. */
export function Photo({ url, name }: { url: unknown; name: string }) {
  const [broken, setBroken] = useState(false);
  const src = safeUrl(url);
  if (!src || broken) {
    return (
      <span
        class="pw-photo-fallback"
        style={{
          ...SIZE,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'rgba(63,208,255,0.2)',
        }}
      >
        {name.slice(0, 1)}
      </span>
    );
  }
  return <img src={src} alt={name} style={{ ...SIZE, objectFit: 'cover' }} onError={() => setBroken(true)} />;
}
