import { Button, type ButtonProps } from '@arco-design/web-react';
import { forwardRef } from 'react';

/**
 * A button of a list row's actions: the block's own (edit, delete) and every page's (objects, channels,
 * commands) look alike beside each other. `danger` marks one that removes or refuses. It passes its ref
 * on through forwardRef, which is how Arco's Dropdown and Popconfirm find the button to place their popup
 * under (without it the popup opens in the page's corner).
 */
export const RowButton = forwardRef<HTMLButtonElement, ButtonProps & { danger?: boolean }>(function RowButton(
  { danger, ...props },
  ref,
) {
  return <Button ref={ref} size="mini" type="text" status={danger ? 'danger' : undefined} {...props} />;
});
