import { z } from 'zod';
import { communityPageQuery, countLinks, honeypot, LINK_CAP, rowIdText } from './community';
import { defineCall, pageResultSchema } from './core';

/** Software-development inquiries (feature key `inquiry`); the admin calls live here too. */

export const INQUIRY_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'closed'] as const;
export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES);
export type InquiryStatus = z.infer<typeof inquiryStatusSchema>;

/** Budget ranges the form offers (in US dollars; the labels say so in both locales). */
export const INQUIRY_BUDGETS = ['under-5k', '5k-20k', '20k-50k', 'over-50k', 'unsure'] as const;
export const inquiryBudgetSchema = z.enum(INQUIRY_BUDGETS);
export type InquiryBudget = z.infer<typeof inquiryBudgetSchema>;

export const INQUIRY_TIMELINES = ['asap', '1-3-months', '3-6-months', 'flexible'] as const;
export const inquiryTimelineSchema = z.enum(INQUIRY_TIMELINES);
export type InquiryTimeline = z.infer<typeof inquiryTimelineSchema>;

export const INQUIRY_DESCRIPTION_MIN = 20;
export const INQUIRY_DESCRIPTION_MAX = 5_000;
export const INQUIRY_ATTACHMENTS_MAX = 3;

/**
 * What the upload keeps for purpose `inquiry` (checked by the bytes; text files, which have no
 * signature, by their name and a UTF-8 check): documents, spreadsheets, slides, images, zip.
 */
export const INQUIRY_ATTACHMENT_EXTENSIONS = [
  'pdf',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'png',
  'jpg',
  'gif',
  'webp',
  'zip',
  'txt',
  'md',
  'csv',
] as const;
export const INQUIRY_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** An attachment is a file this site's upload stored with purpose `inquiry`. */
export const inquiryAttachment = z
  .string()
  .regex(
    new RegExp(`^/files/[0-9a-f]{32}\\.(${INQUIRY_ATTACHMENT_EXTENSIONS.join('|')})$`),
    'An attachment must be an uploaded file',
  );

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .optional()
    .or(z.literal('').transform(() => undefined));

export const inquirySaveBody = z.object({
  name: z
    .string({ required_error: 'Please enter Name' })
    .trim()
    .min(1, 'Please enter Name')
    .max(100, 'Name is at most 100 characters'),
  email: z
    .string({ required_error: 'Please enter Email' })
    .trim()
    .min(1, 'Please enter Email')
    .max(254, 'Email is at most 254 characters')
    .email('Please enter a valid email address'),
  company: optionalText(200, 'Company'),
  budget: inquiryBudgetSchema.optional(),
  timeline: inquiryTimelineSchema.optional(),
  description: z
    .string({ required_error: 'Please enter Description' })
    .trim()
    .min(INQUIRY_DESCRIPTION_MIN, `Description is at least ${INQUIRY_DESCRIPTION_MIN} characters`)
    .max(INQUIRY_DESCRIPTION_MAX, `Description is at most ${INQUIRY_DESCRIPTION_MAX} characters`)
    .refine((s) => countLinks(s) <= LINK_CAP, `At most ${LINK_CAP} links, please`),
  attachments: z
    .array(inquiryAttachment)
    .max(INQUIRY_ATTACHMENTS_MAX, `At most ${INQUIRY_ATTACHMENTS_MAX} attachments`)
    .optional(),
  website: honeypot,
});
export type InquirySaveBody = z.infer<typeof inquirySaveBody>;

export const inquirySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  budget: inquiryBudgetSchema.nullable(),
  timeline: inquiryTimelineSchema.nullable(),
  description: z.string(),
  attachments: z.array(z.string()),
  status: inquiryStatusSchema,
  /** The signed-in account that sent it, or null for a visitor. */
  sender: z.object({ nickname: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

export const inquiryAdminQuery = communityPageQuery.extend({
  q: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  status: inquiryStatusSchema.optional(),
});
export type InquiryAdminQuery = z.infer<typeof inquiryAdminQuery>;

export const inquiryStatusBody = z.object({ id: rowIdText, status: inquiryStatusSchema });
export type InquiryStatusBody = z.infer<typeof inquiryStatusBody>;

export const inquiryCalls = {
  save: defineCall({
    id: 'inquiry.save',
    method: 'POST',
    path: '/api/inquiry/save',
    summary:
      'Send a software-development inquiry (anyone): stored, acknowledged by e-mail, announced to the admins',
    body: inquirySaveBody,
    response: z.object({ id: z.string() }),
    example: {
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines Ltd',
        budget: '5k-20k',
        timeline: '1-3-months',
        description: 'We need a Spring Boot back end for our order system, about 30 tables.',
      },
    },
  }),
  adminFindPage: defineCall({
    id: 'inquiry.adminFindPage',
    method: 'POST',
    path: '/api/admin/inquiry/findPage',
    access: 'admin',
    summary: 'Every inquiry, newest first: search (name, e-mail, company, text) and status filter',
    body: inquiryAdminQuery,
    response: pageResultSchema(inquirySchema),
    example: { body: { page: 1, pageSize: 20 } },
  }),
  updateStatus: defineCall({
    id: 'inquiry.updateStatus',
    method: 'POST',
    path: '/api/admin/inquiry/status',
    access: 'admin',
    summary: 'Set the status of an inquiry (new, contacted, quoted, won, lost, closed)',
    body: inquiryStatusBody,
    response: inquirySchema,
    example: { body: { id: '1', status: 'contacted' } },
  }),
};
