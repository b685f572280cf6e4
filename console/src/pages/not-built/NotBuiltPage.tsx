import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/routing/route-types';
import { NotBuilt } from './NotBuilt';

/** The page of every route whose feature is not built yet: it names the route it stands for. */
export default function NotBuiltPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  return (
    <div className="page-center">
      <NotBuilt title={t(titleKey)} />
    </div>
  );
}
