import { Text } from '@city/design-system';

/** A person in a statistics row: the name, the e-mail under it. */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <>
      <Text as="div">{name}</Text>
      <Text as="div" size="sm" tone="muted">
        {email}
      </Text>
    </>
  );
}
