import { Message, Tag, Typography } from '@arco-design/web-react';
import { DISPLAY_COMMANDS, DISPLAY_RESOURCE, type DisplayCommand, hasPermission } from '@site/shared-schema';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ignoreNotified } from '../../api/envelope';
import type { Row } from '../../api/resource-calls';
import { session } from '../../app/store/session';
import { ResourcePage } from '../../resource/ResourcePage';
import { RowButton } from '../../resource/RowButton';
import { wallLink } from '../custom-screen/screen-rules';
import { sendDisplayCommand } from './display-calls';

/** Half a display's report period (20 s): a wall going on or off line shows without the user reloading. */
const REFRESH_MS = 10_000;

/**
 * /electronic-display/display (cSiteDisplayManager): the project's registered displays, each paired by
 * the code its player shows, named, given a screen and a scale mode; their online state and what they
 * last reported, and the commands to reload one or make it show its name.
 */
export default function DisplayPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const canCommand = session.use((state) =>
    hasPermission(state.resources, DISPLAY_RESOURCE.permission.update),
  );

  const columns = useMemo(
    () => ({
      online: {
        render: (value: unknown, row: Row) => (
          <Tag color={value === 1 ? 'green' : 'gray'} data-testid={`display-online-${String(row.displayId)}`}>
            {t(`display.options.online.${value === 1 ? 1 : 0}`)}
          </Tag>
        ),
      },
    }),
    [t],
  );

  const send = (display: Row, command: DisplayCommand) =>
    sendDisplayCommand(projectId, String(display.displayId), command)
      .then(() => Message.success(t(`displayPage.sent.${command}`, { name: String(display.displayName) })))
      .catch(ignoreNotified);

  return (
    <>
      <Typography.Paragraph type="secondary" data-testid="display-help">
        {t('displayPage.help', { url: wallLink(window.location.origin, '/player/'), add: t('resource.add') })}
      </Typography.Paragraph>
      <ResourcePage
        resource={DISPLAY_RESOURCE}
        refreshInterval={REFRESH_MS}
        columns={columns}
        rowActions={(display) =>
          canCommand
            ? DISPLAY_COMMANDS.map((command) => (
                <RowButton
                  key={command}
                  onClick={() => void send(display, command)}
                  data-testid={`display-${command}-${String(display.displayId)}`}
                >
                  {t(`displayPage.commands.${command}`)}
                </RowButton>
              ))
            : null
        }
      />
    </>
  );
}
