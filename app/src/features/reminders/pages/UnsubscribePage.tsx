import { useSearchParams } from 'react-router-dom';
import { Button, LinkButton, StatusScreen } from '@city/design-system';
import { unsubscribeMessages as messages } from '../../../i18n/reminderMessages';
import { useFocusHeadingOnChange } from '../../../lib/useFocusHeadingOnChange';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useReminderUnsubscribe } from '../hooks/useReminderUnsubscribe';

/**
 * docs/events.md#reminders: /unsubscribe?key=…, the link of every reminder mail. Works signed out
 * (the key is the credential); the profile link leads a signed-out person through the sign-in.
 */
export function UnsubscribePage() {
  usePageTitle(messages.pageTitle);
  const [params] = useSearchParams();
  const { state, retry } = useReminderUnsubscribe(params.get('key'));
  useFocusHeadingOnChange(state.status);

  switch (state.status) {
    case 'loading':
      return <StatusScreen tone="loading" title={messages.loadingTitle} description={messages.loadingDescription} />;
    case 'success':
      return (
        <StatusScreen
          tone="success"
          title={messages.successTitle}
          description={messages.successDescription}
          actions={
            <>
              <LinkButton href="/profile">{messages.toProfile}</LinkButton>
              <LinkButton variant="secondary" href="/events">
                {messages.toEvents}
              </LinkButton>
            </>
          }
        />
      );
    case 'invalid-link':
      return (
        <StatusScreen
          tone="error"
          title={messages.invalidTitle}
          description={messages.invalidDescription}
          actions={<LinkButton href="/profile">{messages.toProfile}</LinkButton>}
        />
      );
    case 'failed':
      return (
        <StatusScreen
          tone="error"
          title={messages.failedTitle}
          description={state.message}
          actions={<Button onPress={retry}>{messages.retry}</Button>}
        />
      );
  }
}
