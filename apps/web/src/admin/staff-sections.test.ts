import { describe, expect, it } from 'vitest';
import { isKnownStaffPath } from '@aabhushan/shared/staff-routes';
import { STAFF_SECTIONS } from './admin-layout';
import { CONTENT_SECTIONS } from './content/content-tabs';

/** The server answers 404 for a staff address it does not know: every link and editor must be one it knows. */
describe('staff sections', () => {
  const lists = [...STAFF_SECTIONS, ...CONTENT_SECTIONS].map((section) => section.to);

  it('link only to addresses the server answers with the staff page', () => {
    expect(lists.filter((path) => !isKnownStaffPath(path))).toEqual([]);
  });

  it('have their editors known too, where a section edits', () => {
    const editing = lists.filter((path) => !['/admin', '/admin/customers', '/admin/enquiries', '/admin/gold-plans', '/admin/appointments', '/admin/rates', '/admin/settings', '/admin/jobs'].includes(path));
    // Showrooms are only edited: no new one.
    const creating = editing.filter((path) => path !== '/admin/showrooms');
    expect([...creating.map((path) => `${path}/new`), ...editing.map((path) => `${path}/some-id`)].filter((path) => !isKnownStaffPath(path))).toEqual([]);
  });
});
