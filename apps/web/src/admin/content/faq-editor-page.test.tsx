import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_FAQ_MESSAGES, type AdminFaq } from '@aabhushan/shared/schemas/admin-faqs';
import { jsonAnswer } from '../../lib/session/test-helpers';
import { renderWithProviders } from '../../test/render';
import { FaqEditorPage } from './faq-editor-page';

const FAQ: AdminFaq = {
  id: 'f1',
  question: { en: 'What are making charges?', hi: 'मेकिंग चार्ज क्या होता है?', ta: 'செய்கூலி என்றால் என்ன?' },
  subtitle: { en: 'Making charges', ta: 'செய்கூலி' },
  answerHtml: { en: '<p>They pay for the craft.</p>', ta: '<p>கைவேலைக்கான கட்டணம்.</p>' },
  topic: 'pricing',
  icon: 'receipt',
  sortOrder: 2,
  isActive: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    // The preview answers the HTML it was sent, marked as cleaned.
    if (url === '/api/admin/content-previews') return jsonAnswer(200, { success: true, message: 'Preview', data: { html: `${JSON.parse(String(init!.body)).html}<!-- cleaned -->` } });
    if (init?.method === 'PATCH') return jsonAnswer(200, { success: true, message: ADMIN_FAQ_MESSAGES.updated, data: { ...FAQ, ...JSON.parse(String(init.body)) } });
    if (init?.method === 'POST') return jsonAnswer(201, { success: true, message: ADMIN_FAQ_MESSAGES.created, data: { ...FAQ, id: 'f2' } });
    return jsonAnswer(200, { success: true, message: 'FAQ', data: FAQ });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const sent = (method: string) => fetchMock.mock.calls.filter(([url, init]) => init?.method === method && String(url).startsWith('/api/admin/faqs')).map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
const missingLine = () => screen.getByTestId('missing-languages');

describe('the FAQ editor: a question in four languages', () => {
  it('has the question, subtitle and answer in English (required), Hindi, Tamil and Telugu, loaded from the saved FAQ', async () => {
    renderWithProviders(<FaqEditorPage id="f1" />);
    expect(await screen.findByLabelText('Question (English)')).toHaveValue('What are making charges?');
    expect(screen.getByLabelText('Question (Hindi) (optional)')).toHaveValue('मेकिंग चार्ज क्या होता है?');
    expect(screen.getByLabelText('Subtitle (English) (optional)')).toHaveValue('Making charges');
    expect(screen.getByLabelText('Subtitle (Tamil) (optional)')).toHaveValue('செய்கூலி');
    const tamilAnswer = screen.getByLabelText('Answer (HTML) (Tamil) (optional)');
    expect(tamilAnswer.tagName).toBe('TEXTAREA');
    expect(tamilAnswer).toHaveValue('<p>கைவேலைக்கான கட்டணம்.</p>');
    expect(tamilAnswer).toHaveAttribute('lang', 'ta');
    expect(screen.getByLabelText('Answer (HTML) (Telugu) (optional)')).toHaveValue('');
  });

  it('says which languages are missing for which texts, and follows what staff type', async () => {
    renderWithProviders(<FaqEditorPage id="f1" />);
    await screen.findByLabelText('Question (English)');
    expect(missingLine()).toHaveTextContent('Missing: Hindi for the subtitle and answer; Telugu for every text.');
    fireEvent.change(screen.getByLabelText('Subtitle (Hindi) (optional)'), { target: { value: 'मेकिंग चार्ज' } });
    fireEvent.change(screen.getByLabelText('Answer (HTML) (Hindi) (optional)'), { target: { value: '<p>कारीगरी का दाम।</p>' } });
    expect(missingLine()).toHaveTextContent('Missing: Telugu.');
    for (const [label, value] of [
      ['Question (Telugu) (optional)', 'తయారీ ఛార్జీలు అంటే ఏమిటి?'],
      ['Subtitle (Telugu) (optional)', 'తయారీ ఛార్జీలు'],
      ['Answer (HTML) (Telugu) (optional)', '<p>పనితనానికి చెల్లించేది.</p>'],
    ] as const)
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    expect(missingLine()).toHaveTextContent('Written in all four languages: English, Hindi, Tamil and Telugu.');
  });

  it('previews the answer in the language chosen, the English where it is not written', async () => {
    renderWithProviders(<FaqEditorPage id="f1" />);
    await screen.findByLabelText('Question (English)');
    fireEvent.change(screen.getByLabelText('Preview in'), { target: { value: 'ta' } });
    const tamil = screen.getByRole('region', { name: 'Preview of the answer in Tamil, as shoppers will see it' });
    await waitFor(() => expect(tamil).toHaveTextContent('கைவேலைக்கான கட்டணம்.'));
    expect(tamil).toHaveAttribute('lang', 'ta');
    fireEvent.change(screen.getByLabelText('Preview in'), { target: { value: 'te' } });
    const telugu = screen.getByRole('region', { name: 'Preview of the answer in Telugu, as shoppers will see it' });
    await waitFor(() => expect(telugu).toHaveTextContent('They pay for the craft.'));
    expect(telugu).toHaveAttribute('lang', 'en');
  });

  it('sends the four languages typed; a blank English question is refused before anything is sent', async () => {
    renderWithProviders(<FaqEditorPage id="f1" />);
    await screen.findByLabelText('Question (English)');
    fireEvent.change(screen.getByLabelText('Question (English)'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ADMIN_FAQ_MESSAGES.question)).toBeInTheDocument();
    expect(sent('PATCH')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Question (English)'), { target: { value: 'What are making charges?' } });
    fireEvent.change(screen.getByLabelText('Question (Telugu) (optional)'), { target: { value: 'తయారీ ఛార్జీలు అంటే ఏమిటి?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]).toMatchObject({
      question: { en: 'What are making charges?', hi: 'मेकिंग चार्ज क्या होता है?', ta: 'செய்கூலி என்றால் என்ன?', te: 'తయారీ ఛార్జీలు అంటే ఏమిటి?' },
      subtitle: { en: 'Making charges', hi: '', ta: 'செய்கூலி', te: '' },
      answerHtml: { en: '<p>They pay for the craft.</p>', hi: '', ta: '<p>கைவேலைக்கான கட்டணம்.</p>', te: '' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(ADMIN_FAQ_MESSAGES.updated);
  });

  it('refuses a subtitle in Tamil without its English, beside the subtitle', async () => {
    renderWithProviders(<FaqEditorPage />);
    fireEvent.change(screen.getByLabelText('Question (English)'), { target: { value: 'Do you make thalis?' } });
    fireEvent.change(screen.getByLabelText('Subtitle (Tamil) (optional)'), { target: { value: 'தாலி' } });
    fireEvent.change(screen.getByLabelText('Answer (HTML) (English)'), { target: { value: '<p>Yes.</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create FAQ' }));
    expect(await screen.findByText(ADMIN_FAQ_MESSAGES.subtitleNeedsEnglish)).toBeInTheDocument();
    expect(sent('POST')).toEqual([]);
  });
});
