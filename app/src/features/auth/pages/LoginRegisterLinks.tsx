import { Link, Stack } from '@city/design-system';

interface LoginRegisterLinksProps {
  /** The page's own wording of the two links. */
  messages: { login: string; register: string };
}

/** The way on from a mail step: to the login and to registration. */
export function LoginRegisterLinks({ messages }: LoginRegisterLinksProps) {
  return (
    <Stack direction="row" justify="center" gap="lg" wrap>
      <Link variant="standalone" href="/login">
        {messages.login}
      </Link>
      <Link variant="standalone" href="/register">
        {messages.register}
      </Link>
    </Stack>
  );
}
