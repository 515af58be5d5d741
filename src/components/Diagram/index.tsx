import {
  CompressOutlined,
  DownloadOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Alert, Button, Empty, Space, Spin, Tooltip } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSelector } from 'umi';
import { DIAGRAM_MAX_TABLES, type DiagramFormat, type Table } from '@/contract/text';
import type { RootState } from '@/models/rootState';
import { downloadBlob } from '@/utils/clipboard';
import { useEffectDispatch } from '@/hooks/useEffectDispatch';
import styles from './index.less';
import { useT } from '@/hooks/useT';

const MIN_ZOOM = 0.1;
const MAX_ZOOM = 4;
const STEP = 1.25;
/** Edits in the field grid redraw the picture once typing pauses. */
const REDRAW_DELAY_MS = 400;

interface View {
  zoom: number;
  x: number;
  y: number;
}

const clampZoom = (z: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));

/**
 * Our own SVG as an element: parsed (never run) and stripped of anything active, so the picture is
 * searchable and selectable text, not an image.
 */
function toSvgElement(markup: string): SVGSVGElement | null {
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.nodeName !== 'svg' || doc.getElementsByTagName('parsererror').length > 0) return null;
  for (const bad of Array.from(root.querySelectorAll('script, foreignObject'))) bad.remove();
  for (const el of Array.from(root.querySelectorAll('*')))
    for (const attr of Array.from(el.attributes))
      if (attr.name.toLowerCase().startsWith('on')) el.removeAttribute(attr.name);
  return document.importNode(root, true) as unknown as SVGSVGElement;
}

const fileName = (tables: Table[], format: DiagramFormat) => {
  const base = (tables[0]?.tableName ?? '').replace(/[^A-Za-z0-9_]+/g, '-').replace(/^-+|-+$/g, '');
  return `${(base || 'tables').slice(0, 60)}-diagram.${format}`;
};

/**
 * The entity-relationship picture of the tables, drawn by the server (ELK layout): zoom with the
 * buttons or the wheel, pan by dragging, save as SVG or PNG.
 */
export default function Diagram({ tables }: { tables: Table[] }) {
  const t = useT();
  const dispatchEffect = useEffectDispatch();
  const loading = useSelector((s: RootState) => Boolean(s.loading.effects['text/fetchDiagram']));
  const [svg, setSvg] = useState<string | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [view, setView] = useState<View>({ zoom: 1, x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const [exporting, setExporting] = useState<DiagramFormat | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);
  const tooMany = tables.length > DIAGRAM_MAX_TABLES;

  useEffect(() => {
    if (tooMany || tables.length === 0) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      void dispatchEffect<Blob>('text/fetchDiagram', { tables, format: 'svg' })
        .then((blob) => blob.text())
        .then((markup) => {
          if (current) setSvg(markup);
        });
    }, REDRAW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [tables, tooMany, dispatchEffect]);

  /** The whole picture in view, never enlarged past its own size. */
  const fit = useCallback((width: number, height: number) => {
    const box = viewport.current?.getBoundingClientRect();
    if (!box || !width || !height || !box.width || !box.height) {
      setView({ zoom: 1, x: 0, y: 0 });
      return;
    }
    const zoom = clampZoom(Math.min(1, box.width / width, box.height / height));
    setView({ zoom, x: (box.width - width * zoom) / 2, y: (box.height - height * zoom) / 2 });
  }, []);

  useLayoutEffect(() => {
    const host = canvas.current;
    if (!host) return;
    host.replaceChildren();
    const element = svg ? toSvgElement(svg) : null;
    if (!element) return;
    host.appendChild(element);
    const width = Number(element.getAttribute('width')) || 0;
    const height = Number(element.getAttribute('height')) || 0;
    setSize((old) => {
      // A redraw after an edit keeps the reader's zoom and place; the first picture is fitted.
      if (old.width === 0) fit(width, height);
      return { width, height };
    });
  }, [svg, fit]);

  /** Zooms by `factor` keeping the point (px, py) of the viewport where it is. */
  const zoomAt = useCallback((factor: number, px?: number, py?: number) => {
    setView((v) => {
      const box = viewport.current?.getBoundingClientRect();
      const cx = px ?? (box ? box.width / 2 : 0);
      const cy = py ?? (box ? box.height / 2 : 0);
      const zoom = clampZoom(v.zoom * factor);
      const k = zoom / v.zoom;
      return { zoom, x: cx - (cx - v.x) * k, y: cy - (cy - v.y) * k };
    });
  }, []);

  // A native listener: React's wheel listener is passive, and the page must not scroll while zooming.
  useEffect(() => {
    const el = viewport.current;
    if (!el) return undefined;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const box = el.getBoundingClientRect();
      zoomAt(e.deltaY < 0 ? 1.1 : 1 / 1.1, e.clientX - box.left, e.clientY - box.top);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoomAt, svg]);

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    drag.current = { x: e.clientX, y: e.clientY, view };
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDragging(true);
  };
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    setView({
      ...start.view,
      x: start.view.x + e.clientX - start.x,
      y: start.view.y + e.clientY - start.y,
    });
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  const exportAs = async (format: DiagramFormat) => {
    if (format === 'svg' && svg) {
      downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), fileName(tables, 'svg'));
      return;
    }
    setExporting(format);
    try {
      const blob = await dispatchEffect<Blob>('text/fetchDiagram', { tables, format });
      downloadBlob(blob, fileName(tables, format));
    } finally {
      setExporting(null);
    }
  };

  if (tooMany)
    return (
      <Alert
        type="warning"
        showIcon
        message={t('text.diagram.tooMany', { count: tables.length, max: DIAGRAM_MAX_TABLES })}
      />
    );
  if (tables.length === 0) return <Empty description={t('text.diagram.empty')} />;

  return (
    <div data-testid="diagram">
      <Space wrap style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
        <Space.Compact>
          <Tooltip title={t('text.diagram.zoomOut')}>
            <Button
              icon={<ZoomOutOutlined />}
              aria-label={t('text.diagram.zoomOut')}
              onClick={() => zoomAt(1 / STEP)}
            />
          </Tooltip>
          <Button onClick={() => setView((v) => ({ ...v, zoom: 1 }))}>
            {Math.round(view.zoom * 100)}%
          </Button>
          <Tooltip title={t('text.diagram.zoomIn')}>
            <Button
              icon={<ZoomInOutlined />}
              aria-label={t('text.diagram.zoomIn')}
              onClick={() => zoomAt(STEP)}
            />
          </Tooltip>
          <Tooltip title={t('text.diagram.fit')}>
            <Button
              icon={<CompressOutlined />}
              aria-label={t('text.diagram.fit')}
              onClick={() => fit(size.width, size.height)}
            />
          </Tooltip>
        </Space.Compact>
        <span className={styles.legend}>
          <span className={styles.solid} />
          {t('text.diagram.declared')} <span className={styles.dashed} />
          {t('text.diagram.inferred')}
        </span>
        <Space>
          <Button icon={<DownloadOutlined />} disabled={!svg} onClick={() => void exportAs('svg')}>
            {t('text.diagram.exportSvg')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            disabled={!svg}
            loading={exporting === 'png'}
            onClick={() => void exportAs('png')}
          >
            {t('text.diagram.exportPng')}
          </Button>
        </Space>
      </Space>
      <Spin spinning={loading && !exporting}>
        <div
          ref={viewport}
          className={`${styles.viewport} ${dragging ? styles.dragging : ''}`}
          role="img"
          aria-label={t('text.diagram.label', { count: tables.length })}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          <div
            ref={canvas}
            className={styles.canvas}
            data-testid="diagram-canvas"
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}
          />
        </div>
      </Spin>
    </div>
  );
}
