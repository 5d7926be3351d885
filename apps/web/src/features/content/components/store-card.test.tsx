import '../../../i18n/bundles/content';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Service, StoreLocation } from '@aabhushan/shared/schemas/content';
import { renderWithProviders } from '../../../test/render';
import { ServiceList } from './service-list';
import { StoreCard } from './store-card';

const location: StoreLocation = {
  _id: 'l1',
  slug: 'bengaluru-ub-city',
  name: { en: 'Bengaluru, UB City', ta: 'பெங்களூரு, யுபி சிட்டி', te: 'బెంగళూరు, యూబీ సిటీ' },
  addressLines: { en: ['G-14, UB City', 'Bengaluru 560001'], te: ['జి-14, యూబీ సిటీ', 'బెంగళూరు 560001'] },
  city: { en: 'Bengaluru', te: 'బెంగళూరు' },
  phone: '+91 98450 19854',
  email: 'bengaluru@aabhushan.in',
  hours: [],
  coordinates: { latitude: 12.9716, longitude: 77.5963 },
  isFlagship: false,
};

describe('a showroom’s card', () => {
  it('names it and writes its address in the shopper’s language', () => {
    renderWithProviders(<StoreCard location={location} />, { language: 'te' });
    expect(screen.getByRole('heading', { name: 'బెంగళూరు, యూబీ సిటీ' })).toBeInTheDocument();
    expect(screen.getByText('జి-14, యూబీ సిటీ, బెంగళూరు 560001')).toBeInTheDocument();
  });

  it('shows the whole English address where the language has none', () => {
    renderWithProviders(<StoreCard location={location} />, { language: 'ta' });
    expect(screen.getByRole('heading', { name: 'பெங்களூரு, யுபி சிட்டி' })).toBeInTheDocument();
    expect(screen.getByText('G-14, UB City, Bengaluru 560001')).toBeInTheDocument();
  });
});

describe('the services list', () => {
  it('says how long the work takes in the shopper’s language', () => {
    const service: Service = {
      _id: 's1',
      parent: null,
      slug: 'resizing',
      default_title: 'Ring and Bangle Resizing',
      title: { en: 'Ring and Bangle Resizing', hi: 'अंगूठी और चूड़ी का साइज़ बदलना' },
      description: { en: 'Up to two sizes larger or smaller.' },
      icon: 'resize',
      priceFrom: 500,
      turnaround: { en: '3-5 days', hi: '3-5 दिन' },
    };
    renderWithProviders(<ServiceList services={[service]} />, { language: 'hi' });
    expect(screen.getByRole('heading', { name: 'अंगूठी और चूड़ी का साइज़ बदलना' })).toBeInTheDocument();
    expect(screen.getByText('3-5 दिन')).toBeInTheDocument();
    expect(screen.getByText('Up to two sizes larger or smaller.')).toBeInTheDocument();
  });
});
