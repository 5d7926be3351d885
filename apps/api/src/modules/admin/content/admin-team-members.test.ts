import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_MESSAGES } from '@aabhushan/shared/schemas/admin-content';
import { ADMIN_TEAM_MESSAGES as M, type AdminTeamMember, type AdminTeamMemberCreateInput } from '@aabhushan/shared/schemas/admin-team-members';
import type { Expert } from '@aabhushan/shared/schemas/content';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { signInStaff } from '../../../test/signed-in-customer';
import { contentTestCalls } from './content-test-helpers';

let t: TestApp;
let staff: { userId: string; authorization: string };
let calls: ReturnType<typeof contentTestCalls>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t);
  calls = contentTestCalls(t, () => staff.authorization);
});
afterAll(async () => {
  await t.close();
});

const newMember = (overrides: Partial<AdminTeamMemberCreateInput> = {}): AdminTeamMemberCreateInput => ({
  name: 'Rohan Mehta',
  role: 'Master setter',
  bio: 'Thirty years of setting diamonds in Surat and Mumbai.',
  skills: ['Pavé', 'Prong setting'],
  socials: { linkedin: 'https://www.linkedin.com/in/rohan', twitter: '' },
  ...overrides,
});
async function create(body: AdminTeamMemberCreateInput): Promise<AdminTeamMember> {
  const answer = await calls.send('POST', '/api/admin/team-members', body);
  expect(answer.status, answer.body).toBe(201);
  return answer.data as AdminTeamMember;
}
const publicTeam = async () => (await calls.publicData<Expert[]>('/api/public/expert?limit=1000')).data;

describe('/api/admin/team-members', () => {
  it('adds a member the team page shows at once, blank profile links left out, audited', async () => {
    expect(await publicTeam()).toBeDefined(); // cached now
    const member = await create(newMember());
    expect(member).toMatchObject({ socials: { linkedin: 'https://www.linkedin.com/in/rohan' }, isActive: true, imageUrl: null });
    expect(member.socials).not.toHaveProperty('twitter');
    expect((await publicTeam()).find((expert) => expert._id === member.id)).toMatchObject({ name: 'Rohan Mehta', skills: ['Pavé', 'Prong setting'] });
    expect((await calls.auditActions(member.id)).map((row) => [row.action, row.actorId, row.entityType])).toEqual([['team-member.create', staff.userId, 'team-member']]);
  });

  it('hides, edits and removes a member, the store following each change', async () => {
    const member = await create(newMember({ name: 'Farah Khan' }));
    expect(await calls.refusal('POST', `/api/admin/team-members/${member.id}/state`, { active: false })).toEqual([200, M.deactivated]);
    expect((await publicTeam()).map((expert) => expert._id)).not.toContain(member.id);
    await calls.send('POST', `/api/admin/team-members/${member.id}/state`, { active: true });
    const edited = await calls.send('PATCH', `/api/admin/team-members/${member.id}`, { role: 'Head of design', socials: { instagram: 'https://instagram.com/farah' } });
    expect(edited.data).toMatchObject({ role: 'Head of design', socials: { instagram: 'https://instagram.com/farah' }, name: 'Farah Khan' });
    expect((await publicTeam()).find((expert) => expert._id === member.id)?.role).toBe('Head of design');
    expect(await calls.refusal('DELETE', `/api/admin/team-members/${member.id}`)).toEqual([200, M.deleted]);
    expect((await publicTeam()).map((expert) => expert._id)).not.toContain(member.id);
    expect((await calls.auditActions(member.id)).map((row) => row.action)).toEqual([
      'team-member.create',
      'team-member.deactivate',
      'team-member.activate',
      'team-member.update',
      'team-member.delete',
    ]);
  });

  it('finds members by name or role', async () => {
    const member = await create(newMember({ name: 'Ishaan Verma', role: 'Gemologist' }));
    const ids = async (q: string) => ((await calls.send('GET', `/api/admin/team-members?q=${q}`)).data as AdminTeamMember[]).map((row) => row.id);
    expect(await ids('verma')).toEqual([member.id]);
    expect(await ids('gemolog')).toContain(member.id);
  });

  it.each([
    ['a blank name', { name: '' }, M.name],
    ['a blank role', { role: ' ' }, M.role],
    ['a profile link that is not https', { socials: { linkedin: 'javascript:alert(1)' } }, M.social],
    ['eleven skills', { skills: Array.from({ length: 11 }, (_, i) => `skill ${i}`) }, M.skills],
    ['a picture from another site', { imageUrl: 'https://example.com/me.png' }, ADMIN_CONTENT_MESSAGES.picture],
  ] as Array<[string, Partial<AdminTeamMemberCreateInput>, string]>)('refuses %s with its message', async (_case, overrides, message) => {
    expect(await calls.refusal('POST', '/api/admin/team-members', newMember(overrides))).toEqual([400, message]);
  });
});
