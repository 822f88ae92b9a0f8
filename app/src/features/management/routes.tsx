/**
 * docs/back-office.md#layout: the back office's routes, below '/management/*' (the app's RequireAuth
 * sits above). This module is the lazily loaded chunk's entry: everything it imports is fetched
 * only when someone opens /management (layout/ManagementApp.tsx).
 */
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireSection } from './access/RequireSection';
import { EventComplaintsPage, UserComplaintsPage } from './complaints';
import { DashboardPage } from './dashboard';
import { FeedbackPage } from './feedback';
import { ManagementNotFound } from './layout/ManagementNotFound';
import { ManagementShell, type ManagementShellProps } from './layout/ManagementShell';
import { MANAGEMENT_SECTIONS, type ManagementSectionId } from './layout/sections';
import { ModerationSamplePage } from './moderation-sample';
import { StatisticsPage } from './statistics';
import { UsersPage } from './users';

/** The page of each section; who may open it is the section's `roles` (layout/sections.ts). */
const SECTION_PAGES: Record<ManagementSectionId, ComponentType> = {
  dashboard: DashboardPage,
  'claims-events': EventComplaintsPage,
  'claims-users': UserComplaintsPage,
  users: UsersPage,
  feedback: FeedbackPage,
  statistics: StatisticsPage,
  'moderation-sample': ModerationSamplePage,
};

export function ManagementRoutes(props: ManagementShellProps) {
  return (
    <Routes>
      <Route element={<ManagementShell {...props} />}>
        <Route index element={<DashboardPage />} />
        {MANAGEMENT_SECTIONS.map((section) => {
          const Page = SECTION_PAGES[section.id];
          return (
            <Route
              key={section.id}
              path={section.path}
              element={
                <RequireSection section={section}>
                  <Page />
                </RequireSection>
              }
            />
          );
        })}
        <Route path="*" element={<ManagementNotFound />} />
      </Route>
    </Routes>
  );
}
