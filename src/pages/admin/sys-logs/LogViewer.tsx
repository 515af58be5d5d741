import {
  DownloadOutlined,
  FilterOutlined,
  ReloadOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  Button,
  Card,
  DatePicker,
  Empty,
  Form,
  Input,
  Select,
  Space,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'umi';
import {
  LOG_LEVEL_NAMES,
  type LogLevelName,
  type LogLine,
  type ReadLinesBody,
  type ReadLinesResponse,
} from '@/contract/adminLog';
import type { RootState } from '@/models/rootState';
import { downloadBlob } from '@/utils/clipboard';
import { useEffectDispatch } from '@/hooks/useEffectDispatch';
import styles from './LogViewer.less';
import { useT } from '@/hooks/useT';

/** How often follow mode asks for new lines. */
export const FOLLOW_INTERVAL_MS = 2000;
const PAGE_LINES = 500;
/** Lines kept in the view; older ones are dropped (and can be loaded again). */
const MAX_LINES = 20_000;
/** A view scrolled to within this of its end counts as at the newest line (about a line). */
const AT_END_PX = 24;

export const LEVEL_COLORS: Record<LogLevelName, string> = {
  trace: 'default',
  debug: 'default',
  info: 'blue',
  warn: 'gold',
  error: 'red',
  fatal: 'magenta',
};

interface Filters {
  level?: LogLevelName;
  q?: string;
  requestId?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

type ReadFilters = Pick<ReadLinesBody, 'level' | 'q' | 'requestId' | 'since' | 'until'>;

function toReadFilters(values: Filters): ReadFilters {
  const out: ReadFilters = {};
  if (values.level) out.level = values.level;
  if (values.q?.trim()) out.q = values.q.trim();
  if (values.requestId?.trim()) out.requestId = values.requestId.trim();
  if (values.range?.[0]) out.since = values.range[0].toISOString();
  if (values.range?.[1]) out.until = values.range[1].toISOString();
  return out;
}

/** A JSON line laid out for reading; other text as it is. */
function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The message of a pino line, for the one-line view. */
function summary(line: LogLine): string {
  try {
    const parsed = JSON.parse(line.text) as Record<string, unknown>;
    const { level: _l, time: _t, pid: _p, requestId: _r, msg, ...rest } = parsed;
    const fields = Object.entries(rest)
      .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
      .join(' ');
    return [typeof msg === 'string' ? msg : '', fields].filter(Boolean).join('  ');
  } catch {
    return line.text;
  }
}

function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The server's log files: a virtualised view of the lines (the tail first, earlier pages on
 * demand), filters, follow mode and a click from a request id to all of its lines.
 */
export default function LogViewer() {
  const t = useT();
  const dispatch = useDispatch();
  const dispatchEffect = useEffectDispatch();
  const [form] = Form.useForm<Filters>();
  const files = useSelector((s: RootState) => s.admin.logFiles);
  const loading = useSelector((s: RootState) => Boolean(s.loading.effects['admin/fetchLogLines']));
  const [file, setFile] = useState<string>();
  const [filters, setFilters] = useState<ReadFilters>({});
  const [lines, setLines] = useState<LogLine[]>([]);
  const [earlier, setEarlier] = useState<{ cursor: number; more: boolean }>({
    cursor: 0,
    more: false,
  });
  const endRef = useRef(0);
  const [follow, setFollow] = useState(false);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const scrollRef = useRef<HTMLDivElement>(null);
  // Where to scroll once the lines just set are on screen (see the layout effect below).
  const scrollTarget = useRef<{ index: number; align: 'start' | 'end' } | null>(null);

  const read = useCallback(
    (body: ReadLinesBody) =>
      dispatchEffect<ReadLinesResponse | null>('admin/fetchLogLines', {
        file,
        ...filters,
        ...body,
      }),
    [dispatchEffect, file, filters],
  );

  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 26,
    overscan: 20,
    getItemKey: (index) => lines[index]?.offset ?? index,
  });

  useEffect(() => {
    dispatch({ type: 'admin/fetchLogFiles' });
  }, [dispatch]);
  useEffect(() => {
    if (!file && files.length > 0) setFile(files[0].name);
  }, [file, files]);

  // The tail of the file whenever the file or the filters change.
  useEffect(() => {
    if (!file) return;
    let cancelled = false;
    void read({ direction: 'backward', limit: PAGE_LINES }).then((res) => {
      if (cancelled || !res) return;
      setLines(res.lines);
      setOpen(new Set());
      setEarlier({ cursor: res.nextCursor, more: res.hasMore });
      endRef.current = res.size;
      scrollTarget.current = { index: res.lines.length - 1, align: 'end' };
    });
    return () => {
      cancelled = true;
    };
  }, [file, read]);

  // Follow mode: what was appended since the last read, every FOLLOW_INTERVAL_MS.
  useEffect(() => {
    if (!follow || !file) return undefined;
    // A read still in flight when follow stops or the filters change must not add its lines.
    let stopped = false;
    const timer = setInterval(() => {
      void read({ direction: 'forward', cursor: endRef.current, limit: 1000 }).then((res) => {
        if (!res || stopped) return;
        endRef.current = res.nextCursor;
        if (res.lines.length === 0) return;
        // Only a view at its newest line follows: one scrolled up to read stays where it is.
        const el = scrollRef.current;
        const atEnd = !el || el.scrollHeight - el.scrollTop - el.clientHeight <= AT_END_PX;
        setLines((current) => {
          const next = [...current, ...res.lines];
          const kept = next.length <= MAX_LINES ? next : next.slice(next.length - MAX_LINES);
          if (kept !== next) setEarlier({ cursor: kept[0].offset, more: true });
          if (atEnd) scrollTarget.current = { index: kept.length - 1, align: 'end' };
          return kept;
        });
      });
    }, FOLLOW_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [follow, file, read]);

  const loadEarlier = async () => {
    const res = await read({ direction: 'backward', cursor: earlier.cursor, limit: PAGE_LINES });
    if (!res) return;
    setLines((current) => [...res.lines, ...current]);
    setEarlier({ cursor: res.nextCursor, more: res.hasMore });
    scrollTarget.current = { index: res.lines.length, align: 'start' };
  };

  // Scrolls once React has committed the new lines: the virtualizer takes its count from the last
  // render, so a scroll asked for in the same task as setLines (or in the next animation frame,
  // which on a busy machine can come before React's render) went to the old list's last index.
  useLayoutEffect(() => {
    const target = scrollTarget.current;
    scrollTarget.current = null;
    if (!target || lines.length === 0) return;
    virtualizer.scrollToIndex(Math.max(0, Math.min(target.index, lines.length - 1)), {
      align: target.align,
    });
  }, [lines, virtualizer]);

  const applyFilters = (values: Filters) => setFilters(toReadFilters(values));
  const showRequest = (requestId: string) => {
    form.setFieldsValue({ level: undefined, q: undefined, requestId });
    form.resetFields(['range']);
    setFilters({ requestId });
  };
  const toggle = (offset: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(offset)) next.delete(offset);
      else next.add(offset);
      return next;
    });
  const download = async () => {
    if (!file) return;
    const blob = await dispatchEffect<Blob>('admin/fetchLogDownload', { file });
    downloadBlob(blob, file);
  };

  return (
    <Card className={styles.card} size="small">
      <Space wrap className={styles.toolbar}>
        <Select
          aria-label={t('sysLogs.file')}
          data-testid="log-file"
          value={file}
          onChange={setFile}
          style={{ width: 280, maxWidth: '100%' }}
          options={files.map((f) => ({
            value: f.name,
            label: `${f.name} · ${formatBytes(f.size)}`,
          }))}
          placeholder={t('sysLogs.file')}
        />
        <Tooltip title={t('sysLogs.refreshFiles')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('sysLogs.refreshFiles')}
            onClick={() => dispatch({ type: 'admin/fetchLogFiles' })}
          />
        </Tooltip>
        <Button icon={<DownloadOutlined />} disabled={!file} onClick={download}>
          {t('sysLogs.download')}
        </Button>
        <Space>
          <Switch
            checked={follow}
            onChange={setFollow}
            aria-label={t('sysLogs.follow')}
            data-testid="log-follow"
          />
          <span>{t('sysLogs.follow')}</span>
        </Space>
      </Space>
      <Form form={form} layout="inline" onFinish={applyFilters} className={styles.filters}>
        <Form.Item name="level" label={t('sysLogs.level')}>
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={t('sysLogs.level.any')}
            options={LOG_LEVEL_NAMES.map((level) => ({
              value: level,
              label: t('sysLogs.level.atLeast', { level }),
            }))}
          />
        </Form.Item>
        <Form.Item name="q" label={t('sysLogs.text')} rules={[{ max: 200 }]}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="requestId" label={t('sysLogs.requestId')} rules={[{ max: 64 }]}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="range" label={t('sysLogs.time')}>
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<FilterOutlined />}>
              {t('sysLogs.apply')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setFilters({});
              }}
            >
              {t('sysLogs.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Space className={styles.status}>
        <Button
          size="small"
          icon={<VerticalAlignTopOutlined />}
          disabled={!earlier.more}
          loading={loading}
          onClick={loadEarlier}
        >
          {t('sysLogs.earlier')}
        </Button>
        <Typography.Text type="secondary">
          {t('sysLogs.count', { count: lines.length })}
        </Typography.Text>
      </Space>
      {lines.length === 0 && !loading ? (
        <Empty description={t('sysLogs.empty')} />
      ) : (
        <div ref={scrollRef} className={styles.viewport} data-testid="log-lines">
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const line = lines[item.index];
              const expanded = open.has(line.offset);
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className={`${styles.line} ${styles[`level-${line.level ?? 'none'}`] ?? ''}`}
                  style={{ transform: `translateY(${item.start}px)` }}
                  data-testid="log-line"
                  data-level={line.level}
                >
                  <div
                    className={styles.head}
                    role="button"
                    tabIndex={0}
                    aria-expanded={expanded}
                    onClick={() => toggle(line.offset)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' || e.key === ' ') toggle(line.offset);
                    }}
                  >
                    {line.level && (
                      <Tag color={LEVEL_COLORS[line.level]} className={styles.level}>
                        {line.level.toUpperCase()}
                      </Tag>
                    )}
                    {line.time && <span className={styles.time}>{line.time.slice(11, 23)}</span>}
                    {line.requestId && (
                      <Typography.Link
                        className={styles.request}
                        title={`${t('sysLogs.showRequest')}: ${line.requestId}`}
                        onClick={(e) => {
                          e.stopPropagation();
                          showRequest(line.requestId!);
                        }}
                      >
                        {line.requestId.slice(0, 8)}
                      </Typography.Link>
                    )}
                    <span className={styles.text}>{summary(line)}</span>
                  </div>
                  {expanded && <pre className={styles.json}>{pretty(line.text)}</pre>}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </Card>
  );
}
