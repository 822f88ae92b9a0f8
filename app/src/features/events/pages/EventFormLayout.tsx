import type { ReactNode } from 'react';
import { Card, Heading, Stack } from '@city/design-system';
import { formColumn } from './layout.css';

/** The frame of the create and edit pages: the title above the form's card. */
export function EventFormLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={formColumn}>
      <Stack gap="xl">
        <Heading level={1}>{title}</Heading>
        <Card>{children}</Card>
      </Stack>
    </div>
  );
}
