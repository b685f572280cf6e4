import { Button } from '@arco-design/web-react';
import { IconLeft, IconRight } from '@arco-design/web-react/icon';
import { TOP_MENU_SCROLL_STEP } from '@site/shared-schema';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { firstPagePath, topMenuRoutes } from '../../routing/route-tree';
import { session } from '../../store/session';

/** The horizontal menu of permitted top-level routes; it scrolls in 60 px steps. */
export function TopMenu({ activeName }: { activeName: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tree = session.use((state) => state.routes);
  const strip = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) => strip.current?.scrollBy({ left: direction * TOP_MENU_SCROLL_STEP });

  return (
    <nav className="top-menu" data-testid="top-menu">
      <Button
        size="mini"
        type="text"
        icon={<IconLeft />}
        aria-label={t('navbar.scrollLeft')}
        onClick={() => scroll(-1)}
      />
      <div
        className="top-menu__strip"
        ref={strip}
        onWheel={(event) => scroll(event.deltaY > 0 || event.deltaX > 0 ? 1 : -1)}
      >
        {topMenuRoutes(tree).map((node) => (
          <button
            key={node.name}
            type="button"
            data-testid={`top-menu-${node.name}`}
            className={`top-menu__item ${node.name === activeName ? 'top-menu__item--active' : ''}`}
            onClick={() => navigate(node.redirect ?? firstPagePath([node]) ?? '/')}
          >
            {node.icon && <node.icon />}
            {t(node.titleKey)}
          </button>
        ))}
      </div>
      <Button
        size="mini"
        type="text"
        icon={<IconRight />}
        aria-label={t('navbar.scrollRight')}
        onClick={() => scroll(1)}
      />
    </nav>
  );
}
