import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ServiceEditorPage } from './service-editor-page';
import { TeamMemberEditorPage } from './team-member-editor-page';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the team member editor: role, bio and skills in four languages', () => {
  it('says which languages are missing: the role’s and bio’s always, the skills’ once their English is written', () => {
    renderWithProviders(<TeamMemberEditorPage />);
    const line = screen.getByTestId('missing-languages');
    expect(line).toHaveTextContent('Missing: Hindi, Tamil, Telugu.');
    for (const [language, role, bio] of [
      ['Hindi', 'मुख्य कारीगर', 'चौथी पीढ़ी के कुंदनसाज़।'],
      ['Tamil', 'தலைமைக் கைவினைஞர்', 'நான்காம் தலைமுறை குந்தன் கலைஞர்.'],
      ['Telugu', 'ప్రధాన నగల కళాకారులు', 'నాలుగో తరం కుందన్ కళాకారులు.'],
    ]) {
      type(`Role (${language}) (optional)`, role!);
      type(`Bio (${language}) (optional)`, bio!);
    }
    expect(line).toHaveTextContent('Written in all four languages: English, Hindi, Tamil and Telugu.');
    type('Skills, separated by commas (English) (optional)', 'Kundan setting, Meenakari');
    expect(line).toHaveTextContent('Missing: Hindi, Tamil and Telugu for the skills.');
    type('Skills, separated by commas (Tamil) (optional)', 'குந்தன் பதித்தல், மீனாகாரி');
    expect(line).toHaveTextContent('Missing: Hindi and Telugu for the skills.');
  });
});

describe('the service editor: title, description and turnaround in four languages', () => {
  it('says which languages each text lacks', () => {
    renderWithProviders(<ServiceEditorPage />);
    const line = screen.getByTestId('missing-languages');
    expect(line).toHaveTextContent('Missing: Hindi, Tamil, Telugu.');
    type('Turnaround (English)', '3-5 days');
    type('Turnaround (Telugu) (optional)', '3-5 రోజులు');
    expect(line).toHaveTextContent('Missing: Hindi and Tamil for every text; Telugu for the title and description.');
  });
});
