import { Button, Message, Tooltip } from '@arco-design/web-react';
import { IconFullscreen, IconFullscreenExit } from '@arco-design/web-react/icon';
import { MESSAGES } from '@site/shared-schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function FullscreenToggle() {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(Boolean(document.fullscreenElement));

  useEffect(() => {
    const sync = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      Message.warning(MESSAGES.fullscreenUnsupported);
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  };

  const label = t(fullscreen ? 'navbar.exitFullscreen' : 'navbar.fullscreen');
  return (
    <Tooltip content={label}>
      <Button
        type="text"
        data-testid="fullscreen-toggle"
        aria-label={label}
        icon={fullscreen ? <IconFullscreenExit /> : <IconFullscreen />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
