import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_LANGUAGE_MESSAGE } from '@aabhushan/shared/schemas/admin-catalogue-fields';
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
  role: { en: 'Master setter', hi: 'मास्टर जड़िया' },
  bio: { en: 'Thirty years of setting diamonds in Surat and Mumbai.' },
  skills: { en: ['Pavé', 'Prong setting'], ta: ['பாவே', 'நகப் பிடிப்பு'] },
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
  it('adds a member the team page shows at once, in the languages written, blank profile links left out, audited', async () => {
    expect(await publicTeam()).toBeDefined(); // cached now
    const member = await create(newMember({ bio: { en: 'Thirty years of setting diamonds in Surat and Mumbai.', ta: ' ', te: '' }, skills: { en: ['Pavé', 'Prong setting'], ta: ['பாவே', 'நகப் பிடிப்பு'], te: [] } }));
    expect(member).toMatchObject({ socials: { linkedin: 'https://www.linkedin.com/in/rohan' }, isActive: true, imageUrl: null });
    expect(member.socials).not.toHaveProperty('twitter');
    // A translation sent blank, or a list sent empty, is stored as missing: the store shows the English.
    expect(member.bio).toEqual({ en: 'Thirty years of setting diamonds in Surat and Mumbai.' });
    expect((await publicTeam()).find((expert) => expert._id === member.id)).toMatchObject({
      name: 'Rohan Mehta',
      role: { en: 'Master setter', hi: 'मास्टर जड़िया' },
      skills: { en: ['Pavé', 'Prong setting'], ta: ['பாவே', 'நகப் பிடிப்பு'] },
    });
    expect(member.skills).not.toHaveProperty('te');
    expect((await calls.auditActions(member.id)).map((row) => [row.action, row.actorId, row.entityType])).toEqual([['team-member.create', staff.userId, 'team-member']]);
  });

  it('hides, edits and removes a member, the store following each change', async () => {
    const member = await create(newMember({ name: 'Farah Khan' }));
    expect(await calls.refusal('POST', `/api/admin/team-members/${member.id}/state`, { active: false })).toEqual([200, M.deactivated]);
    expect((await publicTeam()).map((expert) => expert._id)).not.toContain(member.id);
    await calls.send('POST', `/api/admin/team-members/${member.id}/state`, { active: true });
    const edited = await calls.send('PATCH', `/api/admin/team-members/${member.id}`, { role: { en: 'Head of design', te: 'డిజైన్ విభాగం అధిపతి' }, socials: { instagram: 'https://instagram.com/farah' } });
    expect(edited.data).toMatchObject({ socials: { instagram: 'https://instagram.com/farah' }, name: 'Farah Khan' });
    // The role sent replaces the saved one whole: its Hindi, not sent again, is gone.
    expect(edited.data.role).toEqual({ en: 'Head of design', te: 'డిజైన్ విభాగం అధిపతి' });
    expect((await publicTeam()).find((expert) => expert._id === member.id)?.role).toEqual({ en: 'Head of design', te: 'డిజైన్ విభాగం అధిపతి' });
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

  it('finds members by name, or by role in any language', async () => {
    const member = await create(newMember({ name: 'Ishaan Verma', role: { en: 'Gemologist', te: 'రత్న పరీక్షకులు' } }));
    const ids = async (q: string) => ((await calls.send('GET', `/api/admin/team-members?q=${encodeURIComponent(q)}`)).data as AdminTeamMember[]).map((row) => row.id);
    expect(await ids('verma')).toEqual([member.id]);
    expect(await ids('gemolog')).toContain(member.id);
    expect(await ids('రత్న పరీక్ష')).toEqual([member.id]);
  });

  it('lists the members whose role, bio or skills lack a language (missing=hi|ta|te)', async () => {
    const written = { en: 'Polisher', hi: 'पॉलिश कारीगर', ta: 'பாலிஷ் கலைஞர்', te: 'పాలిష్ కళాకారులు' };
    const skills = { en: ['Polishing'], hi: ['पॉलिश'], ta: ['பாலிஷ்'], te: ['పాలిష్'] };
    const bio = { en: 'Thirty years at the wheel.', hi: 'तीस साल से पॉलिश।', ta: 'முப்பது ஆண்டு பாலிஷ் அனுபவம்.', te: 'ముప్పై ఏళ్ల పాలిష్ అనుభవం.' };
    await create(newMember({ name: 'Anuvad All', role: written, bio, skills }));
    const noTamilSkills = await create(newMember({ name: 'Anuvad Skills', role: written, bio, skills: { en: skills.en, hi: skills.hi, te: skills.te } }));
    const noTeluguBio = await create(newMember({ name: 'Anuvad Bio', role: written, bio: { ...bio, te: '  ' }, skills }));
    await create(newMember({ name: 'Anuvad None', role: written, bio, skills: { en: [] } }));
    const names = async (missing: string) => {
      const answer = await calls.send('GET', `/api/admin/team-members?q=Anuvad&limit=100&missing=${missing}`);
      return (answer.data as AdminTeamMember[]).map((row) => row.id).sort();
    };
    // The member with every text written, and the one with no skills at all (none to translate), are in no list.
    expect(await names('hi')).toEqual([]);
    expect(await names('ta')).toEqual([noTamilSkills.id]);
    expect(await names('te')).toEqual([noTeluguBio.id]);
    expect(await calls.refusal('GET', '/api/admin/team-members?missing=en')).toEqual([400, MISSING_LANGUAGE_MESSAGE]);
  });

  it.each([
    ['a blank name', { name: '' }, M.name],
    ['a blank role', { role: { en: ' ' } }, M.role],
    ['a role without its English', { role: { hi: 'जौहरी' } }, M.role],
    ['a profile link that is not https', { socials: { linkedin: 'javascript:alert(1)' } }, M.social],
    ['eleven skills', { skills: { en: Array.from({ length: 11 }, (_, i) => `skill ${i}`) } }, M.skills],
    ['eleven Tamil skills', { skills: { en: ['Pavé'], ta: Array.from({ length: 11 }, (_, i) => `திறமை ${i}`) } }, M.skills],
    ['a blank skill', { skills: { en: ['Pavé', ' '] } }, M.skills],
    ['a picture from another site', { imageUrl: 'https://example.com/me.png' }, ADMIN_CONTENT_MESSAGES.picture],
  ] as Array<[string, Partial<AdminTeamMemberCreateInput>, string]>)('refuses %s with its message', async (_case, overrides, message) => {
    expect(await calls.refusal('POST', '/api/admin/team-members', newMember(overrides))).toEqual([400, message]);
  });
});
