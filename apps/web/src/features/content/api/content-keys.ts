export const contentKeys = {
  all: ['content'] as const,
  banners: () => ['content', 'banners'] as const,
  blogList: (params: { category?: string; search?: string; limit: number }) => ['content', 'blog', 'list', params] as const,
  blogPost: (slug: string) => ['content', 'blog', 'post', slug] as const,
  faqs: () => ['content', 'faqs'] as const,
  testimonials: (limit: number) => ['content', 'testimonials', limit] as const,
  experts: () => ['content', 'experts'] as const,
  locations: () => ['content', 'locations'] as const,
  services: () => ['content', 'services'] as const,
};
