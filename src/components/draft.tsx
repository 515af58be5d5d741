import { Alert, Button, Space } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'umi';
import { z } from 'zod';
import { inputTypeSchema, parseResultSchema, sqlDialectSchema, tableSchema } from '@/contract/text';
import { useT } from '@/hooks/useT';

/** Bumped when a draft's shape changes: a draft of another version is dropped, never misread. */
export const DRAFT_VERSION = 1;
/** Largest draft kept, in characters of JSON (local storage holds about 5 million per site). */
export const DRAFT_MAX_CHARS = 1_000_000;
/** Pause in editing before the draft is written. */
const SAVE_DELAY = 800;

interface Stored<T> {
  v: number;
  savedAt: string;
  data: T;
}

export interface Draft<T> {
  savedAt: string;
  data: T;
}

const storageKey = (page: string) => `draft:${page}`;

/** The page's draft, or null when there is none or it cannot be read (it is then removed). */
export function readDraft<T>(page: string, schema: z.ZodType<T>): Draft<T> | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(storageKey(page));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored<unknown>>;
    const data = schema.safeParse(stored.data);
    if (stored.v === DRAFT_VERSION && typeof stored.savedAt === 'string' && data.success) {
      return { savedAt: stored.savedAt, data: data.data };
    }
  } catch {
    // Unreadable JSON: dropped below like a draft of another version.
  }
  removeDraft(page);
  return null;
}

export function removeDraft(page: string): void {
  try {
    window.localStorage.removeItem(storageKey(page));
  } catch {
    // Storage disabled: there is nothing to remove.
  }
}

/**
 * Writes the first of `candidates` (the whole draft, then smaller forms of it) that fits
 * DRAFT_MAX_CHARS and the browser's quota; when none does, the older draft is removed rather than
 * left to be offered as if it were the latest work. Answers whether one was written.
 */
export function writeDraft<T>(page: string, candidates: T[]): boolean {
  const savedAt = new Date().toISOString();
  for (const data of candidates) {
    const json = JSON.stringify({ v: DRAFT_VERSION, savedAt, data } satisfies Stored<T>);
    if (json.length > DRAFT_MAX_CHARS) continue;
    try {
      window.localStorage.setItem(storageKey(page), json);
      return true;
    } catch {
      // Over the quota (or storage disabled): try the smaller form.
    }
  }
  removeDraft(page);
  return false;
}

export interface DraftOptions<T> {
  /** The page's key (its path): one draft per page. */
  page: string;
  schema: z.ZodType<T>;
  /** What the page holds now. */
  current: T;
  /** True when `value` holds nothing worth keeping. */
  isEmpty: (value: T) => boolean;
  /** Smaller forms of `value` to keep when it is too large, best first. */
  shrink?: (value: T) => T[];
  /** Puts a draft back on the page. */
  apply: (value: T) => void;
}

/**
 * Keeps the page's work in local storage as the user edits, and offers the draft back when the
 * page opens empty (a reload, a new tab). While the offer is open nothing is written, so the
 * draft is never replaced before the user chose Restore or Discard.
 */
export function useDraft<T>({ page, schema, current, isEmpty, shrink, apply }: DraftOptions<T>) {
  const [offer, setOffer] = useState<Draft<T> | null>(() => {
    if (!isEmpty(current)) return null;
    const draft = readDraft(page, schema);
    return draft && !isEmpty(draft.data) ? draft : null;
  });
  const latest = useRef({ current, isEmpty, shrink, offer });
  latest.current = { current, isEmpty, shrink, offer };

  const save = useCallback(() => {
    const { current: value, isEmpty: empty, shrink: smaller, offer: open } = latest.current;
    if (open) return;
    if (empty(value)) removeDraft(page);
    else writeDraft(page, [value, ...(smaller?.(value) ?? [])]);
  }, [page]);

  const first = useRef(true);
  useEffect(() => {
    // The state the page opened with is not an edit.
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const timer = setTimeout(save, SAVE_DELAY);
    return () => clearTimeout(timer);
  }, [current, save]);

  // Leaving the page or closing the tab writes at once.
  useEffect(() => {
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      if (!first.current) save();
    };
  }, [save]);

  const restore = () => {
    if (!offer) return;
    apply(offer.data);
    setOffer(null);
  };
  const discard = () => {
    removeDraft(page);
    setOffer(null);
    // What was typed meanwhile becomes the draft.
    latest.current.offer = null;
    save();
  };
  return { offer, restore, discard };
}

/** The offer of a draft: when it was saved, how much it holds, Restore and Discard. */
export function DraftBanner({
  savedAt,
  chars,
  tables,
  onRestore,
  onDiscard,
}: {
  savedAt: string;
  chars: number;
  tables: number;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const intl = useIntl();
  const t = useT();
  const time = new Date(savedAt).toLocaleString(intl.locale);
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      data-testid="draft-banner"
      style={{ marginBottom: 16 }}
      message={t('draft.found', { time, chars, tables })}
      description={t('draft.paused')}
      action={
        <Space direction="vertical" size={4}>
          <Button size="small" type="primary" onClick={onRestore} data-testid="draft-restore">
            {t('draft.restore')}
          </Button>
          <Button size="small" onClick={onDiscard} data-testid="draft-discard">
            {t('draft.discard')}
          </Button>
        </Space>
      }
    />
  );
}

/** The work on the text tool and the workbench: the input, the edited tables, the last parse. */
export const workDraftSchema = z.object({
  text: z.string(),
  tables: z.array(tableSchema),
  /** What the last parse detected and could not read (its tables are `tables`, as edited). */
  parsed: parseResultSchema.omit({ tables: true }).nullable(),
  inputType: inputTypeSchema.optional(),
  dialect: sqlDialectSchema.optional(),
});
export type WorkDraft = z.infer<typeof workDraftSchema>;

const workIsEmpty = (draft: WorkDraft) => !draft.text.trim() && draft.tables.length === 0;
// Too large: without the diagnostics, then the tables alone (the input can be pasted again).
const workShrink = (draft: WorkDraft): WorkDraft[] => [
  { ...draft, parsed: draft.parsed && { ...draft.parsed, diagnostics: [] } },
  { ...draft, text: '', parsed: null },
];

/** useDraft for a page's input and tables, and the banner that offers them back. */
export function useWorkDraft(page: string, current: WorkDraft, apply: (draft: WorkDraft) => void) {
  const { offer, restore, discard } = useDraft({
    page,
    schema: workDraftSchema,
    current,
    isEmpty: workIsEmpty,
    shrink: workShrink,
    apply,
  });
  const banner = offer ? (
    <DraftBanner
      savedAt={offer.savedAt}
      chars={offer.data.text.length}
      tables={offer.data.tables.length}
      onRestore={restore}
      onDiscard={discard}
    />
  ) : null;
  return { banner, offer };
}
