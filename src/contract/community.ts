import { z } from 'zod';
import { PAGE_MAX, PAGE_SIZE_MAX } from './core';

/** Pieces the issue board, feedback and the release log share. */

/** An id from a body: the decimal row id as text. */
export const rowIdText = z
  .string({ required_error: 'Please enter Id' })
  .regex(/^[1-9]\d{0,9}$/, 'Id must be a positive whole number');

/** Paged lists of this area: an empty body means page 1, 20 per page. */
export const communityPageQuery = z.object({
  page: z.number().int().min(1).max(PAGE_MAX, `Page must be at most ${PAGE_MAX}`).default(1),
  pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});

/** At most this many links in one issue, comment or feedback text. */
export const LINK_CAP = 10;

/** Links a text carries: http(s) URLs, `www.` hosts and markdown link targets. */
export function countLinks(text: string): number {
  return (text.match(/\bhttps?:\/\/|\bwww\./gi) ?? []).length;
}

/** The honeypot: a field people never see, so only form-filling robots send it. */
export const honeypot = z.string().max(200).optional();

export const authorSchema = z.object({ nickname: z.string(), avatar: z.string().nullable() });
export type Author = z.infer<typeof authorSchema>;
