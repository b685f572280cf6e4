import { Button, type ButtonProps } from '@arco-design/web-react';

/**
 * A button of a list row's actions: the block's own (edit, delete) and every page's (objects, channels,
 * commands) look alike beside each other. `danger` marks one that removes or refuses.
 */
export function RowButton({ danger, ...props }: ButtonProps & { danger?: boolean }) {
  return <Button size="mini" type="text" status={danger ? 'danger' : undefined} {...props} />;
}
