import { Button, Link, Stack, Text } from '@city/design-system';
import { feedbackPointerCopy } from '../../../i18n/staticPages';
import { useFeedbackLauncher } from '../../../lib/feedbackLauncher';

/**
 * docs/back-office.md#feedback: the about page points to the feedback form. Feedback is sent from an
 * account, so a visitor is told where the form is and offered the way in.
 */
export function FeedbackPointer() {
  const openFeedback = useFeedbackLauncher();
  if (!openFeedback) {
    return (
      <Text>
        {feedbackPointerCopy.signedOutBefore}
        <Link href="/login">{feedbackPointerCopy.signIn}</Link>
        {feedbackPointerCopy.signedOutAfter}
      </Text>
    );
  }
  return (
    <Stack gap="sm" align="start">
      <Button onPress={openFeedback}>{feedbackPointerCopy.open}</Button>
      <Text tone="muted" size="sm">
        {feedbackPointerCopy.signedIn}
      </Text>
    </Stack>
  );
}
