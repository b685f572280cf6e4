import type { ConfigProviderProps } from '@arco-design/web-react';
import { ConfigContext, DefaultConfigProviderProps } from '@arco-design/web-react/es/ConfigProvider/context';
import { setConfigProviderProps } from '@arco-design/web-react/es/Modal/config';
import { type ReactNode, useEffect, useMemo } from 'react';

type ArcoConfigProps = Pick<ConfigProviderProps, 'locale' | 'size' | 'focusLock' | 'componentConfig'> & {
  children: ReactNode;
};

const prefixed = (componentName: string, customPrefix?: string) =>
  `${customPrefix || 'arco'}-${componentName}`;

/**
 * Arco's ConfigProvider without its imports of Message and Notification, there only to hand them a class
 * prefix and a text direction that we leave as they are: they put both, with their transitions and icons, in
 * the login page's code (issue 18). Toasts are loaded when first shown; the modals opened by a call
 * (Modal.confirm) get the locale as the provider gives it them.
 */
export function ArcoConfig({
  locale = DefaultConfigProviderProps.locale,
  size,
  focusLock,
  componentConfig,
  children,
}: ArcoConfigProps) {
  useEffect(() => setConfigProviderProps({ locale, prefixCls: 'arco' }), [locale]);
  const config = useMemo(
    () => ({
      ...DefaultConfigProviderProps,
      locale,
      size,
      focusLock,
      componentConfig,
      getPrefixCls: prefixed,
    }),
    [locale, size, focusLock, componentConfig],
  );
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}
