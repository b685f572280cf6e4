import { Image } from '@arco-design/web-react';
import { fileUrlOf } from '../api/file';

/** A stored picture (`/files/...` or a URL) as a small square that opens a preview when clicked. */
export function Thumbnail({
  path,
  size = 40,
  alt = '',
}: {
  path: string | null | undefined;
  size?: number;
  alt?: string;
}) {
  if (!path) return null;
  return (
    <Image
      src={fileUrlOf(path)}
      alt={alt}
      width={size}
      height={size}
      preview
      className="resource-thumbnail"
      data-testid="resource-thumbnail"
    />
  );
}
