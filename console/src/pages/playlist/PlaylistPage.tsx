import { Typography } from '@arco-design/web-react';
import { PLAYLIST_RESOURCE } from '@site/shared-schema';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomControlProps } from '../../resource/ResourceForm';
import { ResourcePage } from '../../resource/ResourcePage';
import { PlaylistEditor } from './PlaylistEditor';
import { playlistChecks } from './playlist-check';

/**
 * /electronic-display/playlist (cSiteScreenPlaylistManager): the project's playlists, published screens in
 * an order, each shown for its seconds, that a registered display given one plays round and round.
 */
export default function PlaylistPage() {
  const { t } = useTranslation();
  const form = useMemo(
    () => ({
      controls: { items: (props: CustomControlProps) => <PlaylistEditor {...props} /> },
      checks: playlistChecks(t),
    }),
    [t],
  );
  return (
    <>
      <Typography.Paragraph type="secondary" data-testid="playlist-help">
        {t('playlistPage.help')}
      </Typography.Paragraph>
      <ResourcePage resource={PLAYLIST_RESOURCE} form={form} />
    </>
  );
}
