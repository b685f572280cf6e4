import { Button, Card, Form, Message, Space, Spin } from '@arco-design/web-react';
import {
  checkProjectUpdate,
  isProjectPastDeadline,
  type LatLngPoint,
  type ProjectDetail,
  parseBoundary,
} from '@site/shared-schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { queryRegionTree } from '../../../api/region';
import { session } from '../../../app/store/session';
import { BoundaryEditor } from './BoundaryEditor';
import { showProblems, showServerRefusal } from './form-problems';
import { ProjectForm } from './ProjectForm';
import { ProjectQrCodes } from './ProjectQrCodes';
import { queryProjectDetail, updateProject } from './project-calls';
import {
  formFieldOf,
  PROJECT_FORM_FIELDS,
  type ProjectFormValues,
  toFormValues,
  toUpdate,
} from './project-form';
import './project-info.css';

/** The saved project becomes the session's, so the selector, the deadline block and /map show it at once. */
function storeSaved(saved: ProjectDetail): void {
  const item = { ...saved, isDeadline: isProjectPastDeadline(saved) };
  session.set((state) => ({
    projectItem: item,
    projectList: state.projectList.map((project) => (project.projectId === item.projectId ? item : project)),
  }));
}

/**
 * /manage/project-info (seed 000 §2, §3 project item): every field of the project, its region from the
 * region tree, its deadline, its boundary drawn on the map and saved as latLngPoints, and its QR codes.
 */
export default function ProjectInfoPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const [form] = Form.useForm<ProjectFormValues>();
  const { data: project, mutate } = useSWR(projectId ? ['project-detail', projectId] : null, () =>
    queryProjectDetail(projectId),
  );
  const { data: regions } = useSWR('region-tree', queryRegionTree);
  const [points, setPoints] = useState<LatLngPoint[]>([]);
  const [saving, setSaving] = useState(false);
  const [version, setVersion] = useState(0);
  const longitude = Form.useWatch('longitude', form) as number | null | undefined;
  const latitude = Form.useWatch('latitude', form) as number | null | undefined;

  const reset = (stored: ProjectDetail) => {
    form.resetFields();
    form.setFieldsValue(toFormValues(stored, regions ?? []));
    setPoints(parseBoundary(stored.latLngPoints));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is filled when the stored project or the tree arrives, not on every render.
  useEffect(() => {
    if (project && regions) reset(project);
  }, [project, regions]);

  const save = async () => {
    if (!project) return;
    const update = toUpdate(project.projectId, form.getFieldsValue() as ProjectFormValues, points);
    const problems = checkProjectUpdate(update, points);
    form.setFields(
      Object.fromEntries(PROJECT_FORM_FIELDS.map((field) => [formFieldOf(field), { error: undefined }])),
    );
    if (problems.length > 0) {
      showProblems(
        form,
        problems.map((problem) => ({ ...problem, field: formFieldOf(problem.field) })),
        t,
      );
      if (problems.some((problem) => problem.field === 'latLngPoints')) {
        Message.error(t('manageForm.messages.boundaryPoints'));
      }
      return;
    }
    setSaving(true);
    try {
      const { project: saved, message } = await updateProject(update);
      Message.success(message);
      storeSaved(saved);
      await mutate(saved, { revalidate: false });
      setVersion((count) => count + 1);
    } catch (error) {
      showServerRefusal(error, form, PROJECT_FORM_FIELDS, t, formFieldOf);
    } finally {
      setSaving(false);
    }
  };

  if (!project || !regions) return <Spin style={{ display: 'block', margin: '80px auto' }} />;

  const location = longitude != null && latitude != null ? { lng: longitude, lat: latitude } : null;
  return (
    <div className="project-info" data-testid="project-info-page">
      <div className="project-info__columns">
        <Card
          title={t('projectInfo.title')}
          extra={
            <Space>
              <Button onClick={() => reset(project)} data-testid="project-reset">
                {t('projectInfo.reset')}
              </Button>
              <Button type="primary" loading={saving} onClick={save} data-testid="project-save">
                {t('projectInfo.save')}
              </Button>
            </Space>
          }
        >
          <ProjectForm form={form} regions={regions} />
        </Card>
        <Card title={t('projectInfo.boundary')}>
          <BoundaryEditor
            project={project}
            points={points}
            onPoints={setPoints}
            location={location}
            onLocation={(point) => form.setFieldsValue({ longitude: point.lng, latitude: point.lat })}
          />
        </Card>
      </div>
      <ProjectQrCodes projectId={project.projectId} version={version} />
    </div>
  );
}
