import type { IssueStatus } from '@/contract/issue';

/** The tag colour of each issue status. */
export const STATUS_COLORS: Record<IssueStatus, string> = {
  open: 'blue',
  planned: 'purple',
  'in-progress': 'orange',
  done: 'green',
  declined: 'default',
  duplicate: 'default',
};
