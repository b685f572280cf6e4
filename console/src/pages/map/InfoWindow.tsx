import type { ProjectItem } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { infoRows } from './map-view';

/** The project's info window (seed 000 §2); its name enters the project. */
export function InfoWindow({ project, onEnter }: { project: ProjectItem; onEnter(): void }) {
  const { t } = useTranslation();
  return (
    <div className="project-map__info" data-testid="map-info-window">
      <button
        type="button"
        className="project-map__info-title"
        data-testid="map-enter-project"
        onClick={onEnter}
      >
        {project.projectName}
      </button>
      <dl>
        {infoRows(project).map(({ key, value }) => (
          <div key={key} className="project-map__info-row">
            <dt>{t(key)}</dt>
            <dd>{value || '-'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
