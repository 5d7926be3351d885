import { useQuery } from '@tanstack/react-query';
import type { Expert, Faq, Service, StoreLocation, Testimonial } from '@aabhushan/shared/schemas/content';
import { apiGetList } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

/** GET /api/public/faq: every question in display order (up to 100). */
export function useFaqs() {
  return useQuery({
    queryKey: contentKeys.faqs(),
    queryFn: async ({ signal }) => (await apiGetList<Faq>('/api/public/faq', { signal })).items,
  });
}

/** GET /api/public/testimonial: 10 by default (spec B section 9); the all-testimonial page asks for more. */
export function useTestimonials(limit = 10) {
  return useQuery({
    queryKey: contentKeys.testimonials(limit),
    queryFn: async ({ signal }) => (await apiGetList<Testimonial>('/api/public/testimonial', { params: { limit }, signal })).items,
  });
}

/** GET /api/public/expert: the team. */
export function useExperts() {
  return useQuery({
    queryKey: contentKeys.experts(),
    queryFn: async ({ signal }) => (await apiGetList<Expert>('/api/public/expert', { signal })).items,
  });
}

/** GET /api/public/store-location: showrooms, the flagship first. */
export function useStoreLocations() {
  return useQuery({
    queryKey: contentKeys.locations(),
    queryFn: async ({ signal }) => (await apiGetList<StoreLocation>('/api/public/store-location', { signal })).items,
  });
}

/** GET /api/public/service?parent=root: the workshop's top-level services, in display order. */
export function useServices() {
  return useQuery({
    queryKey: contentKeys.services(),
    queryFn: async ({ signal }) => (await apiGetList<Service>('/api/public/service', { params: { parent: 'root' }, signal })).items,
  });
}
