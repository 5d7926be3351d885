import { describe, expect, it } from 'vitest';
import { DELETED_CUSTOMER_NAME } from '../rules/account-deletion';
import { REVIEW_MESSAGES, reviewCreateSchema, toPublicReviewerName } from './reviews';

const firstMessage = (input: unknown) => {
  const result = reviewCreateSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('reviewCreateSchema', () => {
  it('accepts a whole rating from 1 to 5 and a trimmed comment', () => {
    expect(reviewCreateSchema.parse({ rating: 5, comment: '  Lovely finish, exactly as shown.  ' })).toEqual({ rating: 5, comment: 'Lovely finish, exactly as shown.' });
    expect(reviewCreateSchema.parse({ rating: 1, comment: 'x'.repeat(1000) }).rating).toBe(1);
  });

  it('asks for a rating from 1 to 5 when it is missing, fractional or out of range', () => {
    for (const rating of [undefined, 0, 6, 4.5, '5', null]) {
      expect(firstMessage({ rating, comment: 'A good ring for daily wear.' })).toBe(REVIEW_MESSAGES.rating);
    }
  });

  it('asks for at least 10 characters after trimming and at most 1000', () => {
    expect(firstMessage({ rating: 4 })).toBe(REVIEW_MESSAGES.commentTooShort);
    expect(firstMessage({ rating: 4, comment: '   nice    ' })).toBe(REVIEW_MESSAGES.commentTooShort);
    expect(firstMessage({ rating: 4, comment: `${'y'.repeat(9)}          ` })).toBe(REVIEW_MESSAGES.commentTooShort);
    expect(firstMessage({ rating: 4, comment: 'z'.repeat(1001) })).toBe(REVIEW_MESSAGES.commentTooLong);
  });
});

describe('toPublicReviewerName', () => {
  it('shows the first name and the last initial only', () => {
    expect(toPublicReviewerName('Ananya Sharma')).toBe('Ananya S.');
    expect(toPublicReviewerName('  Venkata Sai  Reddy ')).toBe('Venkata R.');
    expect(toPublicReviewerName('Priya')).toBe('Priya');
    expect(toPublicReviewerName('rahul verma')).toBe('rahul V.');
  });
  it('shows a deleted account as it is named, not as "Deleted c."', () => {
    expect(toPublicReviewerName(DELETED_CUSTOMER_NAME)).toBe('Deleted customer');
  });
});
