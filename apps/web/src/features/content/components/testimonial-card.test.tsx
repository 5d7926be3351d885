import '../../../i18n/bundles/content';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Testimonial } from '@aabhushan/shared/schemas/content';
import { renderWithProviders } from '../../../test/render';
import { TestimonialCard } from './testimonial-card';

const meera: Testimonial = {
  _id: 't1',
  title: 'Meera Iyer',
  testimonial: { en: 'My temple necklace arrived two weeks before the wedding.', ta: 'கல்யாணத்துக்கு ரெண்டு வாரம் முன்னாடியே என் டெம்பிள் நெக்லஸ் வந்துடுச்சு.' },
  designation: { en: 'Bride, 2025', ta: 'மணப்பெண், 2025' },
  images: [],
  city: 'Chennai',
  status: 'ACTIVE',
};

describe('TestimonialCard', () => {
  it("shows the words and designation in the shopper's language, the name as written", () => {
    renderWithProviders(<TestimonialCard testimonial={meera} />, { language: 'ta' });
    expect(screen.getByText('கல்யாணத்துக்கு ரெண்டு வாரம் முன்னாடியே என் டெம்பிள் நெக்லஸ் வந்துடுச்சு.')).toBeInTheDocument();
    expect(screen.getByText('மணப்பெண், 2025, Chennai')).toBeInTheDocument();
    expect(screen.getByText('Meera Iyer')).toBeInTheDocument();
  });

  it('shows the English where the language is not written, and Customer for no designation', () => {
    renderWithProviders(<TestimonialCard testimonial={{ ...meera, designation: null }} />, { language: 'hi' });
    expect(screen.getByText('My temple necklace arrived two weeks before the wedding.')).toBeInTheDocument();
    expect(screen.getByText(/, Chennai$/)).not.toHaveTextContent('Bride');
  });
});
