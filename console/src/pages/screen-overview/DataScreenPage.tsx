import { Message } from '@arco-design/web-react';
import type { MountContext } from '@site/player';
import { SCREEN_REMARK_MAX, type ScreenConfig, SLOW_REFRESH_MS } from '@site/shared-schema';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { queryScreenConfig, queryWeather, saveScreenConfig } from '../../api/screen-config';
import { AgreementExceptionPush, playerRealtimeSource } from '../../app/realtime';
import { session } from '../../app/store/session';
import { logoutUser } from '../../app/store/session-actions';
import { useWidgetScope } from '../../app/widgets/WidgetHost';
import { EditableText } from './EditableText';
import { Marquee } from './Marquee';
import { overviewComponents } from './overview-widgets';
import { ScreenHeader } from './ScreenHeader';
import { ScreenStage, useStageTransform } from './ScreenStage';
import { WidgetSlot } from './WidgetSlot';
import './data-screen.css';

/** /screen/overview: the project's data screen, outside the layout shell (seed 000 §2). */
export default function DataScreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const project = session.use((state) => state.projectItem);
  const token = session.use((state) => state.token) ?? '';
  const projectId = project?.projectId ?? '';
  const { data: config, mutate } = useSWR(projectId ? ['screen-config', projectId] : null, () =>
    queryScreenConfig(projectId),
  );
  // The weather widgets' period: a forecast changes slowly.
  const { data: weather } = useSWR('weather', queryWeather, { refreshInterval: SLOW_REFRESH_MS });
  const components = useMemo(overviewComponents, []);
  const transform = useStageTransform();
  // The widgets play live, as on a wall, in one scope: shared calls, the console's realtime connection.
  const context = useMemo<MountContext>(
    () => ({
      projectId,
      preview: true,
      credentials: { authorization: token },
      realtime: playerRealtimeSource,
    }),
    [projectId, token],
  );
  const scope = useWidgetScope(context, transform.scaleX);

  // addAndUpdate takes both texts: the one edited and the other as saved.
  const save = async (change: Partial<ScreenConfig>) => {
    const next = {
      businessId: projectId,
      screenName: config?.screenName ?? '',
      remark: config?.remark ?? '',
      ...change,
    };
    Message.success(await saveScreenConfig(next));
    await mutate(next, { revalidate: true });
  };

  const logout = () => {
    logoutUser(`${location.pathname}${location.search}`).catch(() => undefined);
  };

  return (
    <ScreenStage transform={transform}>
      <AgreementExceptionPush />
      <ScreenHeader
        projectName={project?.projectName ?? ''}
        screenName={config?.screenName ?? ''}
        weather={weather}
        onRename={(screenName) => save({ screenName })}
        onBack={() => navigate('/')}
        onLogout={logout}
      />
      {projectId &&
        scope &&
        components.map((component) => <WidgetSlot key={component.id} component={component} scope={scope} />)}
      <footer className="data-screen__footer">
        <EditableText
          value={config?.remark ?? ''}
          maxLength={SCREEN_REMARK_MAX}
          onSubmit={(remark) => save({ remark })}
          testId="data-screen-remark"
        >
          <Marquee
            text={config?.remark || t('dataScreen.remarkPlaceholder')}
            testId="data-screen-remark-text"
          />
        </EditableText>
      </footer>
    </ScreenStage>
  );
}
