import { zodResolver } from '@hookform/resolvers/zod';
import { reviewCreateSchema } from '@aabhushan/shared/schemas/reviews';

/**
 * The review form's check: the schema the server uses, so both refuse the same input with the
 * same words. Its own module, loaded when the form is first checked (review-form.tsx): zod and
 * the review schemas cost a product page's first load otherwise, for a form few shoppers send.
 */
export const reviewCreateResolver = zodResolver(reviewCreateSchema);
