import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../routes';
import { session } from '../store/session';
import { brandName, pageTitle } from '../store/session-rules';
import { flattenRoutes, matchRoute } from './route-tree';

const allRoutes = flattenRoutes(routes);

/** document.title = translated route title plus the private name; follows language changes. */
export function useDocumentTitle(pathname: string): void {
  const { t } = useTranslation();
  const privateConfig = session.use((state) => state.privateConfig);
  const titleKey = matchRoute(allRoutes, pathname)?.node.titleKey;
  useEffect(() => {
    document.title = pageTitle(titleKey && t(titleKey), brandName(privateConfig));
  }, [titleKey, privateConfig, t]);
}
