import { DownloadOutlined, LinkOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Col,
  ColorPicker,
  Form,
  Input,
  InputNumber,
  Row,
  Segmented,
  Select,
  Slider,
  Space,
  Spin,
  Switch,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useIntl, useSelector } from 'umi';
import { useFeedback } from '@/components/feedback';
import {
  WALLPAPER_BACKGROUND_PRESETS,
  WALLPAPER_BACKGROUNDS,
  WALLPAPER_LANGUAGES,
  WALLPAPER_LIMITS,
  WALLPAPER_SIZE_KEYS,
  WALLPAPER_SIZES,
  WALLPAPER_THEMES,
  WINDOW_CHROMES,
  type WallpaperLanguage,
  type WallpaperSizeKey,
} from '@/contract/wallpaper';
import type { RootState } from '@/models/rootState';
import { copyText, downloadBlob } from '@/utils/clipboard';
import { useEffectDispatch } from '@/hooks/useEffectDispatch';
import {
  formatLines,
  parseLines,
  SHARE_CODE_MAX,
  sizeKeyOf,
  toQuery,
  type StudioSettings,
} from './settings';
import { useT } from '@/hooks/useT';

const PREVIEW_DELAY_MS = 400;

export interface StudioProps {
  settings: StudioSettings;
  onChange(settings: StudioSettings): void;
}

/** "Make your own": the settings, a live SVG preview, downloads and a link that restores them. */
export default function Studio({ settings, onChange }: StudioProps) {
  const intl = useIntl();
  const { message } = useFeedback();
  const dispatch = useDispatch();
  const dispatchEffect = useEffectDispatch();
  const t = useT();
  const previewUrl = useSelector((state: RootState) => state.wallpaper.previewUrl);
  const previewError = useSelector((state: RootState) => state.wallpaper.previewError);
  const previewing = useSelector(
    (state: RootState) => state.loading.effects['wallpaper/fetchPreview'] ?? false,
  );
  const downloading = useSelector(
    (state: RootState) => state.loading.effects['wallpaper/fetchImage'] ?? false,
  );
  const files = useSelector((state: RootState) => state.codeGenerate.result?.files ?? []);
  const [highlightText, setHighlightText] = useState(formatLines(settings.highlightLines));

  const set = <K extends keyof StudioSettings>(key: K, value: StudioSettings[K]) =>
    onChange({ ...settings, [key]: value });

  // One render per pause in typing, not per key.
  useEffect(() => {
    if (!settings.code.trim()) return undefined;
    const timer = setTimeout(
      () => dispatch({ type: 'wallpaper/fetchPreview', payload: settings }),
      PREVIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [dispatch, settings]);

  const themeOptions = useMemo(
    () =>
      [true, false].map((dark) => ({
        label: t(dark ? 'wallpaper.form.themeDark' : 'wallpaper.form.themeLight'),
        options: WALLPAPER_THEMES.filter((theme) => theme.dark === dark).map((theme) => ({
          value: theme.id,
          label: theme.label,
        })),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [intl.locale],
  );

  const sizeKey = sizeKeyOf(settings.width, settings.height);
  const backgroundKind = settings.background.startsWith('#') ? 'custom' : settings.background;

  async function download(format: 'png' | 'svg') {
    const blob = await dispatchEffect<Blob | undefined>('wallpaper/fetchImage', {
      ...settings,
      format,
    });
    if (blob) downloadBlob(blob, `wallpaper-${settings.width}x${settings.height}.${format}`);
  }

  async function share() {
    const withCode = settings.code.length <= SHARE_CODE_MAX;
    const url = `${window.location.origin}${window.location.pathname}?${toQuery(settings, withCode)}`;
    await copyText(url);
    message.success(t(withCode ? 'wallpaper.share.copied' : 'wallpaper.share.tooLong'));
  }

  const form = (
    <Form layout="vertical" size="middle" className="wallpaper-form">
      {files.length > 0 && (
        <Form.Item label={t('wallpaper.form.fromGeneration')}>
          <Select
            aria-label={t('wallpaper.form.fromGeneration')}
            placeholder={t('wallpaper.form.fromGeneration')}
            showSearch
            options={files.map((file) => ({ value: file.path, label: file.path }))}
            onChange={(path: string) => {
              const file = files.find((f) => f.path === path);
              if (!file) return;
              const language = (WALLPAPER_LANGUAGES as readonly string[]).includes(file.language)
                ? (file.language as WallpaperLanguage)
                : 'auto';
              const lines = file.content.split('\n').slice(0, WALLPAPER_LIMITS.maxLines);
              onChange({
                ...settings,
                code: lines.join('\n').slice(0, WALLPAPER_LIMITS.maxChars),
                language,
                title: path.split('/').pop() ?? path,
              });
            }}
          />
        </Form.Item>
      )}
      <Form.Item label={t('wallpaper.form.code')} htmlFor="wallpaper-code">
        <Input.TextArea
          id="wallpaper-code"
          className="wallpaper-code"
          value={settings.code}
          onChange={(e) => set('code', e.target.value)}
          placeholder={t('wallpaper.form.codePlaceholder')}
          autoSize={{ minRows: 8, maxRows: 18 }}
          maxLength={WALLPAPER_LIMITS.maxChars}
          spellCheck={false}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label={t('wallpaper.form.language')}>
            <Select
              aria-label={t('wallpaper.form.language')}
              value={settings.language}
              onChange={(value) => set('language', value)}
              options={[
                { value: 'auto', label: t('wallpaper.form.auto') },
                ...WALLPAPER_LANGUAGES.map((lang) => ({ value: lang, label: lang })),
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t('wallpaper.form.theme')}>
            <Select
              aria-label={t('wallpaper.form.theme')}
              value={settings.theme}
              onChange={(value) => set('theme', value)}
              options={themeOptions}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label={t('wallpaper.form.fontSize')}>
            <Slider
              min={WALLPAPER_LIMITS.minFontSize}
              max={WALLPAPER_LIMITS.maxFontSize}
              value={settings.fontSize}
              onChange={(value) => set('fontSize', value)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t('wallpaper.form.padding')}>
            <Slider
              min={0}
              max={160}
              value={settings.padding}
              onChange={(value) => set('padding', value)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={12} sm={8}>
          <Form.Item label={t('wallpaper.form.lineNumbers')}>
            <Switch
              aria-label={t('wallpaper.form.lineNumbers')}
              checked={settings.lineNumbers}
              onChange={(checked) => set('lineNumbers', checked)}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={16}>
          <Form.Item label={t('wallpaper.form.highlight')} htmlFor="wallpaper-highlight">
            <Input
              id="wallpaper-highlight"
              value={highlightText}
              placeholder={t('wallpaper.form.highlightPlaceholder')}
              onChange={(e) => {
                setHighlightText(e.target.value);
                set('highlightLines', parseLines(e.target.value));
              }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label={t('wallpaper.form.chrome')}>
            <Segmented
              value={settings.windowChrome}
              onChange={(value) => set('windowChrome', value as StudioSettings['windowChrome'])}
              options={WINDOW_CHROMES.map((chrome) => ({
                value: chrome,
                label: t(`wallpaper.form.chrome.${chrome}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t('wallpaper.form.title')} htmlFor="wallpaper-title">
            <Input
              id="wallpaper-title"
              value={settings.title}
              maxLength={WALLPAPER_LIMITS.maxTitle}
              placeholder={t('wallpaper.form.titlePlaceholder')}
              onChange={(e) => set('title', e.target.value)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('wallpaper.form.background')}>
        <Space wrap>
          <Select
            aria-label={t('wallpaper.form.background')}
            style={{ minWidth: 150 }}
            value={backgroundKind}
            onChange={(value: string) => set('background', value === 'custom' ? '#1e1e2e' : value)}
            options={[
              ...WALLPAPER_BACKGROUND_PRESETS.map((key) => ({
                value: key,
                label: (
                  <Space size={6}>
                    <span
                      className="wallpaper-swatch"
                      style={{ background: WALLPAPER_BACKGROUNDS[key] }}
                    />
                    {key}
                  </Space>
                ),
              })),
              { value: 'theme', label: t('wallpaper.form.background.theme') },
              { value: 'custom', label: t('wallpaper.form.background.custom') },
            ]}
          />
          {backgroundKind === 'custom' && (
            <ColorPicker
              value={settings.background}
              disabledAlpha
              onChangeComplete={(color) => set('background', color.toHexString().slice(0, 7))}
            />
          )}
        </Space>
      </Form.Item>
      <Form.Item label={t('wallpaper.form.size')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Segmented
            value={sizeKey}
            onChange={(value) => {
              if (value === 'custom') return;
              const { width, height } = WALLPAPER_SIZES[value as WallpaperSizeKey];
              onChange({ ...settings, width, height });
            }}
            options={[
              ...WALLPAPER_SIZE_KEYS.map((key) => ({
                value: key,
                label: t(`wallpaper.size.${key}`),
              })),
              { value: 'custom', label: t('wallpaper.size.custom'), disabled: true },
            ]}
          />
          <Space wrap>
            <InputNumber
              aria-label={t('wallpaper.form.width')}
              addonBefore={t('wallpaper.form.width')}
              min={WALLPAPER_LIMITS.minSize}
              max={WALLPAPER_LIMITS.maxSize}
              value={settings.width}
              onChange={(value) => value !== null && set('width', value)}
              style={{ width: 150 }}
            />
            <InputNumber
              aria-label={t('wallpaper.form.height')}
              addonBefore={t('wallpaper.form.height')}
              min={WALLPAPER_LIMITS.minSize}
              max={WALLPAPER_LIMITS.maxSize}
              value={settings.height}
              onChange={(value) => value !== null && set('height', value)}
              style={{ width: 150 }}
            />
          </Space>
        </Space>
      </Form.Item>
    </Form>
  );

  const hasCode = settings.code.trim().length > 0;
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={10}>
        <Card size="small">{form}</Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card
          size="small"
          title={t('wallpaper.preview')}
          extra={previewing ? <Spin size="small" /> : null}
          className="wallpaper-preview-card"
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            {previewError && <Alert type="error" showIcon message={previewError} />}
            {hasCode && previewUrl ? (
              <div
                className="wallpaper-preview"
                style={{ aspectRatio: `${settings.width} / ${settings.height}` }}
              >
                <img
                  src={previewUrl}
                  alt={t('wallpaper.preview.alt')}
                  data-testid="wallpaper-preview"
                />
              </div>
            ) : (
              <Typography.Paragraph type="secondary">
                {t('wallpaper.preview.empty')}
              </Typography.Paragraph>
            )}
            <Typography.Text type="secondary">{t('wallpaper.preview.note')}</Typography.Text>
            <Space wrap>
              <Button
                type="primary"
                icon={<DownloadOutlined />}
                disabled={!hasCode}
                loading={downloading}
                onClick={() => download('png')}
              >
                {t('wallpaper.download.png')}
              </Button>
              <Button
                icon={<DownloadOutlined />}
                disabled={!hasCode}
                onClick={() => download('svg')}
              >
                {t('wallpaper.download.svg')}
              </Button>
              <Button icon={<LinkOutlined />} onClick={share}>
                {t('wallpaper.share')}
              </Button>
            </Space>
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
