import { Button } from '@arco-design/web-react';
import { IconLeft, IconRight } from '@arco-design/web-react/icon';
import { TOP_MENU_SCROLL_STEP } from '@site/shared-schema';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstPagePath, topMenuRoutes } from '../../routing/route-tree';
import { session } from '../../store/session';
import { MenuIcon } from '../menu-icons';
import { useGoTo } from '../use-go-to';

/** Whether the element's content is wider than its box, kept up to date as either changes. */
function useOverflowing(element: React.RefObject<HTMLElement | null>, content: unknown): boolean {
  const [overflowing, setOverflowing] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the entries change.
  useEffect(() => {
    const box = element.current;
    if (!box) return;
    const measure = () => setOverflowing(box.scrollWidth > box.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [element, content]);
  return overflowing;
}

/**
 * The horizontal menu of permitted top-level routes; when wider than its place it scrolls in 60 px
 * steps, and only then shows its arrows (a user without menus has nothing to scroll).
 */
export function TopMenu({ activeName }: { activeName: string | undefined }) {
  const { t } = useTranslation();
  const goTo = useGoTo();
  const tree = session.use((state) => state.routes);
  const strip = useRef<HTMLDivElement>(null);
  const entries = topMenuRoutes(tree);
  const overflowing = useOverflowing(strip, entries.length);
  const scroll = (direction: 1 | -1) => strip.current?.scrollBy({ left: direction * TOP_MENU_SCROLL_STEP });
  const arrow = (direction: 1 | -1) =>
    overflowing && (
      <Button
        size="mini"
        type="text"
        icon={direction < 0 ? <IconLeft /> : <IconRight />}
        aria-label={t(direction < 0 ? 'navbar.scrollLeft' : 'navbar.scrollRight')}
        onClick={() => scroll(direction)}
      />
    );

  return (
    <nav className="top-menu" data-testid="top-menu">
      {arrow(-1)}
      <div
        className="top-menu__strip"
        ref={strip}
        onWheel={(event) => scroll(event.deltaY > 0 || event.deltaX > 0 ? 1 : -1)}
      >
        {entries.map((node) => (
          <button
            key={node.name}
            type="button"
            data-testid={`top-menu-${node.name}`}
            className={`top-menu__item ${node.name === activeName ? 'top-menu__item--active' : ''}`}
            onClick={() => goTo(node.redirect ?? firstPagePath([node]) ?? '/')}
          >
            <MenuIcon name={node.icon} />
            {t(node.titleKey)}
          </button>
        ))}
      </div>
      {arrow(1)}
    </nav>
  );
}
