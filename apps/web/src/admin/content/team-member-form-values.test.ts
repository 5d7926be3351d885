import { describe, expect, it } from 'vitest';
import { adminTeamMemberCreateSchema, type AdminTeamMember } from '@aabhushan/shared/schemas/admin-team-members';
import { teamMemberBodyOf, teamMemberValuesOf } from './team-member-form-values';

const member: AdminTeamMember = {
  id: 'm1',
  name: 'Dr. Kavitha Raman',
  role: { en: 'Chief Gemologist', ta: 'தலைமை ரத்தினவியல் நிபுணர்' },
  bio: { en: 'Grades every diamond.' },
  skills: { en: ['Diamond grading', 'Pearls'], ta: ['வைரத் தரம் பிரித்தல்', 'முத்துக்கள்'] },
  imageUrl: null,
  socials: {},
  sortOrder: 3,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the team member form', () => {
  it('holds each language’s skills in one box, separated by commas, and sends them back as that language’s list', () => {
    const values = teamMemberValuesOf(member);
    expect(values.skills).toEqual({ en: 'Diamond grading, Pearls', hi: '', ta: 'வைரத் தரம் பிரித்தல், முத்துக்கள்', te: '' });
    expect(values.role).toEqual({ en: 'Chief Gemologist', hi: '', ta: 'தலைமை ரத்தினவியல் நிபுணர்', te: '' });
    const body = teamMemberBodyOf({ ...values, skills: { ...values.skills, te: ' వజ్రాల గ్రేడింగ్ ,, ముత్యాలు, ', hi: '  ' } });
    expect(body.skills).toEqual({ en: ['Diamond grading', 'Pearls'], hi: [], ta: ['வைரத் தரம் பிரித்தல்', 'முத்துக்கள்'], te: ['వజ్రాల గ్రేడింగ్', 'ముత్యాలు'] });
    // The API's schema leaves out the languages left empty: the store then shows the English.
    const parsed = adminTeamMemberCreateSchema.parse(body);
    expect(parsed.skills).toEqual({ en: ['Diamond grading', 'Pearls'], ta: ['வைரத் தரம் பிரித்தல்', 'முத்துக்கள்'], te: ['వజ్రాల గ్రేడింగ్', 'ముత్యాలు'] });
    expect(parsed.role).toEqual({ en: 'Chief Gemologist', ta: 'தலைமை ரத்தினவியல் நிபுணர்' });
  });

  it('starts a new member empty in every language', () => {
    const values = teamMemberValuesOf();
    expect(values.skills).toEqual({ en: '', hi: '', ta: '', te: '' });
    expect(adminTeamMemberCreateSchema.safeParse(teamMemberBodyOf({ ...values, name: 'Asha', role: { ...values.role, en: 'Setter' }, bio: { ...values.bio, en: 'Sets stones.' } })).success).toBe(true);
  });
});
