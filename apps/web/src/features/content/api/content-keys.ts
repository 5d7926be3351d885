export const contentKeys = {
  all: ['content'] as const,
  banners: () => ['content', 'banners'] as const,
};
