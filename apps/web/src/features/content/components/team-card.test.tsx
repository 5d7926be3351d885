import '../../../i18n/bundles/content';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Expert } from '@aabhushan/shared/schemas/content';
import { renderWithProviders } from '../../../test/render';
import { TeamCard } from './team-card';

const member: Expert = {
  _id: 'm1',
  name: 'Farhan Qureshi',
  role: { en: 'Head Karigar', hi: 'मुख्य कारीगर', ta: 'தலைமைக் கைவினைஞர்', te: ' ' },
  bio: { en: 'A fourth-generation kundansaz.', ta: 'நான்காம் தலைமுறை குந்தன் கலைஞர்.' },
  skills: { en: ['Kundan setting', 'Meenakari'], ta: ['குந்தன் பதித்தல்', 'மீனாகாரி'], te: [' '] },
  image: null,
  socials: {},
};
const skillsShown = () => within(screen.getByRole('list', { name: /.+/ })).getAllByRole('listitem').map((item) => item.textContent);

describe('a team member’s card', () => {
  it('shows the role, bio and skills in the shopper’s language; the name as they write it', () => {
    renderWithProviders(<TeamCard member={member} />, { language: 'ta' });
    expect(screen.getByRole('heading', { name: 'Farhan Qureshi' })).toBeInTheDocument();
    expect(screen.getByText('தலைமைக் கைவினைஞர்')).toBeInTheDocument();
    expect(screen.getByText('நான்காம் தலைமுறை குந்தன் கலைஞர்.')).toBeInTheDocument();
    expect(skillsShown()).toEqual(['குந்தன் பதித்தல்', 'மீனாகாரி']);
  });

  it('falls back to English text by text, and to the whole English list of skills', () => {
    renderWithProviders(<TeamCard member={member} />, { language: 'te' });
    expect(screen.getByText('Head Karigar')).toBeInTheDocument();
    expect(screen.getByText('A fourth-generation kundansaz.')).toBeInTheDocument();
    expect(skillsShown()).toEqual(['Kundan setting', 'Meenakari']);
  });
});
