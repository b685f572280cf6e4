import { Select } from '@arco-design/web-react';
import type { ProjectItem } from '@site/shared-schema';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryProjectsOfCurrentUser } from '../../../api/project';
import { session } from '../../store/session';
import { selectProject } from '../../store/session-actions';

const SEARCH_DELAY_MS = 300;

/** The project selector: remote keyword search over the current user's projects (seed 000 §1). */
export function ProjectSelector() {
  const { t } = useTranslation();
  const projectList = session.use((state) => state.projectList);
  const current = session.use((state) => state.projectItem);
  const [options, setOptions] = useState<ProjectItem[]>(projectList);
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setOptions(projectList), [projectList]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSearching(true);
      queryProjectsOfCurrentUser(keyword.trim())
        .then(setOptions)
        .catch(() => setOptions([]))
        .finally(() => setSearching(false));
    }, SEARCH_DELAY_MS);
  };

  return (
    <Select
      className="project-selector"
      data-testid="project-selector"
      showSearch
      filterOption={false}
      loading={searching}
      placeholder={t('navbar.selectProject')}
      // Label in value: the current project shows its name even when a search leaves it out of the options.
      labelInValue
      value={current && { value: current.projectId, label: current.projectName }}
      onSearch={search}
      onChange={(choice: { value: string }) => selectProject(choice.value)}
      triggerProps={{ className: 'project-selector__popup' }}
    >
      {options.map((project) => (
        <Select.Option key={project.projectId} value={project.projectId} data-testid="project-option">
          {project.projectName}
        </Select.Option>
      ))}
    </Select>
  );
}
