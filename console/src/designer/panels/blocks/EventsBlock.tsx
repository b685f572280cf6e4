import { useTranslation } from 'react-i18next';
import { type BlockProps, bindComponent } from '../fields/bind';
import { TextField } from '../fields/Fields';

/** What a click does on a wall: open a link (redirect) or show a short message (alert). */
export function EventsBlock(props: BlockProps) {
  const { t } = useTranslation();
  const event = (name: 'redirect' | 'alert') =>
    bindComponent(
      props,
      `events.${name}`,
      (component) => (typeof component.events?.[name] === 'string' ? (component.events[name] as string) : ''),
      (component, value: string) => {
        const { [name]: _, ...others } = component.events ?? {};
        return { ...component, events: value ? { ...others, [name]: value } : others };
      },
    );
  return (
    <>
      <TextField label={t('designer.panel.redirect')} bound={event('redirect')} placeholder="https://" />
      <TextField label={t('designer.panel.alert')} bound={event('alert')} />
    </>
  );
}
