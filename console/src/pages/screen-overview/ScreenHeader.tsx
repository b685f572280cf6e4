import { Button, Tooltip } from '@arco-design/web-react';
import { IconExport, IconHome } from '@arco-design/web-react/icon';
import { SCREEN_NAME_MAX, type Weather, weatherSkyOf } from '@site/shared-schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullscreenToggle } from '../../app/layout/navbar/FullscreenToggle';
import { useClock } from './clock';
import { EditableText } from './EditableText';

interface Props {
  projectName: string;
  /** The saved name; the project name shows while it is empty. */
  screenName: string;
  weather: Weather | null | undefined;
  onRename(screenName: string): Promise<void>;
  onBack(): void;
  onLogout(): void;
}

function Clock() {
  const { t } = useTranslation();
  const { date, time, weekday } = useClock();
  return (
    <div className="data-screen__clock" data-testid="data-screen-clock">
      <span className="data-screen__time">{time}</span>
      <span>{date}</span>
      <span>{t(`dataScreen.weekdays.${weekday}`)}</span>
    </div>
  );
}

/** The weather's city, sky (in the user's language; one a service words otherwise as it came) and range. */
function WeatherText({ weather }: { weather: Weather | null | undefined }) {
  const { t } = useTranslation();
  if (!weather) return null;
  const sky = weatherSkyOf(weather.wea);
  return (
    <div className="data-screen__weather" data-testid="data-screen-weather">
      {weather.city && <span>{weather.city}</span>}
      <span>{sky ? t(`dataScreen.skies.${sky}`) : weather.wea}</span>
      <span>
        {weather.tem2}~{weather.tem1}℃
      </span>
    </div>
  );
}

/** Header of the data screen (seed 000 §2): title, editable name, clock, weather and the tools. */
export function ScreenHeader({ projectName, screenName, weather, onRename, onBack, onLogout }: Props) {
  const { t } = useTranslation();
  const tool = (label: string, testId: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip content={label}>
      <Button type="text" icon={icon} aria-label={label} data-testid={testId} onClick={onClick} />
    </Tooltip>
  );
  return (
    <header className="data-screen__header">
      <div className="data-screen__header-side">
        <Clock />
        <WeatherText weather={weather} />
      </div>
      <div className="data-screen__title">
        <div className="data-screen__project" data-testid="data-screen-project">
          {projectName}
        </div>
        <EditableText
          value={screenName}
          maxLength={SCREEN_NAME_MAX}
          onSubmit={onRename}
          testId="data-screen-name"
        >
          <h1 className="data-screen__name">{screenName || projectName}</h1>
        </EditableText>
      </div>
      <div className="data-screen__header-side data-screen__tools">
        {tool(t('dataScreen.backToAdmin'), 'data-screen-back', <IconHome />, onBack)}
        <FullscreenToggle />
        {tool(t('navbar.logout'), 'data-screen-logout', <IconExport />, onLogout)}
      </div>
    </header>
  );
}
