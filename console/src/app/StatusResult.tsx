import '@arco-design/web-react/es/Result/style/css.js';
import { IconCheck, IconClose, IconExclamation, IconInfo } from '@arco-design/web-react/icon';
import type { HTMLAttributes, ReactNode } from 'react';

const ICONS = {
  success: <IconCheck />,
  info: <IconInfo />,
  warning: <IconExclamation />,
  error: <IconClose />,
};

interface StatusResultProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  status: keyof typeof ICONS;
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}

/**
 * Arco's Result, in its markup and styles, for the four statuses drawn with an icon. Arco's own module
 * also imports its 403, 404 and 500 illustrations, 27 KB gzip that the layout paid on every page for a
 * warning icon (issue 18); only the error pages, which show those pictures, use it.
 */
export function StatusResult({
  status,
  title,
  subTitle,
  extra,
  children,
  className,
  ...rest
}: StatusResultProps) {
  return (
    <div className={`arco-result arco-result-is-${status}${className ? ` ${className}` : ''}`} {...rest}>
      <div className="arco-result-icon">
        <span className={`arco-result-icon-tip arco-result-icon-${status}`}>{ICONS[status]}</span>
      </div>
      {title && <div className="arco-result-title">{title}</div>}
      {subTitle && <div className="arco-result-subtitle">{subTitle}</div>}
      {extra && <div className="arco-result-extra">{extra}</div>}
      {children && <div className="arco-result-content">{children}</div>}
    </div>
  );
}
